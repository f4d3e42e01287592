import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  type AddressKind,
  CURRENCY,
  MESSAGES,
  addressTypeIncludes,
  MAX_ORDER_LINES,
  PAYMENT_MESSAGES,
  STOCK_MESSAGES,
  amountToPaise,
  isOrderQuantity,
  lineShortage,
} from '@harmony/shared/domain';
import type { AddressRow, OrderRow } from '../../../db/schema';
import type { LockedProduct, Shortage } from '../../../db/stock-repository';
import { HttpError } from '../../../http/http-errors';
import { type RateLimiter, limitKey, tooMany } from '../../../plugins/app/rate-limit';
import type { CreateOrderBodySchema } from '../../../schemas/payment';

// What create-order reads from its request, and the refusals it words.

export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>;
type CartLine = CreateOrderBody['cartItems'][number];
export type AddressRef = CreateOrderBody['billing_address'];

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, message, field ? { [field]: message } : undefined);

/** A coupon refused for the lines (422; an empty code 400): the coupon's sentence, on `coupon_code`. */
export const couponRefusal = (message: string, statusCode = 422) =>
  new HttpError(statusCode, message, { coupon_code: message });

export interface CheckoutLine {
  productId: number;
  quantity: number;
  size: string | null;
}

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

/** One of the user's saved addresses whose type includes the kind; someone else's is "not found". */
export function savedAddress(row: AddressRow | null, kind: AddressKind): AddressRow {
  if (!row)
    throw new HttpError(404, ACCOUNT_MESSAGES.addressNotFound, {
      [`${kind}_address`]: ACCOUNT_MESSAGES.addressNotFound,
    });
  if (!addressTypeIncludes(row.type, kind))
    throw badRequest(
      kind === 'billing' ? PAYMENT_MESSAGES.billingAddressType : PAYMENT_MESSAGES.shippingAddressType,
      `${kind}_address`,
    );
  return row;
}

/** A client's Idempotency-Key: printable ASCII, at most 255 characters; anything else is refused. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(header))
    throw badRequest(PAYMENT_MESSAGES.idempotencyKeyInvalid);
  return header;
}

/**
 * What a retried create-order answers: the order its key made, once the gateway has it. The same key
 * for another amount is a different request (409); a first request still under way answers 409 too.
 */
export function repeatedAnswer(order: OrderRow, amount: unknown) {
  if (amountToPaise(amount) !== order.grandTotalPaise)
    throw new HttpError(409, PAYMENT_MESSAGES.idempotencyKeyReused);
  if (order.paymentStatus === 'failed' && !order.gatewayOrderId)
    throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
  if (!order.gatewayOrderId) throw new HttpError(409, PAYMENT_MESSAGES.idempotencyKeyInProgress);
  return {
    razorpayOrder: { id: order.gatewayOrderId, amount: order.grandTotalPaise, currency: CURRENCY as 'INR' },
    localOrderId: order.id,
  };
}

/** 409 naming the product short of units, with what is left of each product of the cart. */
export function stockRefusal(
  shortage: Shortage,
  catalogue: ReadonlyMap<number, LockedProduct>,
  lines: CheckoutLine[],
) {
  const product = catalogue.get(shortage.productId);
  const wanted = lines.filter((line) => line.productId === shortage.productId);
  const quantity = wanted.reduce((sum, line) => sum + line.quantity, 0);
  const message =
    lineShortage(product?.title ?? 'A product', quantity, shortage.left) ?? STOCK_MESSAGES.payRefused;
  const field = `cartItems.${lines.indexOf(wanted[0]!)}.quantity`;
  return new HttpError(
    409,
    message,
    { [field]: message },
    {
      stock: Object.fromEntries([...catalogue.values()].map((row) => [row.id, row.stock])),
    },
  );
}

/**
 * Codes that do not exist, tried from one address, are limited (someone guessing); pricing a real code
 * again as a cart changes is not counted, so shoppers behind one mobile network's address are not
 * stopped. `check` before the code is looked up, `count` when it was unknown.
 */
export function couponGuesses(rateLimit: RateLimiter, ip: string, max: number) {
  const key = limitKey('coupon:ip', ip);
  return {
    async check(reply: FastifyReply) {
      const standing = await rateLimit.reached(key, max);
      if (!standing.allowed) throw tooMany(reply, standing);
    },
    count: () => rateLimit.hit(key, max),
  };
}
