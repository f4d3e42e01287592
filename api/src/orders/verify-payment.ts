import { ACCOUNT_MESSAGES, PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { findOrderByGatewayId, findOrderToPay } from '../db/paid-orders-repository';
import type { OrderRow } from '../db/schema';
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

  const method = await gateway.paymentMethod(paymentId);
  const outcome = await settlePayment(deps, toPay, { paymentId, method });
  if (outcome?.kind === 'paid') return answer(outcome.order.paymentMethod);
  if (outcome?.kind === 'refused') throw refusedPayment(outcome.reason);
  // Another request (the webhook, a second tab) settled it meanwhile: answer what it recorded.
  const current = await findOrderByGatewayId(db, gatewayOrderId, userId);
  return current ? settled(current) : answer(method);
}
