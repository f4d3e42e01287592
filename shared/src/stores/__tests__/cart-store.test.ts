import { apiClient } from '../../api/client';
import type { Product } from '../../types/product';
import { CART_KEY, selectLineCount, useCartStore } from '../cart-store';

const m1 = {
  id: 1,
  title: 'Harmony M1',
  brand: 'Harmony',
  price: '4,999 6,999',
  image: '/m1.svg',
  inputvoltage: '140V - 280V',
  outputvoltage: '220V ± 10%',
  description: '<p>For a 1.5 ton AC.</p>',
  label: 'Best Seller',
  description1: 'Digital stabilizer',
  specs: [],
  stock: 12,
} as Product;
const board = { id: 9, title: 'Surge board', brand: 'Harmony', price: '899', image: '/b.svg' } as Product;

const stored = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');

beforeEach(() => useCartStore.setState({ lines: [] }));

describe('cart store', () => {
  it('keeps one line per product and saves the lines under `cart`', () => {
    useCartStore.getState().add(m1, 2);
    useCartStore.getState().add(board, 1);
    useCartStore.getState().add(m1, 1);
    expect(selectLineCount(useCartStore.getState())).toBe(2);
    // SPEC §3: the product's fields are kept (not its specs or stock).
    expect(stored()).toEqual([
      {
        id: 1,
        title: 'Harmony M1',
        brand: 'Harmony',
        price: '4,999 6,999',
        image: '/m1.svg',
        inputvoltage: '140V - 280V',
        outputvoltage: '220V ± 10%',
        description: '<p>For a 1.5 ton AC.</p>',
        label: 'Best Seller',
        description1: 'Digital stabilizer',
        quantity: 3,
      },
      { id: 9, title: 'Surge board', brand: 'Harmony', price: '899', image: '/b.svg', quantity: 1 },
    ]);
  });

  it('applies the quantity rules', () => {
    const cart = useCartStore.getState();
    cart.add(m1, 1);
    cart.decrement(1);
    expect(useCartStore.getState().lines[0]!.quantity).toBe(1);
    cart.setQuantity(1, '0');
    expect(useCartStore.getState().lines[0]!.quantity).toBe(1);
    cart.setQuantity(1, '5');
    cart.increment(1);
    expect(useCartStore.getState().lines[0]!.quantity).toBe(6);
  });

  it('removes and clears', () => {
    const cart = useCartStore.getState();
    cart.add(m1, 1);
    cart.add(board, 1);
    cart.remove(1);
    expect(useCartStore.getState().lines.map((line) => line.id)).toEqual([9]);
    cart.clear();
    expect(stored()).toEqual([]);
  });

  it('a paid order takes out only what it bought, then follows the server cart', async () => {
    // The server's cart after the payment: the M1 raised in another tab, and a line added there.
    const server = [
      { product_id: 1, title: 'Harmony M1', brand: 'Harmony', price: '4,999', image: '/m1.svg', quantity: 1 },
      { product_id: 4, title: 'TV Shield', brand: 'Harmony', price: '1,299', image: '/t.svg', quantity: 1 },
    ];
    let answer: (value: unknown) => void = () => undefined;
    const get = jest
      .spyOn(apiClient, 'get')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof apiClient.get>);
    useCartStore.setState({
      mode: 'server',
      lines: [
        { ...m1, quantity: 3 },
        { ...board, quantity: 1 },
      ],
    });
    useCartStore.getState().removePurchased([
      { id: 1, quantity: 2 },
      { id: 9, quantity: 1 },
    ]);
    expect(useCartStore.getState().lines.map((line) => [line.id, line.quantity])).toEqual([[1, 1]]);
    expect(get).toHaveBeenCalledWith('/api/cart');
    answer({ status: 200, data: { cart: server } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useCartStore.getState().lines.map((line) => [line.id, line.quantity])).toEqual([
      [1, 1],
      [4, 1],
    ]);
    get.mockRestore();
    useCartStore.setState({ mode: 'guest' });
  });

  it('starts from the saved cart and ignores a corrupted one', () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...board, quantity: -2 }]));
    jest.isolateModules(() => {
      const { useCartStore: fresh } = jest.requireActual<typeof import('../cart-store')>('../cart-store');
      expect(fresh.getState().lines).toEqual([{ ...board, quantity: 1 }]);
    });
    localStorage.setItem(CART_KEY, '{not json');
    jest.isolateModules(() => {
      const { useCartStore: fresh } = jest.requireActual<typeof import('../cart-store')>('../cart-store');
      expect(fresh.getState().lines).toEqual([]);
    });
  });
});
