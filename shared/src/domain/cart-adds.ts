// A signed-in ADD TO CART carries an Idempotency-Key of its own. The page keeps the add until the api
// has answered it and sends it again on the next load (a reload or a closed tab may have cut it off);
// the api remembers the key, so an add that arrives twice is counted once.

/** How long a page keeps an unanswered add to send again; older ones are dropped unsent. */
export const CART_ADD_REPLAY_MS = 24 * 60 * 60 * 1000;

/** How long the api remembers an add's key: well past the replay window (and a wrong clock or two). */
export const CART_ADD_KEY_KEEP_DAYS = 7;

export const CART_ADD_MESSAGES = {
  /** The api's 409: a key is one add, of one product and quantity. */
  keyReused: 'This Idempotency-Key was used for a different add to the cart.',
} as const;
