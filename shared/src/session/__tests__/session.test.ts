import { CART_KEY, useCartStore } from '../../stores/cart-store';
import { useSessionStore } from '../../stores/session-store';
import { showToast } from '../../ui/toast';
import { stopRefreshTimer } from '../refresh';
import { resumeSession, signIn, signOut } from '../session';
import { fakeJwt, stubHttp } from './http-stub';

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

function serverCartStub(loginAnswer: { status: number; data?: unknown }) {
  const serverCart = new Map<number, number>([[9, 3]]);
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
  const calls = stubHttp(({ method, url, body }) => {
    if (url === '/api/users/login') return loginAnswer;
    if (method === 'POST' && url === '/api/cart') {
      const { product_id, quantity } = body as { product_id: number; quantity: number };
      serverCart.set(product_id, (serverCart.get(product_id) ?? 0) + quantity);
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
