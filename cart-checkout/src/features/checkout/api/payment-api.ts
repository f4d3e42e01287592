import { apiClient, failedResponse, MESSAGES } from '@harmony/shared';
import type { BusinessBuyerErrors } from '@harmony/shared/gstin';
import type {
  CreatedPaymentOrder,
  CreateOrderRequest,
  PaymentConfig,
  PaymentResult,
  VerifiedPayment,
} from '../types/checkout';

/** GET /api/payment/config: the checkout script to load and the public key id (nothing secret). */
export async function fetchPaymentConfig(): Promise<PaymentConfig> {
  const { data } = await apiClient.get<PaymentConfig>('/api/payment/config');
  if (!data?.checkoutScriptUrl) throw new Error('The payment configuration names no checkout script');
  return data;
}

/** create-order answered anything but a created order (SPEC §8 'Failed to create Razorpay order'). */
export class PaymentOrderFailed extends Error {
  constructor(options?: ErrorOptions) {
    super(MESSAGES.createOrderFailed, options);
    this.name = 'PaymentOrderFailed';
  }
}

/**
 * The api's words when create-order refused the coupon sent with it (422: expired, used up, no longer
 * applying to these lines since it was applied); null for any other failure. A price or total that
 * changed is a 400 and a stock shortage a 409: those are not the coupon's, nor a 422 on another field
 * (a shipping address the shop does not deliver to).
 */
export function couponRefusalMessage(error: unknown): string | null {
  const cause = error instanceof PaymentOrderFailed ? error.cause : error;
  const response = failedResponse(cause);
  if (response?.status !== 422) return null;
  const data = response.data as { message?: unknown; fields?: Record<string, unknown> } | null | undefined;
  if (data?.fields && !('coupon_code' in data.fields)) return null;
  const message = data?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}

/**
 * The api's words per field when create-order refused the business buyer's GSTIN or legal name (400 with
 * `fields.buyer_gstin` or `fields.buyer_legal_name`); null for any other failure.
 */
export function businessBuyerRefusal(error: unknown): BusinessBuyerErrors | null {
  const response = failedResponse(error instanceof PaymentOrderFailed ? error.cause : error);
  if (response?.status !== 400) return null;
  const fields = (response.data as { fields?: Record<string, unknown> } | null | undefined)?.fields;
  const gstin = typeof fields?.buyer_gstin === 'string' ? fields.buyer_gstin : undefined;
  const legalName = typeof fields?.buyer_legal_name === 'string' ? fields.buyer_legal_name : undefined;
  return gstin || legalName ? { gstin, legalName } : null;
}

/**
 * POST /api/payment/create-order → 201 { razorpayOrder, localOrderId }; any other answer is a failure.
 * The key names this press of Pay: a request sent again (the session refreshed on the way, a retry)
 * answers the same order and holds the stock once.
 */
export async function createPaymentOrder(
  request: CreateOrderRequest,
  idempotencyKey: string,
): Promise<CreatedPaymentOrder> {
  let data: CreatedPaymentOrder | undefined;
  try {
    ({ data } = await apiClient.post<CreatedPaymentOrder>('/api/payment/create-order', request, {
      headers: { 'Idempotency-Key': idempotencyKey },
    }));
  } catch (error) {
    throw new PaymentOrderFailed({ cause: error });
  }
  if (!data?.razorpayOrder?.id) throw new PaymentOrderFailed();
  return data;
}

/**
 * POST /api/payment/create-order for Cash on Delivery → 201 { localOrderId, paymentMethod: 'cod' }: the
 * order is placed (nothing to pay now) and its confirmation code mailed.
 */
export async function createCodOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<number> {
  let data: { localOrderId?: unknown; paymentMethod?: unknown } | undefined;
  try {
    ({ data } = await apiClient.post(
      '/api/payment/create-order',
      { ...request, payment_method: 'cod' },
      {
        headers: { 'Idempotency-Key': idempotencyKey },
      },
    ));
  } catch (error) {
    throw new PaymentOrderFailed({ cause: error });
  }
  if (data?.paymentMethod !== 'cod' || typeof data.localOrderId !== 'number') throw new PaymentOrderFailed();
  return data.localOrderId;
}

/** The verification's outcome: the paid order, or the api's reason for refusing it. */
export type VerifyOutcome = ({ ok: true } & VerifiedPayment) | { ok: false; error: string };

interface VerifyRefusal {
  success?: boolean;
  error?: unknown;
  message?: unknown;
}

function refusalReason(body: VerifyRefusal | undefined): string {
  for (const value of [body?.error, body?.message]) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return 'Unknown error';
}

/**
 * POST /api/payment/verify. A refusal (4xx, or an answer without success) resolves with its `error`;
 * anything else that goes wrong (no answer, a server fault) rejects: SPEC §8 tells the two apart.
 */
export async function verifyPayment(result: PaymentResult): Promise<VerifyOutcome> {
  try {
    const { data } = await apiClient.post<VerifiedPayment | VerifyRefusal>('/api/payment/verify', result);
    if (data && data.success === true) return { ok: true, ...(data as VerifiedPayment) };
    return { ok: false, error: refusalReason(data as VerifyRefusal) };
  } catch (error) {
    const response = failedResponse(error);
    if (response && response.status >= 400 && response.status < 500) {
      return { ok: false, error: refusalReason(response.data as VerifyRefusal | undefined) };
    }
    throw error;
  }
}

/**
 * POST /api/payment/abandon: the shopper closed the checkout without paying, so the order's units go
 * back to stock now rather than when the hold expires. Best effort: the hold expires anyway.
 */
export async function abandonPayment(gatewayOrderId: string): Promise<void> {
  await apiClient.post('/api/payment/abandon', { razorpay_order_id: gatewayOrderId });
}
