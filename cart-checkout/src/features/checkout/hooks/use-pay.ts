import {
  COD_METHOD_LABEL,
  errorMessage,
  MESSAGES,
  newIdempotencyKey,
  type PaymentMethodChoice,
  type Address,
  paiseToRupees,
  showAlert,
  STOCK_MESSAGES,
  useCartStore,
} from '@harmony/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '@harmony/shared/router';
import type { BusinessBuyer, BusinessBuyerErrors } from '@harmony/shared/gstin';
import {
  abandonPayment,
  businessBuyerRefusal,
  couponRefusalMessage,
  createCodOrder,
  createPaymentOrder,
  fetchPaymentConfig,
  PaymentOrderFailed,
  verifyPayment,
} from '../api/payment-api';
import type {
  ConfirmationState,
  CreatedPaymentOrder,
  PaymentConfig,
  PaymentResult,
  PricedOrder,
  VerifiedPayment,
} from '../types/checkout';
import type { RazorpayConstructor } from '../types/razorpay';
import { successState, toPaymentCartItem } from '../utils/confirmation-state';
import { loadCheckoutScript } from '../utils/load-checkout-script';

/** Checkout's accent follows the site's brand colour. */
function brandColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim();
  return value || '#12357a';
}

export interface PayInput {
  order: ConfirmationState;
  /** What is paid for; null while the tax rate is unknown (nothing can be paid then). */
  totals: PricedOrder | null;
  billing: Address | null;
  shipping: Address | null;
  /** A line asks for more than is left: Pay is refused until the cart is fixed. */
  short?: boolean;
  /** The applied coupon's code, sent with create-order (the discount in `totals` is its). */
  couponCode?: string | null;
  /** create-order refused the coupon (422): its words go next to the field, not into an alert. */
  onCouponRefused?(message: string): void;
  /** The business buyer the invoice names, sent with create-order (null: none). */
  buyer?: BusinessBuyer | null;
  /** create-order refused the GSTIN or legal name (400): its words go under the fields. */
  onBuyerRefused?(errors: BusinessBuyerErrors): void;
  /** verify refused the payment (the coupon may have been used up meanwhile: it is checked again). */
  onPaymentRefused?(): void;
  /** The order is paid and the receipt is on its way. */
  onPaid?(): void;
  /** Online (checkout opens) or Cash on Delivery (the order is placed, its code mailed). */
  method?: PaymentMethodChoice;
}

export interface Pay {
  pay(): void;
  busy: boolean;
  /** The payment checkout is open over the page (the confirmation must not hold the page meanwhile). */
  checkoutOpen: boolean;
  /** A short note shown in the dialog (a failed payment), or null. */
  notice: string | null;
}

/**
 * The payment flow of SPEC §4: load the checkout script, create the order, open checkout prefilled with
 * the shopper's details, verify the result, then empty the cart and show /order-success. Every failure
 * is told as SPEC §8 words it; a failed or abandoned payment leaves the shopper here with the cart intact.
 */
export function usePay({
  order,
  totals,
  billing,
  shipping,
  short = false,
  couponCode = null,
  onCouponRefused,
  buyer = null,
  onBuyerRefused,
  onPaymentRefused,
  onPaid,
  method = 'online',
}: PayInput): Pay {
  const navigate = useNavigate();
  // The callbacks as last rendered: a payment in flight calls the current ones.
  const callbacks = useRef({ onCouponRefused, onBuyerRefused, onPaymentRefused, onPaid });
  useEffect(() => {
    callbacks.current = { onCouponRefused, onBuyerRefused, onPaymentRefused, onPaid };
  });
  const [busy, setBusy] = useState(false);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pay = useCallback(() => {
    if (running.current || !totals) return;
    if (short) {
      void showAlert(STOCK_MESSAGES.payRefused, 'warning');
      return;
    }
    if (!billing || !shipping) {
      void showAlert(MESSAGES.selectAddresses, 'warning');
      return;
    }
    running.current = true;
    setBusy(true);
    setNotice(null);

    /** The attempt is over: the shopper may press Pay again. */
    const settle = (note: string | null = null) => {
      running.current = false;
      if (!mounted.current) return;
      setBusy(false);
      if (note) setNotice(note);
    };
    /** Tell the shopper in SPEC §8's words; the api's reason, when it gave one, goes underneath. */
    const fail = (message: string, error: unknown) => {
      console.error(message, error);
      settle();
      const reason = error instanceof PaymentOrderFailed ? errorMessage(error.cause, '') : '';
      void (reason ? showAlert(message, 'error', reason) : showAlert(message, 'error'));
    };

    const succeed = (
      verified: Pick<VerifiedPayment, 'orderId' | 'paymentMethod'>,
      created: Pick<CreatedPaymentOrder, 'localOrderId'>,
      codToConfirm = false,
    ) => {
      const state = {
        ...successState({ order, totals, couponCode, billing, shipping, verified, created }),
        // SPEC's state as it is for a payment; a COD order's receipt also asks for the code.
        ...(codToConfirm ? { codToConfirm } : {}),
      };
      // verify took what was bought out of the server cart; the page's cart follows.
      useCartStore
        .getState()
        .removePurchased(order.cartItems.map((line) => ({ id: line.id, quantity: line.quantity })));
      running.current = false;
      // Replace the confirmation: Back from the receipt must not offer to pay for the same cart again.
      navigate('/order-success', { replace: true, state });
      callbacks.current.onPaid?.();
    };

    const verify = async (result: PaymentResult, created: CreatedPaymentOrder) => {
      try {
        const outcome = await verifyPayment(result);
        if (!outcome.ok) {
          console.error('Payment verification refused', outcome.error);
          settle();
          void showAlert(MESSAGES.paymentVerificationFailed(outcome.error), 'error');
          callbacks.current.onPaymentRefused?.();
          return;
        }
        succeed(outcome, created);
      } catch (error) {
        fail(MESSAGES.paymentVerifyError, error);
      }
    };

    const openCheckout = (
      Razorpay: RazorpayConstructor,
      config: PaymentConfig,
      created: CreatedPaymentOrder,
    ) => {
      let verifying = false;
      const closed = () => {
        if (mounted.current) setCheckoutOpen(false);
      };
      const checkout = new Razorpay({
        key: config.keyId,
        amount: created.razorpayOrder.amount,
        currency: created.razorpayOrder.currency || 'INR',
        name: 'Harmony',
        description: MESSAGES.paymentDescription,
        order_id: created.razorpayOrder.id,
        prefill: {
          name: order.user.fullname,
          email: order.user.email,
          contact: order.user.contact_number,
        },
        handler: (result) => {
          verifying = true;
          closed();
          void verify(result, created);
        },
        modal: {
          ondismiss: () => {
            closed();
            if (verifying) return;
            settle();
            abandonPayment(created.razorpayOrder.id).catch((error: unknown) =>
              console.warn('The closed checkout could not be reported; its hold will expire', error),
            );
          },
        },
        theme: { color: brandColour() },
      });
      checkout.on('payment.failed', (failure) => {
        console.warn('Payment failed', failure?.error);
        if (!verifying) settle(MESSAGES.paymentFailedCartSaved);
      });
      // The checkout is added to the page's body: the confirmation stops being modal first, or the
      // checkout would sit behind it, inert.
      flushSync(() => setCheckoutOpen(true));
      checkout.open();
    };

    const placeCod = async () => {
      let orderId: number;
      try {
        orderId = await createCodOrder(orderRequest(), newIdempotencyKey());
      } catch (error) {
        fail(MESSAGES.paymentWentWrong, error);
        return;
      }
      succeed({ orderId, paymentMethod: COD_METHOD_LABEL }, { localOrderId: orderId }, true);
    };

    const orderRequest = () => ({
      amount: paiseToRupees(totals.grandTotal),
      user_id: order.user.id,
      cartItems: order.cartItems.map(toPaymentCartItem),
      shipping_address: shipping.id,
      billing_address: billing.id,
      ...(couponCode ? { coupon_code: couponCode } : {}),
      ...(buyer ? { buyer_gstin: buyer.gstin, buyer_legal_name: buyer.legalName } : {}),
    });

    const run = async () => {
      let config: PaymentConfig;
      let Razorpay: RazorpayConstructor;
      try {
        config = await fetchPaymentConfig();
        Razorpay = await loadCheckoutScript(config.checkoutScriptUrl);
      } catch (error) {
        fail(MESSAGES.razorpaySdkFailed, error);
        return;
      }
      let created: CreatedPaymentOrder;
      try {
        created = await createPaymentOrder(orderRequest(), newIdempotencyKey());
      } catch (error) {
        const refused = couponCode ? couponRefusalMessage(error) : null;
        if (refused) {
          // The coupon no longer applies: it goes, with the api's words beside the field; the totals
          // follow and the shopper can pay again.
          console.warn('The coupon was refused when the order was made', refused);
          settle();
          callbacks.current.onCouponRefused?.(refused);
          return;
        }
        const buyerRefused = buyer ? businessBuyerRefusal(error) : null;
        if (buyerRefused) {
          settle();
          callbacks.current.onBuyerRefused?.(buyerRefused);
          return;
        }
        fail(MESSAGES.paymentWentWrong, error);
        return;
      }
      // The shopper cancelled while the order was being created: no checkout over another page.
      if (!mounted.current) {
        running.current = false;
        return;
      }
      try {
        openCheckout(Razorpay, config, created);
      } catch (error) {
        setCheckoutOpen(false);
        fail(MESSAGES.paymentWentWrong, error);
      }
    };
    void (method === 'cod' ? placeCod() : run());
  }, [billing, shipping, order, totals, navigate, short, couponCode, buyer, method]);

  return { pay, busy, checkoutOpen, notice };
}
