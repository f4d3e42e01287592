import { addToServerCart, addToServerCartKeepalive } from '../api/cart';
import { failedResponse } from '../api/client';
import { newIdempotencyKey } from '../api/idempotency-key';
import {
  cartAddsToReplay,
  forgetCartAdd,
  keepCartAdd,
  type PendingCartAdd,
} from '../stores/pending-cart-adds';
import { useSessionStore } from '../stores/session-store';
import type { CartLine } from '../types/product';

// A signed-in ADD TO CART survives a reload or a closed tab in the same instant: it gets its own
// Idempotency-Key, is kept in local storage, leaves in the click with fetch's keepalive, and is forgotten
// once the api has answered. One still kept on the next load (or sign-in) is sent again; the api adds a
// key once, so an add that arrives twice (the keepalive one and the replay) counts once.

/**
 * The api refused the add for good (an unknown product, a bad request): sending it again would be
 * refused too. A 401 is not final (the add goes once the customer is signed in again), nor is a failure
 * without an answer or with a 5xx (it goes on the next load).
 */
function refusedForGood(error: unknown): boolean {
  const status = failedResponse(error)?.status;
  return status !== undefined && status < 500 && status !== 401;
}

/** Sends a kept add; it is forgotten once the api has answered it. */
async function deliver(add: PendingCartAdd, send: () => Promise<CartLine[]>): Promise<CartLine[]> {
  try {
    const lines = await send();
    forgetCartAdd(add.key);
    return lines;
  } catch (error) {
    if (refusedForGood(error)) forgetCartAdd(add.key);
    throw error;
  }
}

/**
 * In the click, with keepalive. Refused for an expired token (401), the add goes again through the
 * shared client, which refreshes the token first.
 */
async function sendNow(add: PendingCartAdd, token: string): Promise<CartLine[]> {
  try {
    return await addToServerCartKeepalive(add.productId, add.quantity, add.key, token);
  } catch (error) {
    if (failedResponse(error)?.status !== 401) throw error;
    return addToServerCart(add.productId, add.quantity, add.key);
  }
}

/** ADD TO CART for the signed-in customer: kept, then sent within the click. */
export function sendCartAdd(productId: number, quantity: number): Promise<CartLine[]> {
  const { token, user } = useSessionStore.getState();
  if (!token || !user) return addToServerCart(productId, quantity);
  const add = { key: newIdempotencyKey(), userId: user.id, productId, quantity, at: Date.now() };
  keepCartAdd(add);
  return deliver(add, () => sendNow(add, token));
}

/**
 * The customer's adds a reload or a closed tab may have cut off, sent again (oldest first) through the
 * shared client, which refreshes an expired token. When one cannot go now, the rest wait for next time.
 * Answers the keys the api took.
 */
export async function replayCartAdds(): Promise<Set<string>> {
  const delivered = new Set<string>();
  const userId = useSessionStore.getState().user?.id;
  if (userId === undefined) return delivered;
  for (const add of cartAddsToReplay(userId)) {
    try {
      await deliver(add, () => addToServerCart(add.productId, add.quantity, add.key));
      delivered.add(add.key);
    } catch (error) {
      console.error('Cart add replay failed', error);
      if (!refusedForGood(error)) break;
    }
  }
  return delivered;
}

/**
 * The guest cart's lines become the customer's kept adds, each with its own key, in one synchronous
 * step: a second merge (another tab, a sign-in racing a page load) finds the guest cart empty, and a
 * merge cut off by a reload is replayed under the same keys, so no line is added twice. Answers the keys.
 */
export function keepGuestLines(lines: readonly CartLine[], userId: number): string[] {
  return lines.map((line) => {
    const add = {
      key: newIdempotencyKey(),
      userId,
      productId: line.id,
      quantity: line.quantity,
      at: Date.now(),
    };
    keepCartAdd(add);
    return add.key;
  });
}
