import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from 'react-router-dom';
import { CartPage } from './features/cart/components/cart-page';

/** The cart-checkout area: the cart, then (orders issue) order confirmation and order success. */
export default function CartCheckoutRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
