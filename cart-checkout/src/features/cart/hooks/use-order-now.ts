import {
  MESSAGES,
  STOCK_MESSAGES,
  showAlert,
  showToast,
  useCartStore,
  useSessionStore,
} from '@harmony/shared';
import { useCallback } from 'react';
import { useNavigate } from '@harmony/shared/router';
import { useCouponStore } from '../../../hooks/coupon-store';

/**
 * Order Now: checkout needs a signed-in shopper (SPEC §5, §6); a guest is told so and sent to sign in.
 * A cart with a line above what is left stays here until it is fixed. The confirmation gets the lines,
 * the user, the discount in integer paise and the applied coupon's code (null without one).
 */
export function useOrderNow(short = false): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (short) {
      void showAlert(STOCK_MESSAGES.payRefused, 'warning');
      return;
    }
    const { token, user } = useSessionStore.getState();
    if (!token) {
      void showToast(MESSAGES.loginToProceed, { icon: 'warning', timer: 1800 });
      navigate('/login', { state: { from: '/cart' } });
      return;
    }
    const { applied, work } = useCouponStore.getState();
    // A code being priced: its answer decides what is passed on (Order Now waits, disabled, meanwhile).
    if (work !== null) return;
    const { lines } = useCartStore.getState();
    navigate('/order-confirmation', {
      state: {
        cartItems: lines,
        user,
        discount: applied ? Math.round(applied.discount) : 0,
        couponCode: applied?.code ?? null,
      },
    });
  }, [navigate, short]);
}
