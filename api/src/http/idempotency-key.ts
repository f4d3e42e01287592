import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { badRequest } from './form';

/** A client's Idempotency-Key: printable ASCII, at most 255 characters; anything else is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw badRequest(PAYMENT_MESSAGES.idempotencyKeyInvalid);
  return header;
}
