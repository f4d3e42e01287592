import { CART_ADD_REPLAY_MS } from '../../domain/cart-adds';
import { useCartStore } from '../../stores/cart-store';
import { PENDING_ADDS_KEY, type PendingCartAdd } from '../../stores/pending-cart-adds';
import { useSessionStore } from '../../stores/session-store';
import type { Product } from '../../types/product';
import { stopRefreshTimer } from '../refresh';
import { resumeSession, signOut } from '../session';
import { type Call, fakeJwt, stubHttp } from './http-stub';

jest.mock('../../ui/toast', () => ({ showToast: jest.fn(() => Promise.resolve()) }));

const user = { id: 7, fullname: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' };
const plug = { id: 5, title: 'Plug', brand: 'Harmony', price: '199', image: '' } as Product;

const kept = (): PendingCartAdd[] => JSON.parse(localStorage.getItem(PENDING_ADDS_KEY) ?? '[]');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type PostAnswer = { status: number } | 'add' | 'add, answer lost' | 'no answer';

/**
 * The api's cart as the route keeps it: an Idempotency-Key adds once. `answer` decides what a POST
 * gets: the add, the add with its answer lost on the way (the page was gone), no add and no answer,
 * or a refusal.
 */
function cartApi(answer: (call: Call) => PostAnswer = () => 'add') {
  const cart = new Map<number, number>();
  const keys = new Set<string>();
  const cartAnswer = () => ({
    status: 200,
    data: {
      cart: [...cart].map(([product_id, quantity]) => ({ product_id, quantity, title: `#${product_id}` })),
    },
  });
  const calls = stubHttp((call) => {
    if (call.url === '/api/users/profile') return { status: 200, data: { ...user, addresses: [] } };
    if (call.url === '/api/users/refresh-token') return { status: 200, data: { accessToken: fakeJwt(900) } };
    if (call.url === '/api/users/logout') return { status: 200, data: {} };
    if (call.method === 'POST' && call.url === '/api/cart') {
      const decided = answer(call);
      if (decided === 'no answer') throw new TypeError('Failed to fetch');
      if (typeof decided === 'object') return decided;
      const { product_id, quantity } = call.body as { product_id: number; quantity: number };
      if (!call.idempotencyKey || !keys.has(call.idempotencyKey)) {
        cart.set(product_id, (cart.get(product_id) ?? 0) + quantity);
      }
      if (call.idempotencyKey) keys.add(call.idempotencyKey);
      if (decided === 'add, answer lost') throw new TypeError('Failed to fetch');
      return cartAnswer();
    }
    if (call.url === '/api/cart') return cartAnswer();
    return { status: 404 };
  });
  const posts = () => calls.filter((call) => call.method === 'POST' && call.url === '/api/cart');
  return { cart, posts };
}

function signedIn(token = fakeJwt(900)) {
  useSessionStore.getState().signIn(token, user);
  useCartStore.getState().replaceLines('server', []);
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
  useCartStore.getState().replaceLines('guest', []);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  stopRefreshTimer();
  jest.restoreAllMocks();
});

describe('a signed-in ADD TO CART', () => {
  it('is kept and leaves within the click, with keepalive and its own key; answered, it is forgotten', async () => {
    const token = fakeJwt(900);
    signedIn(token);
    const { cart, posts } = cartApi();
    useCartStore.getState().add(plug, 2);
    // Nothing awaited yet: a reload now would find the add kept, and the request already gone.
    expect(posts()).toEqual([
      expect.objectContaining({
        body: { product_id: 5, quantity: 2 },
        authorization: `Bearer ${token}`,
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
        keepalive: true,
      }),
    ]);
    expect(kept()).toEqual([
      expect.objectContaining({ key: posts()[0]!.idempotencyKey, userId: 7, productId: 5, quantity: 2 }),
    ]);
    await settle();
    expect(cart.get(5)).toBe(2);
    expect(kept()).toEqual([]);
    useCartStore.getState().add(plug, 1);
    await settle();
    expect(posts()[1]!.idempotencyKey).not.toBe(posts()[0]!.idempotencyKey);
    expect(cart.get(5)).toBe(3);
  });

  it('cut off by a reload, goes again on the next load under its key, and counts once', async () => {
    signedIn();
    let first = true;
    const { cart, posts } = cartApi(() => (first ? 'add, answer lost' : 'add'));
    useCartStore.getState().add(plug, 1);
    await settle();
    expect(cart.get(5)).toBe(1);
    expect(kept()).toHaveLength(1);
    const key = posts()[0]!.idempotencyKey;

    first = false;
    await expect(resumeSession()).resolves.toBe('signed-in');
    expect(posts().map((call) => [call.idempotencyKey, call.keepalive])).toEqual([
      [key, true],
      [key, false],
    ]);
    expect(cart.get(5)).toBe(1);
    expect(useCartStore.getState().lines.map((line) => [line.id, line.quantity])).toEqual([[5, 1]]);
    expect(kept()).toEqual([]);
    await resumeSession();
    expect(posts()).toHaveLength(2);
  });

  it('that got no answer is kept and goes on the next load', async () => {
    signedIn();
    let online = false;
    const { cart, posts } = cartApi(() => (online ? 'add' : 'no answer'));
    useCartStore.getState().add(plug, 1);
    await settle();
    expect(kept()).toHaveLength(1);
    expect(cart.size).toBe(0);

    online = true;
    await resumeSession();
    expect(cart.get(5)).toBe(1);
    expect(posts()[1]!.idempotencyKey).toBe(posts()[0]!.idempotencyKey);
    expect(kept()).toEqual([]);
  });

  it('refused with an expired token goes again through the client, which refreshes the token first', async () => {
    signedIn(fakeJwt(-10));
    const { cart, posts } = cartApi((call) =>
      call.keepalive || call.authorization === posts()[0]!.authorization ? { status: 401 } : 'add',
    );
    useCartStore.getState().add(plug, 1);
    await settle();
    await settle();
    expect(posts().map((call) => call.keepalive)).toEqual([true, false, false]);
    expect(new Set(posts().map((call) => call.idempotencyKey)).size).toBe(1);
    expect(posts()[2]!.authorization).not.toBe(posts()[0]!.authorization);
    expect(cart.get(5)).toBe(1);
    expect(kept()).toEqual([]);
  });

  it('refused for good (the product is gone) is forgotten, not sent again', async () => {
    signedIn();
    const { posts } = cartApi(() => ({ status: 404 }));
    useCartStore.getState().add(plug, 1);
    await settle();
    expect(kept()).toEqual([]);
    await resumeSession();
    expect(posts()).toHaveLength(1);
  });
});

describe('the adds kept for a replay', () => {
  const keptAdd = (key: string, userId: number, at: number): PendingCartAdd => ({
    key,
    userId,
    productId: 5,
    quantity: 1,
    at,
  });

  it("are the customer's own, less than a day old; older ones are dropped unsent", async () => {
    const now = Date.now();
    localStorage.setItem(
      PENDING_ADDS_KEY,
      JSON.stringify([
        keptAdd('stale', 7, now - CART_ADD_REPLAY_MS - 1),
        keptAdd('other-customer', 8, now),
        keptAdd('mine', 7, now),
      ]),
    );
    useSessionStore.getState().signIn(fakeJwt(900), user);
    const { posts } = cartApi();
    await resumeSession();
    expect(posts().map((call) => call.idempotencyKey)).toEqual(['mine']);
    expect(kept().map((add) => add.key)).toEqual(['other-customer']);
  });

  it('stop at one that cannot go now: the rest wait for the next load', async () => {
    localStorage.setItem(
      PENDING_ADDS_KEY,
      JSON.stringify([keptAdd('first', 7, Date.now()), keptAdd('second', 7, Date.now())]),
    );
    useSessionStore.getState().signIn(fakeJwt(900), user);
    const { posts } = cartApi(() => ({ status: 503 }));
    await resumeSession();
    expect(posts().map((call) => call.idempotencyKey)).toEqual(['first']);
    expect(kept().map((add) => add.key)).toEqual(['first', 'second']);
  });

  it("leave with the customer's logout; a corrupted list is ignored", async () => {
    localStorage.setItem(
      PENDING_ADDS_KEY,
      JSON.stringify([keptAdd('mine', 7, Date.now()), keptAdd('other-customer', 8, Date.now())]),
    );
    useSessionStore.getState().signIn(fakeJwt(900), user);
    cartApi(() => ({ status: 503 }));
    await resumeSession();
    await signOut();
    expect(kept().map((add) => add.key)).toEqual(['other-customer']);

    localStorage.setItem(PENDING_ADDS_KEY, '[{"key": 1}]');
    useSessionStore.getState().signIn(fakeJwt(900), user);
    const { posts } = cartApi();
    await expect(resumeSession()).resolves.toBe('signed-in');
    expect(posts()).toEqual([]);
  });
});
