import { apiClient, type CartLine, useCartStore, useSessionStore } from '@harmony/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { board, shopper, stabilizer } from '../../../testing/checkout-fixtures';
import { locationState, Where } from '../../../testing/render-confirmation';
import {
  couponRefused,
  deferred,
  noCouponForEachTest,
  welcomeQuote,
  welcomeQuoteRequest,
} from '../../../testing/coupon-answers';
import { CartPage } from '../components/cart-page';
import { taxRateForEachTest } from '../../../testing/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchStock: jest.fn(() => Promise.resolve(new Map())),
}));

type Answer = { status: number; data: unknown } | Error | Promise<{ status: number; data: unknown }>;

/** POST /api/coupons/quote answers, one per call, in order. */
function answerQuotes(...answers: Answer[]) {
  const queue = [...answers];
  return jest.spyOn(apiClient, 'post').mockImplementation((url: string) => {
    if (url !== '/api/coupons/quote') return Promise.reject(new Error(`Unexpected POST ${url}`));
    const answer = queue.shift();
    if (!answer) return Promise.reject(new Error('No more quote answers'));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

const quoted = (data: unknown) => ({ status: 200, data });

function renderCart(lines: CartLine[]) {
  act(() => useCartStore.setState({ mode: 'guest', lines }));
  return render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const amount = (testId: string) => screen.getByTestId(testId).textContent;
const codeInput = () => screen.getByRole('textbox', { name: 'Coupon code' });
const applyButton = () => screen.getByRole('button', { name: /Apply coupon|Applying…/ });
const summary = () => screen.getByRole('complementary');

async function applyCode(typed: string) {
  await userEvent.type(codeInput(), `${typed}{Enter}`);
}

noCouponForEachTest();
taxRateForEachTest();
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

test('a valid code shows the Discount line with the code and Remove, and tax is 5% of total − discount', async () => {
  const answer = deferred<{ status: number; data: unknown }>();
  const post = answerQuotes(answer.promise);
  renderCart([stabilizer, board]);
  expect(amount('summary-grand-total')).toBe('₹11,809.88');

  // Typed in lower case with spaces, sent trimmed and upper-cased; Enter applies.
  await applyCode('  welcome10 ');
  expect(post).toHaveBeenCalledWith('/api/coupons/quote', welcomeQuoteRequest, {
    signal: expect.any(AbortSignal),
  });
  // While the api prices it: the button says so, and Order Now waits.
  expect(applyButton()).toHaveTextContent('Applying…');
  expect(applyButton()).toHaveAttribute('aria-busy', 'true');
  expect(applyButton()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Order Now' })).toBeDisabled();

  await act(async () => answer.resolve(quoted(welcomeQuote)));
  const discount = screen.getByText('Discount (WELCOME10)', { selector: 'dt' }).parentElement!;
  expect(discount).toHaveTextContent('−₹500');
  expect(amount('summary-discount')).toBe('−₹500');
  // 11,247.50 − 500 = 10,747.50; 5% = 537.375 → 537.38; grand total 11,284.88
  expect(amount('summary-total')).toBe('₹11,247.5');
  expect(amount('summary-tax')).toBe('₹537.38');
  expect(amount('summary-grand-total')).toBe('₹11,284.88');
  expect(Array.from(summary().querySelectorAll('dt'), (term) => term.textContent)).toEqual([
    'Total',
    'Discount (WELCOME10)',
    'Product Tax (5%)',
    'Grand Total',
  ]);

  const remove = screen.getByRole('button', { name: 'Remove coupon WELCOME10' });
  expect(remove).toHaveTextContent('Remove');
  expect(remove).toHaveFocus();
  expect(screen.getByRole('status')).toHaveTextContent('Coupon WELCOME10 applied');
  expect(screen.getByRole('status')).toHaveTextContent('10% off your first order, up to ₹500');
  expect(screen.queryByRole('textbox', { name: 'Coupon code' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Order Now' })).toBeEnabled();
});

test.each([
  ['expired', 'This coupon has expired.'],
  ['below its minimum', 'Add ₹3,752.50 more to use this coupon.'],
  ['used up', 'This coupon has been fully used.'],
  ['unknown', 'This coupon code is not valid.'],
  ['limited to a first order', 'This coupon is only for your first order.'],
])(
  'a code that is %s shows the api’s message, tied to the field, and the totals stay',
  async (_, message) => {
    answerQuotes(couponRefused(message));
    renderCart([stabilizer, board]);
    await applyCode('SUMMER');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(codeInput()).toHaveAttribute('aria-describedby', alert.id);
    expect(codeInput()).toHaveValue('SUMMER');
    expect(codeInput()).toHaveFocus();
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(amount('summary-tax')).toBe('₹562.38');
    expect(amount('summary-grand-total')).toBe('₹11,809.88');
    expect(applyButton()).toHaveTextContent('Apply coupon');

    // Typing again clears the message.
    await userEvent.type(codeInput(), '2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(codeInput()).not.toHaveAttribute('aria-invalid');
  },
);

test('an empty code is refused with the api’s words, without asking it', async () => {
  const post = answerQuotes();
  renderCart([stabilizer]);
  await userEvent.type(codeInput(), '   ');
  await userEvent.click(applyButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter a coupon code.');
  expect(post).not.toHaveBeenCalled();
});

test('a quote that gets no answer says the coupon could not be checked', async () => {
  answerQuotes(new Error('Network Error'));
  renderCart([stabilizer]);
  await applyCode('WELCOME10');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The coupon could not be checked. Please try again.',
  );
  expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
});

test('Remove restores the totals and empties the field', async () => {
  answerQuotes(quoted(welcomeQuote));
  renderCart([stabilizer, board]);
  await applyCode('WELCOME10');
  await userEvent.click(await screen.findByRole('button', { name: 'Remove coupon WELCOME10' }));

  expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
  expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  expect(amount('summary-tax')).toBe('₹562.38');
  expect(amount('summary-grand-total')).toBe('₹11,809.88');
  expect(codeInput()).toHaveValue('');
  expect(codeInput()).toHaveFocus();
});

test('a quantity change prices the code again for the new lines, and the totals follow', async () => {
  const post = answerQuotes(
    quoted({ code: 'SAVE5', discount: 56238, description: '5% off your order' }),
    quoted({ code: 'SAVE5', discount: 81233, description: '5% off your order' }),
  );
  renderCart([stabilizer, board]);
  await applyCode('save5');
  expect(await screen.findByTestId('summary-discount')).toHaveTextContent('−₹562.38');

  await userEvent.click(screen.getByRole('button', { name: `Increase quantity of ${stabilizer.title}` }));
  await waitFor(() => expect(amount('summary-discount')).toBe('−₹812.33'));
  expect(post).toHaveBeenCalledTimes(2);
  expect(post).toHaveBeenLastCalledWith(
    '/api/coupons/quote',
    {
      code: 'SAVE5',
      cartItems: [
        { product_id: 1, quantity: 3 },
        { product_id: 2, quantity: 1 },
      ],
    },
    expect.anything(),
  );
  // 3 × 4,999 + 1,249.50 = 16,246.50; − 812.33 = 15,434.17; 5% = 771.7085 → 771.71; 16,205.88
  expect(amount('summary-total')).toBe('₹16,246.5');
  expect(amount('summary-tax')).toBe('₹771.71');
  expect(amount('summary-grand-total')).toBe('₹16,205.88');
});

test('a removed line that the code no longer suits drops the coupon with the api’s message', async () => {
  answerQuotes(quoted(welcomeQuote), couponRefused('Add ₹3,750.50 more to use this coupon.'));
  renderCart([stabilizer, board]);
  await applyCode('WELCOME10');
  await screen.findByTestId('summary-discount');

  await userEvent.click(screen.getByRole('button', { name: `Remove ${stabilizer.title} from cart` }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹3,750.50 more to use this coupon.');
  expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
  expect(codeInput()).toHaveValue('WELCOME10');
  // 1,249.50 + 5% (62.475 → 62.48) = 1,311.98, as SPEC's cart rule has it without a coupon.
  expect(amount('summary-tax')).toBe('₹62.48');
  expect(amount('summary-grand-total')).toBe('₹1,311.98');
});

test('Order Now passes the discount in integer paise and the code', async () => {
  act(() => useSessionStore.setState({ token: 'token', user: shopper }));
  answerQuotes(quoted(welcomeQuote));
  renderCart([stabilizer, board]);
  await applyCode('WELCOME10');
  await screen.findByTestId('summary-discount');

  await userEvent.click(within(summary()).getByRole('button', { name: 'Order Now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation');
  const state = locationState() as { discount: number };
  expect(state).toEqual({
    cartItems: [stabilizer, board],
    user: shopper,
    discount: 50000,
    couponCode: 'WELCOME10',
  });
  expect(Number.isInteger(state.discount)).toBe(true);
});
