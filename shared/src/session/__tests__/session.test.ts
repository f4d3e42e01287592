import { CART_KEY, useCartStore } from '../../stores/cart-store';
import { useSessionStore } from '../../stores/session-store';
import { showToast } from '../../ui/toast';
import { stopRefreshTimer } from '../refresh';
import { resumeSession, signIn, signOut } from '../session';
import { type Call, fakeJwt, stubHttp } from './http-stub';

jest.mock('../../ui/toast', () => ({ showToast: jest.fn(() => Promise.resolve()) }));

const user = { id: 7, fullname: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' };
const guestCart = [
  { id: 1, title: 'Harmony M1', brand: 'Harmony', price: '4,999', image: '/m1.svg', quantity: 2 },
  { id: 9, title: 'Surge board', brand: 'Harmony', price: '899', image: '/b.svg', quantity: 1 },
];

beforeEach(() => {
  useSessionStore.getState().clear();
  useCartStore.getState().replaceLines('guest', []);
  jest.mocked(showToast).mockClear();
});
afterEach(() => stopRefreshTimer());

/** The api's cart: an add under a key it has taken already adds nothing (Idempotency-Key). */
function serverCartStub(
  loginAnswer: { status: number; data?: unknown },
  /** How many adds are made but their answers lost on the way back (a dropped connection). */
  { lostAnswers = 0 }: { lostAnswers?: number } = {},
) {
  const serverCart = new Map<number, number>([[9, 3]]);
  const keys = new Set<string>();
  let losing = lostAnswers;
  const cartAnswer = () => ({
    status: 200,
    data: {
      cart: [...serverCart].map(([product_id, quantity]) => ({
        product_id,
        quantity,
        title: `#${product_id}`,
        price: '100',
      })),
    },
  });
  const calls = stubHttp(({ method, url, body, idempotencyKey }) => {
    if (url === '/api/users/login') return loginAnswer;
    if (method === 'POST' && url === '/api/cart') {
      const { product_id, quantity } = body as { product_id: number; quantity: number };
      if (!idempotencyKey || !keys.has(idempotencyKey))
        serverCart.set(product_id, (serverCart.get(product_id) ?? 0) + quantity);
      if (idempotencyKey) keys.add(idempotencyKey);
      if (losing-- > 0) throw new Error('the connection dropped before the answer');
      return cartAnswer();
    }
    if (url === '/api/cart') return cartAnswer();
    if (url === '/api/users/profile') return { status: 200, data: { ...user, addresses: [] } };
    if (url === '/api/users/logout') return { status: 200, data: { message: 'Logged out' } };
    return { status: 404 };
  });
  return { calls, serverCart };
}

describe('signIn', () => {
  it('stores the session, merges the guest cart into the server cart and shows it', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(guestCart));
    const { calls, serverCart } = serverCartStub({
      status: 200,
      data: { accessToken: fakeJwt(900), user, message: 'Login successful' },
    });
    await expect(signIn('priya@example.in', 'secret1')).resolves.toBe('Login successful');
    expect(calls[0]!.body).toEqual({ emailOrContact: 'priya@example.in', password: 'secret1' });
    expect(useSessionStore.getState().user).toEqual(user);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    expect(serverCart.get(9)).toBe(4);
    expect(useCartStore.getState()).toMatchObject({ mode: 'server' });
    expect(useCartStore.getState().lines.map((l) => [l.id, l.quantity])).toEqual([
      [9, 4],
      [1, 2],
    ]);
    expect(showToast).toHaveBeenCalledWith('Guest cart merged successfully!', expect.anything());
  });

  it('refuses an answer without a token', async () => {
    serverCartStub({ status: 200, data: { user } });
    await expect(signIn('priya@example.in', 'secret1')).rejects.toThrow('No token returned from server');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('writes to the server cart once signed in, and not to local storage', async () => {
    const { serverCart } = serverCartStub({ status: 200, data: { accessToken: fakeJwt(900), user } });
    await signIn('9876543210', 'secret1');
    useCartStore
      .getState()
      .add({ id: 5, title: 'Plug', brand: 'Harmony', price: '199', image: '' } as never, 2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(serverCart.get(5)).toBe(2);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });
});

describe('the guest cart joining the server cart', () => {
  const guestLinesPosted = (calls: Call[]) =>
    calls.filter((c) => c.method === 'POST' && c.url === '/api/cart');

  it('adds each guest line once when two merges run at the same moment', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(guestCart));
    useSessionStore.getState().signIn(fakeJwt(900), user);
    const { serverCart } = serverCartStub({ status: 500 });
    // A sign-in and a page load (or two tabs) entering the server cart together.
    await Promise.all([resumeSession(), resumeSession()]);
    expect(serverCart.get(1)).toBe(2);
    expect(serverCart.get(9)).toBe(4);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('sends again on the next load a merged line whose answer was lost, and the api adds it once', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(guestCart));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, serverCart } = serverCartStub(
      { status: 200, data: { accessToken: fakeJwt(900), user } },
      { lostAnswers: 1 },
    );
    await signIn('priya@example.in', 'secret1');
    // The first line was added, but the page never heard so; the second waits for the next load.
    expect(serverCart.get(1)).toBe(2);
    expect(serverCart.get(9)).toBe(3);
    expect(localStorage.getItem(CART_KEY)).toBeNull();
    await resumeSession();
    expect(serverCart.get(1)).toBe(2);
    expect(serverCart.get(9)).toBe(4);
    const [first, again, second] = guestLinesPosted(calls);
    expect(again!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(second!.body).toEqual({ product_id: 9, quantity: 1 });
    // Everything answered: a third load sends nothing more.
    await resumeSession();
    expect(guestLinesPosted(calls)).toHaveLength(3);
  });
});

describe('resumeSession and signOut', () => {
  it('treats a page without a token as a guest with the local cart', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify(guestCart));
    await expect(resumeSession()).resolves.toBe('guest');
    expect(useCartStore.getState()).toMatchObject({ mode: 'guest', lines: guestCart });
  });

  it('clears everything when the start-up profile fetch fails', async () => {
    useSessionStore.getState().signIn('stale', user);
    stubHttp(() => ({ status: 500 }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(resumeSession()).resolves.toBe('failed');
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('resumes a stored session with the profile and the server cart, and signs out through the api', async () => {
    useSessionStore.getState().signIn(fakeJwt(900), user);
    const { calls } = serverCartStub({ status: 500 });
    await expect(resumeSession()).resolves.toBe('signed-in');
    expect(useCartStore.getState().mode).toBe('server');
    await signOut();
    expect(calls.at(-1)!.url).toBe('/api/users/logout');
    expect(useSessionStore.getState().token).toBeNull();
    expect(useCartStore.getState().mode).toBe('guest');
  });
});
