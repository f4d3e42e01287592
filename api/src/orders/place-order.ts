import {
  ACCOUNT_MESSAGES,
  CURRENCY,
  PAYMENT_MESSAGES,
  type PaymentMethodChoice,
  codRefusal,
} from '@harmony/shared/domain';
import type { BusinessBuyer } from '@harmony/shared/gst';
import {
  type NewOrder,
  type OrderHold,
  attachGatewayOrder,
  countOpenCodOrders,
  findOrderByIdempotencyKey,
  type CustomerOrders,
  type PlacingLimits,
  lockCustomerOrders,
  placeLockedOrder,
  placeOrderIfUnchanged,
  readCheckout,
  takeBoughtFromCart,
} from '../db/checkout-repository';
import { customerStanding, findCoupon } from '../db/coupons-repository';
import type { Database } from '../db/client';
import { failureLevel, isUniqueViolation } from '../db/errors';
import { markPaymentFailed } from '../db/payments-repository';
import type { OrderRow } from '../db/schema';
import { type LockedProduct, lockProducts } from '../db/stock-repository';
import { type CheckDelivery, isRefused } from '../delivery/check-delivery';
import { GatewayError } from '../gateways/types';
import { HttpError } from '../http/http-errors';
import { issueCodCode } from './cod-confirmation';
import type { OrderDeps } from './order-deps';
import { type CheckoutLine, type OrderPricing, priceOrder, savedAddress } from './price-order';

/** A shopper's order to place, as create-order reads it from its request (money in paise). */
export interface OrderRequest {
  userId: number;
  lines: CheckoutLine[];
  amountPaise: number;
  billingId: number;
  shippingId: number;
  couponCode: string | null;
  /** The business buyer the tax invoice names, or null. */
  buyer: BusinessBuyer | null;
  idempotencyKey: string | null;
  /** Online (the default) or Cash on Delivery. */
  paymentMethod: PaymentMethodChoice;
}

/** The order placed, with the gateway's order the checkout pays; none for Cash on Delivery. */
export type PlacedOrder =
  | { razorpayOrder: { id: string; amount: number; currency: 'INR' }; localOrderId: number }
  | { razorpayOrder: null; localOrderId: number; paymentMethod: 'cod' };

/**
 * Unknown coupon codes tried from one address are limited (someone guessing): `count` before a code is
 * looked up (so parallel tries cannot race past the limit), `refund` when it exists. The request's edge
 * supplies it (it answers 429 itself).
 */
export interface CouponGuesses {
  count(): Promise<void>;
  refund(): Promise<void>;
}

/**
 * The delivery check of the shipping address's pincode: 422 with its words when the shop does not
 * deliver there; otherwise whether Cash on Delivery is taken there.
 */
async function deliveryTo(checkDelivery: CheckDelivery, pincode: string, now: Date) {
  const check = await checkDelivery(pincode, now);
  if (isRefused(check)) throw new HttpError(422, check.message, { shipping_address: check.message });
  return check;
}

/**
 * Places a pending order: priced from the catalogue (the client's prices never count), its units held
 * for RESERVATION_MINUTES, its coupon judged, then a gateway order made for it. A retried request with
 * the same Idempotency-Key answers the order its first attempt made. A customer who already has
 * OPEN_ORDERS_MAX unpaid orders holding stock, or placed ORDER_LIMIT_USER_MAX in the window, is refused
 * (`refuse`: 429 until the first hold ends, or the window moves past the first order). A shipping
 * pincode the shop does not deliver to is refused (422) before anything is written.
 */
export async function placeOrder(
  deps: OrderDeps,
  request: OrderRequest,
  guesses: CouponGuesses,
  refuse: (retryAfterSeconds: number, message: string) => Error,
  checkDelivery: CheckDelivery,
): Promise<PlacedOrder> {
  const { db, config } = deps;
  const { userId, lines, couponCode, idempotencyKey } = request;
  const now = config.now();
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const found = await readCheckout(db, userId, request.billingId, request.shippingId, productIds);
  if (!found) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  const billing = savedAddress(found.billing, 'billing');
  const shipping = savedAddress(found.shipping, 'shipping');
  const delivery = await deliveryTo(checkDelivery, shipping.pincode, now);

  // The coupon and what this customer did with it, read before the products are locked; its discount
  // is computed from the locked prices.
  let coupon: OrderPricing['coupon'];
  let standing: OrderPricing['standing'];
  if (couponCode) {
    await guesses.count();
    coupon = await findCoupon(db, couponCode);
    if (coupon) await guesses.refund();
    standing = coupon && (await customerStanding(db, coupon.id, userId));
  }
  const pricing: OrderPricing = {
    ...request,
    coupon,
    standing,
    customer: found.user,
    billing,
    shipping,
    taxRateBp: config.invoice.taxRateBp,
    charges: {
      shipping: config.shipping,
      codFeePaise: request.paymentMethod === 'cod' ? config.cod.feePaise : 0,
    },
    now,
  };
  const hold = { now, until: new Date(now.getTime() + config.reservationTtlMs), idempotencyKey };

  const limits: OrderLimits = {
    userId,
    maxOpen: config.openOrdersMax,
    maxPlaced: config.orderLimitUserMax,
    windowMs: config.orderLimitWindowSeconds * 1000,
    refuse(tooMany, until) {
      const seconds = Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
      return refuse(seconds, PAYMENT_MESSAGES[tooMany === 'open' ? 'tooManyOpenOrders' : 'tooManyOrders']);
    },
  };
  const cod = request.paymentMethod === 'cod';
  let orderId: number;
  try {
    orderId = cod
      ? await placeCodOrder(
          db,
          found.products,
          pricing,
          {
            ...hold,
            cod: { confirmBy: new Date(now.getTime() + config.cod.confirmWithinMs) },
          },
          limits,
          { ...config.cod, pincodeAllowsCod: delivery.cod },
        )
      : await placeHeldOrder(db, found.products, (products) => priceOrder(pricing, products), hold, limits);
  } catch (err) {
    // A key seen before is looked up only when this attempt fails (nothing of it is kept): its key is
    // taken, or the stock or prices changed since the first attempt made the order.
    if (idempotencyKey && (err instanceof HttpError || isUniqueViolation(err, 'orders_idempotency_key'))) {
      const first = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
      if (first) return repeatedOrder(first, request.amountPaise);
    }
    throw err;
  }
  deps.metrics?.orderCreated(cod ? 'cod' : 'online');
  if (cod) {
    await issueCodCode(deps, orderId);
    return { razorpayOrder: null, localOrderId: orderId, paymentMethod: 'cod' };
  }
  return requestGatewayOrder(deps, orderId, request.amountPaise);
}

/**
 * A Cash on Delivery order, decided where a paid one's refusals are: the customer locked (their
 * placings take turns, so two at once cannot both take the last open COD place), then the products,
 * priced and their stock checked on rows nobody else can change, its units taken in the same statement.
 * COD is refused (422, the reason) at a pincode without it, above COD_MAX_ORDER_RUPEES, or when the
 * customer has COD_MAX_OPEN undelivered COD orders.
 */
async function placeCodOrder(
  db: Database,
  read: ReadonlyMap<number, LockedProduct>,
  pricing: OrderPricing,
  hold: OrderHold,
  limits: OrderLimits,
  terms: OrderDeps['config']['cod'] & { pincodeAllowsCod: boolean },
): Promise<number> {
  return db.transaction(async (tx) => {
    const refusal = overLimits(
      await lockCustomerOrders(tx, limits.userId, hold.now, limits.windowMs),
      limits,
    );
    if (refusal) throw refusal;
    const openCodOrders = await countOpenCodOrders(tx, limits.userId);
    const order = priceOrder(pricing, await lockProducts(tx, [...read.keys()]));
    const reason = codRefusal(
      {
        pincodeAllowsCod: terms.pincodeAllowsCod,
        grandTotalPaise: order.grandTotalPaise,
        openCodOrders,
      },
      terms,
    );
    if (reason) throw new HttpError(422, reason, { payment_method: reason });
    const orderId = await placeLockedOrder(tx, order, hold);
    await takeBoughtFromCart(tx, limits.userId, orderId, hold.now);
    return orderId;
  });
}

/**
 * Holding stock costs something: at most `maxOpen` unpaid orders of one customer hold it at once, and
 * at most `maxPlaced` are placed in `windowMs` (ORDER_LIMIT_USER_MAX a window).
 */
export interface OrderLimits extends PlacingLimits {
  userId: number;
  /** The refusal (429), with when it stops: the first open order's hold ends, or the window moves on. */
  refuse(tooMany: 'open' | 'placed', until: Date | null): Error;
}

/** The refusal the customer's orders call for, if any: too many placed in the window, or open. */
function overLimits(orders: CustomerOrders, limits: OrderLimits): Error | null {
  if (orders.placed >= limits.maxPlaced) {
    const windowEnds = orders.firstPlaced && new Date(orders.firstPlaced.getTime() + limits.windowMs);
    return limits.refuse('placed', windowEnds);
  }
  if (orders.open >= limits.maxOpen) return limits.refuse('open', orders.firstEnds);
  return null;
}

/**
 * The order and its hold: first from the products as read, in one statement that writes only if
 * nothing changed and the customer's count of open orders leaves room; otherwise (or when the read
 * products were refused) the way every refusal is decided, in a transaction that locks the customer
 * then the products, so the order is counted, priced and its stock checked on rows nobody else can
 * change until the units are taken. No oversell and no fourth open order under any interleaving.
 */
export async function placeHeldOrder(
  db: Database,
  read: ReadonlyMap<number, LockedProduct>,
  price: (products: ReadonlyMap<number, LockedProduct>) => NewOrder,
  hold: OrderHold,
  limits: OrderLimits,
): Promise<number> {
  let order: NewOrder | undefined;
  try {
    order = price(read);
  } catch {
    // Decided again on locked rows below (a refusal still true there is thrown from there).
  }
  if (order) {
    const placing = await placeOrderIfUnchanged(db, order, hold, read, limits);
    if (placing.id !== undefined) return placing.id;
    const refusal = placing.fresh && overLimits(placing, limits);
    if (refusal) throw refusal;
  }
  return db.transaction(async (tx) => {
    const refusal = overLimits(
      await lockCustomerOrders(tx, limits.userId, hold.now, limits.windowMs),
      limits,
    );
    if (refusal) throw refusal;
    return placeLockedOrder(tx, price(await lockProducts(tx, [...read.keys()])), hold);
  });
}

/**
 * The gateway is called outside any transaction (no lock is held while it answers). If it fails, the
 * order is kept for the record but marked failed: never payable, never listed.
 */
async function requestGatewayOrder(deps: OrderDeps, orderId: number, amount: number): Promise<PlacedOrder> {
  const { db, config, gateway, log } = deps;
  try {
    const gatewayOrder = await gateway.createOrder({
      amount,
      receipt: `harmony_${orderId}`,
      notes: { local_order_id: String(orderId) },
    });
    await attachGatewayOrder(db, orderId, gatewayOrder.id, config.now());
    return {
      razorpayOrder: { id: gatewayOrder.id, amount: gatewayOrder.amount, currency: gatewayOrder.currency },
      localOrderId: orderId,
    };
  } catch (err) {
    await markPaymentFailed(db, orderId, config.now()).catch((markErr) =>
      log[failureLevel(markErr)]({ err: markErr, orderId }, 'order could not be marked failed'),
    );
    if (err instanceof GatewayError) {
      log.error({ err, orderId }, 'payment gateway failed; order marked failed');
      throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
    }
    throw err;
  }
}

/**
 * What a retried create-order answers: the order its key made, once the gateway has it. The same key
 * for another amount is a different request (409); a first request still under way answers 409 too.
 */
function repeatedOrder(order: OrderRow, amountPaise: number): PlacedOrder {
  if (amountPaise !== order.grandTotalPaise) throw new HttpError(409, PAYMENT_MESSAGES.idempotencyKeyReused);
  if (order.paymentStatus === 'cod')
    return { razorpayOrder: null, localOrderId: order.id, paymentMethod: 'cod' };
  if (order.paymentStatus === 'failed' && !order.gatewayOrderId)
    throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
  if (!order.gatewayOrderId) throw new HttpError(409, PAYMENT_MESSAGES.idempotencyKeyInProgress);
  return {
    razorpayOrder: { id: order.gatewayOrderId, amount: order.grandTotalPaise, currency: CURRENCY as 'INR' },
    localOrderId: order.id,
  };
}
