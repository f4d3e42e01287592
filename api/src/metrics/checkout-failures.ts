import { PAYMENT_MESSAGES } from '@harmony/shared/domain';

/** The checkout steps whose refusals are counted, by route. */
export const CHECKOUT_STEPS: Readonly<Record<string, string>> = {
  '/api/payment/create-order': 'create_order',
  '/api/payment/verify': 'verify',
};

const MESSAGE_KEYS = new Map<string, string>(
  Object.entries(PAYMENT_MESSAGES).map(([key, text]) => [text, key]),
);

interface ErrorAnswer {
  message?: unknown;
  fields?: unknown;
  stock?: unknown;
}

function parsed(payload: unknown): ErrorAnswer {
  if (typeof payload !== 'string') return {};
  try {
    const body: unknown = JSON.parse(payload);
    return body && typeof body === 'object' ? body : {};
  } catch {
    return {};
  }
}

/**
 * A refused checkout's reason as a label, read from the api's error answer (plugins/app/errors.ts) so
 * the workflows need not say it twice: out_of_stock (the answer carries what is left), the key of a
 * PAYMENT_MESSAGES sentence, the field a refusal names (coupon_code, shipping_address), else the
 * status. Every value comes from a fixed set, so the label stays small.
 */
export function checkoutFailureReason(statusCode: number, payload: unknown): string {
  const answer = parsed(payload);
  if (answer.stock) return 'out_of_stock';
  const known = typeof answer.message === 'string' && MESSAGE_KEYS.get(answer.message);
  if (known) return known;
  const fields = answer.fields && typeof answer.fields === 'object' ? Object.keys(answer.fields) : [];
  if (fields[0]) return fields[0].split('.')[0]!;
  return `status_${statusCode}`;
}
