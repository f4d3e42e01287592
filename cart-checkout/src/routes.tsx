import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { type AreaPath, areaRoutes } from '@harmony/shared/routes';
import type { ReactElement } from 'react';
import { CartPage } from './features/cart/components/cart-page';
import { OrderConfirmationPage } from './app/routes/order-confirmation-page';
import { OrderSuccessPage } from './features/order-success/components/order-success-page';

/** The screen of each of the area's routes; the paths are the route table's (@harmony/shared/routes). */
const SCREENS: Record<AreaPath<'cart_checkout'>, ReactElement> = {
  '/cart': <CartPage />,
  '/order-confirmation': <OrderConfirmationPage />,
  '/order-success': <OrderSuccessPage />,
};

/** The cart-checkout area: the cart, order confirmation (with payment) and order success. */
export default function CartCheckoutRoutes() {
  return (
    <Routes>
      {areaRoutes('cart_checkout').map(({ path }) => (
        <Route key={path} path={path} element={SCREENS[path]} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
