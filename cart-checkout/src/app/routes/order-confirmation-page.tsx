import { selectIsSignedIn, useDocumentTitle, useSessionStore } from '@harmony/shared';
import { useMemo } from 'react';
import { Navigate, useLocation } from '@harmony/shared/router';
import { CartPage } from '../../features/cart/components/cart-page';
import { readConfirmationState } from '../../features/checkout/utils/confirmation-state';
import { ConfirmationDialog } from '../../features/checkout/components/confirmation-dialog';

/**
 * /order-confirmation: a modal dialog over the (dimmed, inert) cart. It needs the navigation state the
 * cart's Order Now passes; without it the shopper goes back to the cart, and signed out to /login.
 */
export function OrderConfirmationPage() {
  const location = useLocation();
  const signedIn = useSessionStore(selectIsSignedIn);
  const order = useMemo(() => readConfirmationState(location.state), [location.state]);
  useDocumentTitle('Order Confirmation');

  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/cart' }} />;
  if (!order) return <Navigate to="/cart" replace />;
  return (
    <>
      <div inert aria-hidden="true">
        <CartPage background />
      </div>
      <ConfirmationDialog order={order} />
    </>
  );
}
