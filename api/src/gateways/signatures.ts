import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paymentSignaturePayload } from '@harmony/shared/domain';

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Constant-time comparison of an expected signature with a given one (Razorpay's own helpers use ===).
 * Lengths are compared first: timingSafeEqual throws on unequal lengths, and a length tells nothing secret.
 */
export function signaturesMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  if (a.length !== b.length) return false;
  return timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256(order_id + "|" + payment_id, key_secret), hex. */
export function checkoutSignature(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, paymentSignaturePayload(gatewayOrderId, paymentId));
}

export function verifyCheckoutSignature(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signaturesMatch(checkoutSignature(keySecret, gatewayOrderId, paymentId), signature);
}

/** Razorpay's webhook signature (X-Razorpay-Signature): HMAC-SHA256(raw body, webhook secret), hex. */
export function verifyWebhookSignature(secret: string | null, rawBody: Buffer, signature: unknown): boolean {
  if (!secret) return false;
  return signaturesMatch(hmacSha256Hex(secret, rawBody), signature);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in Razorpay's form: prefix, underscore, 14 letters and digits (order_…, pay_…). */
export function gatewayId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = '';
  // 248 = 4 × 62: bytes above it would skew the letters, so they are drawn again.
  for (let i = 0; id.length < 14; i += 1) {
    const byte = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!;
    if (byte < 248) id += ID_ALPHABET[byte % 62];
  }
  return `${prefix}_${id}`;
}
