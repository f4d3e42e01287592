import {
  type CartLine,
  fetchStock,
  showAlert,
  showToast,
  useCartStore,
  useSessionStore,
} from '@harmony/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useTaxRateStore } from '@harmony/shared/tax-rate';
import { CartPage } from '../components/cart-page';
import { taxRateForEachTest } from '../../../testing/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
  showAlert: jest.fn(() => Promise.resolve()),
  fetchStock: jest.fn(() => Promise.resolve(new Map())),
}));

const stabilizer: CartLine = {
  id: 1,
  title: 'Harmony Stabilizer for 1.5 Ton AC',
  brand: 'Harmony',
  price: '4,999 6,999',
  image: '/images/m1.webp',
  quantity: 2,
};
const board: CartLine = {
  id: 2,
  title: 'Four-Socket Extension Board',
  brand: 'Harmony',
  price: '1,249.50',
  image: '/images/board.webp',
  quantity: 1,
};

function Where() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

function renderCart(lines: CartLine[]) {
  act(() => useCartStore.setState({ lines }));
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

taxRateForEachTest();
beforeEach(() => {
  jest.clearAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

test('shows each line and totals priced from text with commas, using the selling amount', () => {
  renderCart([stabilizer, board]);
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: stabilizer.title })).toHaveAttribute('href', '/description/1');
  expect(text('line-total-1')).toContain('₹9,998');
  expect(text('line-total-2')).toContain('₹1,249.5');
  // 2 × 4,999 + 1,249.50 = 11,247.50; tax 562.375 → 562.38; grand 11,809.88
  expect(text('summary-total')).toBe('₹11,247.5');
  expect(text('summary-tax')).toBe('₹562.38');
  expect(text('summary-grand-total')).toBe('₹11,809.88');
  expect(document.title).toBe('Cart · Harmony');
});

test('a delivery fee shows as a Delivery line, taxed, until the cart reaches the free-delivery value', () => {
  act(() => useTaxRateStore.setState({ shipping: { feePaise: 9900, freeFromPaise: 1_500_000 } }));
  renderCart([stabilizer, board]);
  // 11,247.50 + 99 = 11,346.50; tax 567.325 → 567.33; grand 11,913.83
  expect(text('summary-delivery')).toBe('₹99');
  expect(text('summary-tax')).toBe('₹567.33');
  expect(text('summary-grand-total')).toBe('₹11,913.83');
});

test('+ and − change the quantity, and − never goes below 1', async () => {
  const user = userEvent.setup();
  renderCart([{ ...stabilizer, quantity: 1 }]);
  const input = screen.getByLabelText(`Quantity of ${stabilizer.title}`);
  const minus = screen.getByRole('button', { name: `Decrease quantity of ${stabilizer.title}` });
  const plus = screen.getByRole('button', { name: `Increase quantity of ${stabilizer.title}` });

  expect(minus).toBeDisabled();
  await user.click(minus);
  expect(input).toHaveValue('1');

  await user.click(plus);
  await user.click(plus);
  expect(input).toHaveValue('3');
  expect(text('summary-total')).toBe('₹14,997');

  await user.click(minus);
  expect(input).toHaveValue('2');
  expect(useCartStore.getState().lines[0]?.quantity).toBe(2);
});

test('a typed quantity below 1 or not a number becomes 1', () => {
  renderCart([{ ...stabilizer, quantity: 4 }]);
  const input = screen.getByLabelText(`Quantity of ${stabilizer.title}`);
  const quantity = () => useCartStore.getState().lines[0]?.quantity;

  fireEvent.change(input, { target: { value: '7' } });
  expect(input).toHaveValue('7');
  expect(quantity()).toBe(7);

  for (const typed of ['0', '-5', 'two', '']) {
    fireEvent.change(input, { target: { value: typed } });
    expect(quantity()).toBe(7);
    fireEvent.blur(input);
    expect(input).toHaveValue('1');
    expect(quantity()).toBe(1);
    fireEvent.change(input, { target: { value: '7' } });
  }
});

test('Remove takes the line out, and the last removal shows the empty state', async () => {
  const user = userEvent.setup();
  renderCart([stabilizer, board]);

  await user.click(screen.getByRole('button', { name: `Remove ${stabilizer.title} from cart` }));
  expect(screen.queryByText(stabilizer.title)).not.toBeInTheDocument();
  expect(text('summary-total')).toBe('₹1,249.5');

  await user.click(screen.getByRole('button', { name: `Remove ${board.title} from cart` }));
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(useCartStore.getState().lines).toEqual([]);
});

test('an empty cart offers Continue Shopping and no Order Now', async () => {
  const user = userEvent.setup();
  renderCart([]);
  expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Order Now' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

test('Continue Shopping goes home from a full cart too', () => {
  renderCart([board]);
  expect(screen.getByRole('link', { name: /Continue Shopping/ })).toHaveAttribute('href', '/');
});

test('a guest pressing Order Now is told to log in and sent to /login', async () => {
  const user = userEvent.setup();
  renderCart([stabilizer]);
  await user.click(screen.getByRole('button', { name: 'Order Now' }));

  const told = [...jest.mocked(showToast).mock.calls, ...jest.mocked(showAlert).mock.calls].map(
    (call) => call[0],
  );
  expect(told).toContain('Please login to proceed');
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

test('a signed-in shopper goes to order confirmation with the cart, the user, no discount and no coupon', async () => {
  const user = userEvent.setup();
  const shopper = { id: 7, fullname: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' };
  act(() => useSessionStore.setState({ token: 'token', user: shopper }));
  renderCart([stabilizer, board]);

  await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Order Now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation');
  expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
    cartItems: [stabilizer, board],
    user: shopper,
    discount: 0,
    couponCode: null,
  });
  expect(showToast).not.toHaveBeenCalled();
});

describe('CartPage stock', () => {
  afterEach(() => {
    act(() => useSessionStore.setState({ token: null, user: null }));
    jest.mocked(fetchStock).mockResolvedValue(new Map());
  });

  it('warns about a line above what is left and refuses Order Now until it is fixed', async () => {
    jest.mocked(fetchStock).mockResolvedValue(
      new Map([
        [1, 1],
        [2, 0],
      ]),
    );
    act(() => useSessionStore.setState({ token: 'token', user: null }));
    renderCart([stabilizer, board]);
    expect(await screen.findByTestId('line-shortage-1')).toHaveTextContent(
      'Only 1 left of Harmony Stabilizer for 1.5 Ton AC.',
    );
    expect(screen.getByTestId('line-shortage-2')).toHaveTextContent(
      'Out of stock: Four-Socket Extension Board.',
    );
    expect(jest.mocked(fetchStock)).toHaveBeenCalledWith([1, 2], expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(jest.mocked(showAlert)).toHaveBeenCalledWith(
      'Some items in your cart are not available in that quantity. Please update your cart.',
      'warning',
    );
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    // Fixed: one of the stabilizer, the board removed. Order Now goes on to the confirmation.
    act(() => useCartStore.setState({ lines: [{ ...stabilizer, quantity: 1 }] }));
    expect(screen.queryByTestId('line-shortage-1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order Now' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order-confirmation');
  });
});

describe("the tax is at the api's rate", () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  test('at 18% the summary names the rate and adds it', () => {
    act(() => useTaxRateStore.setState({ percent: 18 }));
    renderCart([stabilizer, board]);
    // 11,247.50 at 18% = 2,024.55; grand total 13,272.05
    expect(screen.getByText('Product Tax (18%)')).toBeInTheDocument();
    expect(text('summary-tax')).toBe('₹2,024.55');
    expect(text('summary-grand-total')).toBe('₹13,272.05');
  });

  test('until the api has said, the tax and the grand total hold their place with no amount', async () => {
    act(() => useTaxRateStore.setState({ percent: null }));
    let respond!: (answer: Response) => void;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (respond = resolve))) as typeof fetch;
    renderCart([stabilizer, board]);
    expect(text('summary-total')).toBe('₹11,247.5');
    expect(screen.getByText('Product Tax')).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('Calculating');
    expect(screen.getByTestId('summary-tax')).not.toHaveTextContent('₹');
    expect(screen.getByTestId('summary-grand-total')).not.toHaveTextContent('₹');

    await act(async () =>
      respond({ ok: true, status: 200, json: async () => ({ taxRatePercent: 18 }) } as unknown as Response),
    );
    expect(global.fetch).toHaveBeenCalledWith('/api/payment/config', expect.anything());
    expect(text('summary-tax')).toBe('₹2,024.55');
    expect(text('summary-grand-total')).toBe('₹13,272.05');
  });
});
