import { ACCOUNT_MESSAGES, CURRENCY, PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { findOrderByGatewayId, findOrderToPay } from '../db/paid-orders-repository';
import type { OrderRow } from '../db/schema';
import { GatewayError, type GatewayPayment } from '../gateways/types';
import { HttpError } from '../http/http-errors';
import type { OrderDeps } from './order-deps';
import { settlePayment } from './settle-payment';

/** The checkout's signed result, as the shopper's browser sends it back. */
export interface CheckoutResult {
  userId: number;
  gatewayOrderId: string;
  paymentId: string;
  signature: string;
}

export interface VerifiedPayment {
  success: true;
  message: string;
  orderId: number;
  paymentMethod: string;
}

/** Verify's refusals word `error` too: the checkout shows "Payment verification failed: {error}". */
const verifyRefusal = (statusCode: number, message: string, fields?: Record<string, string>) =>
  new HttpError(statusCode, message, fields, { error: message });

/** A captured payment the shop refused because of its coupon: 409, the coupon's sentence; refunded. */
const refusedPayment = (reason: string) => verifyRefusal(409, reason, { coupon_code: reason });

/**
 * The shopper's side of a payment: a result signed by the gateway pays one of their orders (once,
 * whichever of verify and the webhook comes first); asking again answers the same and changes nothing.
 */
export async function verifyPayment(deps: OrderDeps, result: CheckoutResult): Promise<VerifiedPayment> {
  const { db, gateway } = deps;
  const { userId, gatewayOrderId, paymentId } = result;
  const toPay = await findOrderToPay(db, gatewayOrderId, userId);
  if (!toPay) throw verifyRefusal(404, ACCOUNT_MESSAGES.orderNotFound);
  const { order } = toPay;
  if (!gateway.verifyPaymentSignature(gatewayOrderId, paymentId, result.signature)) {
    deps.log.warn({ orderId: order.id }, 'payment signature refused');
    throw verifyRefusal(400, PAYMENT_MESSAGES.invalidSignature);
  }
  const answer = (method: string | null): VerifiedPayment => ({
    success: true,
    message: PAYMENT_MESSAGES.verified,
    orderId: order.id,
    paymentMethod: method ?? 'card',
  });
  // A payment the shop refused (the coupon's last use went to another order) stays refused.
  const settled = (row: OrderRow) => {
    if (row.refusedReason) throw refusedPayment(row.refusedReason);
    return answer(row.paymentMethod);
  };
  if (order.paymentStatus === 'paid') return settled(order);

  const payment = await capturedPayment(deps, order, gatewayOrderId, paymentId);
  const outcome = await settlePayment(deps, toPay, { paymentId, method: payment.method });
  if (outcome?.kind === 'paid') return answer(outcome.order.paymentMethod);
  if (outcome?.kind === 'refused') throw refusedPayment(outcome.reason);
  // Another request (the webhook, a second tab) settled it meanwhile: answer what it recorded.
  const current = await findOrderByGatewayId(db, gatewayOrderId, userId);
  return current ? settled(current) : answer(payment.method);
}

/**
 * The signature says only that the gateway made this result: the order is paid when the gateway says
 * the payment is captured, for this order and for its total. An authorized one is captured here for
 * the order's amount (Razorpay's capture API); if that fails, it is left to the payment.captured webhook.
 */
async function capturedPayment(
  { gateway, log }: OrderDeps,
  order: OrderRow,
  gatewayOrderId: string,
  paymentId: string,
): Promise<GatewayPayment> {
  const fetch = () => gateway.fetchPayment(paymentId, gatewayOrderId);
  let payment = await orUnavailable(fetch());
  const forOrder = (p: GatewayPayment) =>
    p.orderId === gatewayOrderId && p.amount === order.grandTotalPaise && p.currency === CURRENCY;
  if (!forOrder(payment)) {
    log.warn(
      { orderId: order.id, paymentId, paymentOrderId: payment.orderId, amount: payment.amount },
      'payment is not for this order or amount',
    );
    throw verifyRefusal(400, PAYMENT_MESSAGES.paymentNotForOrder);
  }
  if (payment.status === 'authorized') {
    const capture = { paymentId, gatewayOrderId, amount: order.grandTotalPaise };
    // Refused when the gateway captured it meanwhile (auto-capture): what it says now decides.
    payment = await gateway.capture(capture).catch(() => orUnavailable(fetch()));
    if (payment.status === 'authorized') throw verifyRefusal(409, PAYMENT_MESSAGES.paymentPending);
  }
  if (payment.status !== 'captured' || !forOrder(payment)) {
    log.warn({ orderId: order.id, paymentId, status: payment.status }, 'payment not captured');
    throw verifyRefusal(409, PAYMENT_MESSAGES.paymentNotCaptured);
  }
  return payment;
}

/** The gateway could not be asked: 502, nothing recorded (the webhook can still pay the order). */
async function orUnavailable<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof GatewayError) throw verifyRefusal(502, PAYMENT_MESSAGES.gatewayUnavailable);
    throw err;
  }
}
