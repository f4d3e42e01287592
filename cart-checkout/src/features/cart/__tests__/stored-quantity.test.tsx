import { CART_KEY, useCartStore } from '@harmony/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CartPage } from '../components/cart-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchStock: jest.fn(() => Promise.resolve(new Map())),
}));

const stabilizer = { id: 1, title: 'Harmony M1', brand: 'Harmony', price: '4,999', image: '/m1.svg' };
const board = {
  id: 2,
  title: 'Four-Socket Extension Board',
  brand: 'Harmony',
  price: '1,000',
  image: '/b.svg',
};

/** The cart read again as when another tab saved it, then the cart page drawn from it. */
async function openCartAfterAnotherTabWrote() {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
  });
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <CartPage />
    </MemoryRouter>,
  );
  await act(() => Promise.resolve()); // the stock read the page starts
}

// SPEC §5: a quantity that is not a number counts as 0 in the totals; the cart mends it as it is read.
describe('a stored guest cart line whose quantity is not a number', () => {
  beforeEach(() => {
    localStorage.clear();
    act(() => useCartStore.setState({ mode: 'guest', lines: [] }));
  });

  it('counts as 0 in the totals and leaves the stored cart when the cart is read', async () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { ...stabilizer, quantity: 'x' },
        { ...board, quantity: 2 },
      ]),
    );
    await openCartAfterAnotherTabWrote();

    expect(screen.getByTestId('summary-total').textContent).toBe('₹2,000');
    expect(screen.queryByText('Harmony M1')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toEqual([{ ...board, quantity: 2 }]);
  });

  it('keeps a quantity below 1 as a line of 1, as a set would (SPEC §5)', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ ...board, quantity: -2 }]));
    await openCartAfterAnotherTabWrote();

    expect(screen.getByTestId('summary-total').textContent).toBe('₹1,000');
  });
});
