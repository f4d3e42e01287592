import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CANCELLED, COD_CODE_MAX_TRIES, COD_MESSAGES } from '@harmony/shared/domain';
import {
  cancelUnconfirmedCod,
  countWrongTry,
  lockCodCode,
  markCodConfirmed,
  saveCodCode,
} from '../db/cod-repository';
import type { Database } from '../db/client';
import { lockOrder } from '../db/orders-repository';
import { enqueueMail } from '../db/outbox-repository';
import type { OrderRow } from '../db/schema';
import { HttpError } from '../http/http-errors';
import { codCodeMail } from '../mail/cod-mails';
import type { OrderDeps } from './order-deps';

/**
 * Who receives a confirmation code: the mail today; an SMS sender implements the same later. It is
 * handed the transaction that keeps the code's hash, so the message is written with it (the outbox).
 */
export interface CodCodeSender {
  send(tx: Database, order: OrderRow, code: string): Promise<void>;
}

/** The default sender: the code by mail, through the outbox. */
export const mailedCodes = ({ config }: Pick<OrderDeps, 'config'>): CodCodeSender => ({
  send: (tx, order, code) => enqueueMail(tx, codCodeMail(order, code, config.siteUrl)),
});

/** A few codes per order at most: asking again and again would be a way to guess. */
const MAX_CODES = 3;

// A six-digit code has a million values: the hash keeps a copy of the database from showing it at a
// glance, the limit on wrong tries is what stops guessing.
const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/**
 * Makes the order's code, keeps its hash and sends it, in one transaction (a code is never kept
 * without its message, nor sent without being kept). Answers false when the order has had its
 * MAX_CODES.
 */
export async function issueCodCode(deps: OrderDeps, orderId: number, order?: OrderRow): Promise<boolean> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const sender = deps.codCodes ?? mailedCodes(deps);
  return deps.db.transaction(async (tx) => {
    const sent = await saveCodCode(tx, { orderId, codeHash: hashOf(salt, code), salt }, deps.config.now());
    const row = order ?? (await lockOrder(tx, orderId));
    if (sent > MAX_CODES || !row) return false;
    await sender.send(tx, row, code);
    return true;
  });
}

type Outcome = 'confirmed' | 'already' | 'wrong' | 'locked' | 'not_found' | 'not_awaiting';

/**
 * The customer's code for their COD order: right, the order is confirmed (it may be packed); wrong, one
 * of COD_CODE_MAX_TRIES is used, and past them no code is checked until a new one is asked for. The
 * order and its code are locked, so tries in parallel are counted one by one.
 */
export async function confirmCodOrder(
  deps: OrderDeps,
  request: { orderId: number; userId: number; code: string },
): Promise<OrderRow> {
  const now = deps.config.now();
  const { outcome, order } = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.orderId, request.userId);
    const done = (outcome: Outcome, row = order) => ({ outcome, order: row });
    if (!order) return done('not_found');
    if (order.paymentStatus !== 'cod' || order.status === CANCELLED) return done('not_awaiting');
    if (order.codConfirmedAt) return done('already');
    const stored = await lockCodCode(tx, order.id);
    if (!stored || stored.wrongTries >= COD_CODE_MAX_TRIES) return done('locked');
    const given = Buffer.from(hashOf(stored.salt, request.code), 'hex');
    if (timingSafeEqual(given, Buffer.from(stored.codeHash, 'hex'))) {
      return done('confirmed', await markCodConfirmed(tx, order.id, now));
    }
    return done((await countWrongTry(tx, order.id)) >= COD_CODE_MAX_TRIES ? 'locked' : 'wrong');
  });
  switch (outcome) {
    case 'confirmed':
    case 'already':
      return order!;
    case 'not_found':
      throw new HttpError(404, 'Order not found');
    case 'not_awaiting':
      throw new HttpError(409, COD_MESSAGES.notAwaiting);
    case 'locked':
      throw new HttpError(429, COD_MESSAGES.tooManyTries, { code: COD_MESSAGES.tooManyTries });
    case 'wrong':
      throw new HttpError(422, COD_MESSAGES.codeWrong, { code: COD_MESSAGES.codeWrong });
  }
}

/** A new code for the customer's unconfirmed COD order (the last one lost, or locked by wrong tries). */
export async function resendCodCode(deps: OrderDeps, request: { orderId: number; userId: number }) {
  const [order] = await deps.db.transaction(async (tx) => [
    await lockOrder(tx, request.orderId, request.userId),
  ]);
  if (!order) throw new HttpError(404, 'Order not found');
  if (order.paymentStatus !== 'cod' || order.status === CANCELLED || order.codConfirmedAt)
    throw new HttpError(409, COD_MESSAGES.notAwaiting);
  if (!(await issueCodCode(deps, order.id, order))) throw new HttpError(429, COD_MESSAGES.noMoreCodes);
}

/**
 * The sweep: COD orders not confirmed within COD_CONFIRM_HOURS are cancelled, their units given back,
 * and each customer's mail written to the outbox, together.
 */
export async function cancelExpiredCodOrders({
  db,
  config,
  log,
}: Pick<OrderDeps, 'db' | 'config' | 'log'>): Promise<number[]> {
  const cancelled = await cancelUnconfirmedCod(db, config.now());
  const ids = cancelled.map((order) => order.id);
  if (ids.length > 0) log.info({ orders: ids }, 'unconfirmed COD orders cancelled');
  return ids;
}
