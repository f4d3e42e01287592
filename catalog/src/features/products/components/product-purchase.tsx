import {
  Availability,
  Button,
  DeliveryCheckSlot,
  MESSAGES,
  QuantityInput,
  MIN_QUANTITY,
  STOCK_MESSAGES,
  showToast,
  useCartStore,
  type Product,
} from '@harmony/shared';
import { useState } from 'react';
import styles from './product-detail.module.css';

/** SPEC §8/§9: the cart toast shows for 1.5 s at the top end. */
const CART_TOAST = { icon: 'success', timer: 1500, position: 'top-end' } as const;

/**
 * Availability, quantity and ADD TO CART: the line goes into the shared cart store, then a toast
 * confirms it. Out of stock, the button is disabled and says why. Below: Check delivery.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(MIN_QUANTITY);
  const add = useCartStore((state) => state.add);

  const addToCart = () => {
    add(product, quantity);
    void showToast(MESSAGES.addedToCart(quantity), CART_TOAST).catch((error: unknown) =>
      console.error('The cart toast could not be shown', error),
    );
  };

  const soldOut = product.stock !== undefined && product.stock <= 0;
  return (
    <div className={styles.purchase}>
      <Availability stock={product.stock} className={styles.availability} />
      <QuantityInput value={quantity} onChange={setQuantity} showLabel />
      <Button
        variant="accent"
        className={styles.addToCart}
        onClick={addToCart}
        disabled={soldOut}
        aria-describedby={soldOut ? 'sold-out-reason' : undefined}
      >
        ADD TO CART
      </Button>
      {soldOut && (
        <p id="sold-out-reason" className={styles.soldOut}>
          {STOCK_MESSAGES.addDisabled}
        </p>
      )}
      <div className={styles.delivery}>
        <DeliveryCheckSlot />
      </div>
    </div>
  );
}
