import { apiClient, showAlert, useCartStore } from '@harmony/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCouponStore } from '../../../hooks/coupon-store';
import {
  couponRefused,
  deferred,
  noCouponForEachTest,
  welcomeQuote,
  welcomeQuoteRequest,
} from '../../../testing/coupon-answers';
import {
  board,
  FakeRazorpay,
  home,
  makeConfirmationState,
  stabilizer,
} from '../../../testing/checkout-fixtures';
import { httpError } from '../../../testing/http-error';
import {
  answerGets,
  locationState,
  renderConfirmation,
  shopperAtCheckoutEachTest,
} from '../../../testing/render-confirmation';
import { taxRateForEachTest } from '../../../testing/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showAlert: jest.fn(() => Promise.resolve()),
}));

// 2 × 4,999 + 1,249.50 = 11,247.50. WELCOME10 takes 500.00 off: 10,747.50; tax 5% = 537.375 → 537.38;
// grand total 11,284.88. Without it: tax 562.38, grand total 11,809.88.
const discounted = {
  razorpayOrder: { id: 'order_sbx_7', amount: 1128488, currency: 'INR' },
  localOrderId: 52,
};
const verified = { success: true, message: 'Payment verified', orderId: 52, paymentMethod: 'card' };

type Reply = { status: number; data: unknown };
type Answer = Reply | Error | Promise<Reply>;

/** POST answers per path, one per call in order (the last one repeats). */
function answerPosts(answers: Record<string, Answer[]>) {
  const queues = new Map(Object.entries(answers).map(([url, list]) => [url, [...list]]));
  return jest.spyOn(apiClient, 'post').mockImplementation((url: string) => {
    if (url === '/api/payment/abandon') return Promise.resolve({ status: 200, data: { released: true } });
    const queue = queues.get(url);
    if (!queue || queue.length === 0) return Promise.reject(new Error(`Unexpected POST ${url}`));
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

const quoted = (data: unknown): Reply => ({ status: 200, data });
const dialog = () => screen.getByRole('dialog', { name: 'Order Confirmation' });
const inDialog = () => within(dialog());
const payButton = () => inDialog().getByRole('button', { name: /^Pay ₹|Processing payment/ });
const amount = (testId: string) => inDialog().getByTestId(testId).textContent;
const quotesOf = (post: jest.SpyInstance) => post.mock.calls.filter(([url]) => url === '/api/coupons/quote');

async function arrive(state = makeConfirmationState({ cartItems: [stabilizer, board] })) {
  renderConfirmation(state);
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Select Shipping Address' })).toBeEnabled(),
  );
}

const withWelcome = () =>
  makeConfirmationState({ cartItems: [stabilizer, board], discount: 50000, couponCode: 'WELCOME10' });

noCouponForEachTest();
shopperAtCheckoutEachTest();
taxRateForEachTest();

test('a code that came with the state is priced again on arrival; Pay waits for it', async () => {
  answerGets([home]);
  const quote = deferred<Reply>();
  const post = answerPosts({ '/api/coupons/quote': [quote.promise] });
  await arrive(withWelcome());

  expect(post).toHaveBeenCalledWith('/api/coupons/quote', welcomeQuoteRequest, expect.anything());
  expect(quotesOf(post)).toHaveLength(1);
  // Meanwhile: the discount it came with, said to be checked, and no paying yet.
  expect(inDialog().getByText('Discount (WELCOME10)', { selector: 'dt' })).toBeInTheDocument();
  expect(inDialog().getByRole('status')).toHaveTextContent('Checking coupon…');
  expect(payButton()).toBeDisabled();
  expect(payButton()).toHaveAttribute('aria-busy', 'true');

  await act(async () => quote.resolve(quoted(welcomeQuote)));
  expect(inDialog().getByRole('status')).not.toHaveTextContent('Checking coupon…');
  expect(inDialog().getByRole('status')).toHaveTextContent('10% off your first order, up to ₹500');
  expect(amount('confirmation-subtotal')).toBe('₹11,247.50');
  expect(amount('confirmation-discount')).toBe('−₹500.00');
  expect(amount('confirmation-tax')).toBe('₹537.38');
  expect(amount('confirmation-grand-total')).toBe('₹11,284.88');
  expect(payButton()).toBeEnabled();
  expect(payButton()).toHaveTextContent('Pay ₹11,284.88');
  expect(inDialog().getByRole('button', { name: 'Remove coupon WELCOME10' })).toBeInTheDocument();
});

test('the signed-in customer’s own limits apply on arrival: a refused code goes, with its message', async () => {
  answerGets([home]);
  answerPosts({ '/api/coupons/quote': [couponRefused('This coupon is only for your first order.')] });
  await arrive(withWelcome());

  const alert = await inDialog().findByRole('alert');
  expect(alert).toHaveTextContent('This coupon is only for your first order.');
  const input = inDialog().getByRole('textbox', { name: 'Coupon code' });
  expect(input).toHaveValue('WELCOME10');
  expect(input).toHaveAttribute('aria-describedby', alert.id);
  expect(inDialog().queryByTestId('confirmation-discount')).not.toBeInTheDocument();
  expect(amount('confirmation-tax')).toBe('₹562.38');
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');
  expect(payButton()).toBeEnabled();
});

test('a state without a code asks nothing; a code applied and removed here moves the totals', async () => {
  answerGets([home]);
  const post = answerPosts({ '/api/coupons/quote': [quoted(welcomeQuote)] });
  await arrive();
  expect(post).not.toHaveBeenCalled();
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');

  await userEvent.type(inDialog().getByRole('textbox', { name: 'Coupon code' }), 'Welcome10{Enter}');
  expect(await inDialog().findByTestId('confirmation-discount')).toHaveTextContent('−₹500.00');
  expect(inDialog().getByText('Discount (WELCOME10)', { selector: 'dt' })).toBeInTheDocument();
  expect(payButton()).toHaveTextContent('Pay ₹11,284.88');
  expect(quotesOf(post)[0]![1]).toEqual({
    code: 'WELCOME10',
    cartItems: [
      { product_id: 1, quantity: 2 },
      { product_id: 2, quantity: 1 },
    ],
  });

  await userEvent.click(inDialog().getByRole('button', { name: 'Remove coupon WELCOME10' }));
  expect(inDialog().queryByText(/^Discount/)).not.toBeInTheDocument();
  expect(amount('confirmation-tax')).toBe('₹562.38');
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');
});

test('Pay sends coupon_code and the discounted amount; the receipt gets the discount in paise and the code', async () => {
  answerGets([home]);
  const post = answerPosts({
    '/api/coupons/quote': [quoted(welcomeQuote)],
    '/api/payment/create-order': [{ status: 201, data: discounted }],
    '/api/payment/verify': [{ status: 200, data: verified }],
  });
  await arrive(withWelcome());
  await userEvent.click(await inDialog().findByRole('button', { name: 'Pay ₹11,284.88' }));

  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  const [, request] = post.mock.calls.find(([url]) => url === '/api/payment/create-order')!;
  expect(request).toEqual(
    expect.objectContaining({ amount: 11284.88, coupon_code: 'WELCOME10', billing_address: 3 }),
  );
  expect(FakeRazorpay.last.options.amount).toBe(1128488);

  act(() => FakeRazorpay.last.pay());
  expect(await screen.findByTestId('location')).toHaveTextContent('/order-success');
  expect(locationState()).toEqual(
    expect.objectContaining({ discount: 50000, couponCode: 'WELCOME10', tax: 53738, grandTotal: 1128488 }),
  );
  const state = locationState() as { discount: number; tax: number; grandTotal: number };
  expect([state.discount, state.tax, state.grandTotal].every(Number.isInteger)).toBe(true);
  // The coupon went with the order: the cart starts without one.
  expect(useCouponStore.getState().applied).toBeNull();
  expect(showAlert).not.toHaveBeenCalled();
});

test('a 422 from create-order shows the coupon’s message by the field and drops it, with no failure alert', async () => {
  answerGets([home]);
  answerPosts({
    '/api/coupons/quote': [quoted(welcomeQuote)],
    '/api/payment/create-order': [couponRefused('This coupon has expired.')],
  });
  await arrive(withWelcome());
  await userEvent.click(await inDialog().findByRole('button', { name: 'Pay ₹11,284.88' }));

  const alert = await inDialog().findByRole('alert');
  expect(alert).toHaveTextContent('This coupon has expired.');
  expect(inDialog().getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
    'aria-describedby',
    alert.id,
  );
  expect(showAlert).not.toHaveBeenCalled();
  expect(FakeRazorpay.instances).toHaveLength(0);
  expect(inDialog().queryByTestId('confirmation-discount')).not.toBeInTheDocument();
  await waitFor(() => expect(payButton()).toBeEnabled());
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');
});

test('any other refusal of create-order with a coupon is still the payment failure alert', async () => {
  answerGets([home]);
  answerPosts({
    '/api/coupons/quote': [quoted(welcomeQuote)],
    '/api/payment/create-order': [
      httpError(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The order total has changed. Please review your cart.',
      }),
    ],
  });
  await arrive(withWelcome());
  await userEvent.click(await inDialog().findByRole('button', { name: 'Pay ₹11,284.88' }));

  await waitFor(() =>
    expect(showAlert).toHaveBeenCalledWith(
      '⚠️ Something went wrong during payment.',
      'error',
      'The order total has changed. Please review your cart.',
    ),
  );
  expect(amount('confirmation-discount')).toBe('−₹500.00');
});

test('a 422 on the shipping address with a coupon is the failure alert with its words; the coupon stays', async () => {
  const refusal = 'Sorry, we do not deliver to 744101 yet';
  answerGets([home]);
  answerPosts({
    '/api/coupons/quote': [quoted(welcomeQuote)],
    '/api/payment/create-order': [
      httpError(422, {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: refusal,
        fields: { shipping_address: refusal },
      }),
    ],
  });
  await arrive(withWelcome());
  await userEvent.click(await inDialog().findByRole('button', { name: 'Pay ₹11,284.88' }));

  await waitFor(() =>
    expect(showAlert).toHaveBeenCalledWith('⚠️ Something went wrong during payment.', 'error', refusal),
  );
  expect(amount('confirmation-discount')).toBe('−₹500.00');
});

test('a coupon used up between create and pay: verify’s message as the pay flow says it, then the coupon goes', async () => {
  answerGets([home]);
  const post = answerPosts({
    '/api/coupons/quote': [quoted(welcomeQuote), couponRefused('This coupon has been fully used.')],
    '/api/payment/create-order': [{ status: 201, data: discounted }],
    '/api/payment/verify': [
      httpError(409, {
        statusCode: 409,
        error: 'This coupon has been fully used.',
        message: 'This coupon has been fully used.',
      }),
    ],
  });
  await arrive(withWelcome());
  await userEvent.click(await inDialog().findByRole('button', { name: 'Pay ₹11,284.88' }));
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  act(() => FakeRazorpay.last.pay());

  await waitFor(() =>
    expect(showAlert).toHaveBeenCalledWith(
      '⚠️ Payment verification failed: This coupon has been fully used.',
      'error',
    ),
  );
  expect(await inDialog().findByRole('alert')).toHaveTextContent('This coupon has been fully used.');
  expect(quotesOf(post)).toHaveLength(2);
  expect(inDialog().queryByTestId('confirmation-discount')).not.toBeInTheDocument();
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');
  expect(useCartStore.getState().lines).toEqual([stabilizer, board]);
});
