import {
  Button,
  MESSAGES,
  QuantityInput,
  MIN_QUANTITY,
  showToast,
  useCartStore,
  type Product,
} from '@harmony/shared';
import { useState } from 'react';
import styles from './product-detail.module.css';

/** SPEC §8/§9: the cart toast shows for 1.5 s at the top end. */
const CART_TOAST = { icon: 'success', timer: 1500, position: 'top-end' } as const;

/** Quantity and ADD TO CART: the line goes into the shared cart store, then a toast confirms it. */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const add = useCartStore((state) => state.add);

  const addToCart = () => {
    add(product, quantity);
    void showToast(MESSAGES.addedToCart(quantity), CART_TOAST).catch((error: unknown) =>
      console.error('The cart toast could not be shown', error),
    );
  };

  return (
    <div className={styles.purchase}>
      <QuantityInput value={quantity} onChange={setQuantity} showLabel />
      <Button variant="accent" className={styles.addToCart} onClick={addToCart}>
        ADD TO CART
      </Button>
    </div>
  );
}
