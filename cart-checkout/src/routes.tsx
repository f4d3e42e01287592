import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { CartPage } from './features/cart/components/cart-page';
import { OrderConfirmationPage } from './app/routes/order-confirmation-page';
import { OrderSuccessPage } from './features/order-success/components/order-success-page';

/** The cart-checkout area: the cart, order confirmation (with payment) and order success. */
export default function CartCheckoutRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
      <Route path="/order-success" element={<OrderSuccessPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
