import type { z } from 'zod';
import {
  type AddressKind,
  MAX_ORDER_LINES,
  MESSAGES,
  PAYMENT_MESSAGES,
  isOrderQuantity,
} from '@harmony/shared/domain';
import { type BusinessBuyer, checkBusinessBuyer } from '@harmony/shared/gst';
import type { CreateOrderBodySchema } from '../schemas/payment';
import { HttpError } from '../http/http-errors';
import { badRequest } from '../http/form';
import type { CheckoutLine } from './price-order';

// What create-order (and a coupon quote) reads from its request: the lines, the addresses, the retry key.

export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;
type CartLine = CreateOrderBody['cartItems'][number];
export type AddressRef = CreateOrderBody['billing_address'];

/** The lines as the order will hold them: product and quantity checked, nothing taken from the client. */
export function requestedLines(cartItems: CartLine[]): CheckoutLine[] {
  if (cartItems.length === 0) throw badRequest(PAYMENT_MESSAGES.cartEmpty, 'cartItems');
  if (cartItems.length > MAX_ORDER_LINES) throw badRequest(PAYMENT_MESSAGES.tooManyLines, 'cartItems');
  return cartItems.map((line, i) => {
    const productId = line.product_id ?? line.id;
    if (productId === undefined)
      throw badRequest(PAYMENT_MESSAGES.productUnavailable, `cartItems.${i}.product_id`);
    if (!isOrderQuantity(line.quantity))
      throw badRequest(PAYMENT_MESSAGES.quantity, `cartItems.${i}.quantity`);
    const size = line.size == null ? '' : String(line.size).trim();
    return { productId, quantity: line.quantity, size: size === '' ? null : size };
  });
}

/** The id of the address the request names for the kind; 400 when it names none. */
export function addressId(ref: AddressRef, kind: AddressKind): number {
  const id = typeof ref === 'number' ? ref : (ref?.id ?? null);
  if (id === null) throw badRequest(MESSAGES.selectAddresses, `${kind}_address`);
  return id;
}

/**
 * The business buyer the invoice is to name, or null when the request names none; a wrong GSTIN (its
 * reason) or a GSTIN without its legal name is 400, before anything is written.
 */
export function businessBuyerOf(
  body: Pick<CreateOrderBody, 'buyer_gstin' | 'buyer_legal_name'>,
): BusinessBuyer | null {
  const checked = checkBusinessBuyer({ gstin: body.buyer_gstin, legalName: body.buyer_legal_name });
  if (checked.ok) return checked.buyer;
  const { gstin, legalName } = checked.errors;
  const fields = { ...(gstin && { buyer_gstin: gstin }), ...(legalName && { buyer_legal_name: legalName }) };
  throw new HttpError(400, (gstin ?? legalName)!, fields);
}
