import { CART_ADD_REPLAY_MS } from '../domain/cart-adds';
import { readJson, writeJson } from './local-json';

export const PENDING_ADDS_KEY = 'cartAdds';

/** A signed-in ADD TO CART the api has not answered yet: its Idempotency-Key, whose cart, what, when. */
export interface PendingCartAdd {
  key: string;
  userId: number;
  productId: number;
  quantity: number;
  /** When it was clicked, in ms since the epoch. */
  at: number;
}

function isPendingAdd(value: unknown): value is PendingCartAdd {
  const add = value as PendingCartAdd;
  return (
    typeof add === 'object' &&
    add !== null &&
    typeof add.key === 'string' &&
    [add.userId, add.productId, add.quantity, add.at].every(Number.isFinite)
  );
}

const isPendingAdds = (value: unknown): value is PendingCartAdd[] =>
  Array.isArray(value) && value.every(isPendingAdd);

const readAdds = () => readJson(PENDING_ADDS_KEY, isPendingAdds, []);
const writeAdds = (adds: PendingCartAdd[]) => writeJson(PENDING_ADDS_KEY, adds.length > 0 ? adds : null);

/** Kept before it is sent: a reload in the same instant finds it here. */
export function keepCartAdd(add: PendingCartAdd): void {
  writeAdds([...readAdds(), add]);
}

/** The api has answered it (or refused it for good): it is not sent again. */
export function forgetCartAdd(key: string): void {
  const adds = readAdds();
  const left = adds.filter((add) => add.key !== key);
  if (left.length < adds.length) writeAdds(left);
}

/** Logout: the customer's unanswered adds leave this browser with their cart. */
export function forgetCartAddsOf(userId: number): void {
  writeAdds(readAdds().filter((add) => add.userId !== userId));
}

/**
 * The customer's adds to send again, oldest first. Those older than CART_ADD_REPLAY_MS (a day: time
 * enough for a reload or a closed tab) are dropped unsent, long before the api forgets their keys.
 */
export function cartAddsToReplay(userId: number, now = Date.now()): PendingCartAdd[] {
  const adds = readAdds();
  const fresh = adds.filter((add) => now - add.at < CART_ADD_REPLAY_MS);
  if (fresh.length < adds.length) writeAdds(fresh);
  return fresh.filter((add) => add.userId === userId);
}
