import { CURRENCY } from '@harmony/shared/domain';
import { checkoutSignature, gatewayId, verifyCheckoutSignature, verifyWebhookSignature } from './signatures';
import type { GatewayRefund, SandboxGateway } from './types';

export const SANDBOX_CHECKOUT_SCRIPT_URL = '/api/payment/sandbox/checkout.js';

export interface SandboxOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * The offline gateway: orders are made here (nothing leaves the machine), the served checkout script
 * plays Razorpay's part, and results are signed with the sandbox secret so they go through the very same
 * verification as Razorpay's.
 */
export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  // Razorpay keeps an idempotency key's refund; the sandbox keeps them for its lifetime.
  const refunds = new Map<string, GatewayRefund>();
  return {
    kind: 'sandbox',
    keyId: options.keyId,
    checkoutScriptUrl: SANDBOX_CHECKOUT_SCRIPT_URL,
    async createOrder({ amount, receipt }) {
      return { id: gatewayId('order'), amount, currency: CURRENCY, receipt };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      verifyCheckoutSignature(options.keySecret, orderId, paymentId, signature),
    verifyWebhookSignature: (rawBody, signature) =>
      verifyWebhookSignature(options.webhookSecret, rawBody, signature),
    // The sandbox's money moves at once: every refund is processed.
    async refund({ idempotencyKey }) {
      const known = refunds.get(idempotencyKey);
      if (known) return known;
      const refund: GatewayRefund = { id: gatewayId('rfnd'), status: 'processed' };
      refunds.set(idempotencyKey, refund);
      return refund;
    },
    // The sandbox's only way to pay is its test card.
    paymentMethod: async () => 'card',
    authorize(gatewayOrderId) {
      const paymentId = gatewayId('pay');
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(options.keySecret, gatewayOrderId, paymentId),
      };
    },
  };
}
