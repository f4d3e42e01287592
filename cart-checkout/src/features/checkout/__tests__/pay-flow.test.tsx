import { apiClient, showAlert, useCartStore } from '@harmony/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  board,
  FakeRazorpay,
  home,
  makeAddress,
  makeConfirmationState,
  stabilizer,
} from '../../../testing/checkout-fixtures';
import { httpError } from '../../../testing/http-error';
import {
  answerGets,
  locationState,
  renderConfirmation,
  sandboxConfig,
  shopperAtCheckoutEachTest,
} from '../../../testing/render-confirmation';
import type { RazorpayConstructor } from '../types/razorpay';
import { useTaxRateStore } from '@harmony/shared/tax-rate';
import { taxRateForEachTest } from '../../../testing/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const office = makeAddress({ id: 4, type: 'shipping', address: '4 Office Park' });

const created = {
  razorpayOrder: { id: 'order_sbx_1', amount: 1180988, currency: 'INR' },
  localOrderId: 41,
};
const verified = { success: true, message: 'Payment verified', orderId: 41, paymentMethod: 'card' };

type Answer = { status: number; data: unknown } | Error;

/** POST answers for create-order and verify. */
function answerPosts(createAnswer: Answer, verifyAnswer: Answer = { status: 200, data: verified }) {
  return jest.spyOn(apiClient, 'post').mockImplementation((url: string) => {
    const answer =
      url === '/api/payment/create-order'
        ? createAnswer
        : url === '/api/payment/verify'
          ? verifyAnswer
          : url === '/api/payment/abandon'
            ? { status: 200, data: { released: true } }
            : null;
    if (!answer) return Promise.reject(new Error(`Unexpected POST ${url}`));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
}

async function openConfirmation() {
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Select Shipping Address' })).toBeEnabled(),
  );
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹|Processing payment/ });

async function pressPay() {
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹11,809.88' }));
}

shopperAtCheckoutEachTest();
taxRateForEachTest();

test('creates the order, opens checkout prefilled, verifies, empties the cart and shows the receipt', async () => {
  answerGets([home, office]);
  const post = answerPosts({ status: 201, data: created });
  await openConfirmation();
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Select Shipping Address' }), '4');
  await pressPay();

  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  expect(post).toHaveBeenCalledWith(
    '/api/payment/create-order',
    {
      amount: 11809.88,
      user_id: 7,
      cartItems: [
        {
          product_id: 1,
          quantity: 2,
          price: '4,999 6,999',
          title: stabilizer.title,
          brand: 'Harmony',
          image: '/images/m1.webp',
          size: null,
        },
        {
          product_id: 2,
          quantity: 1,
          price: '1,249.50',
          title: board.title,
          brand: 'Harmony',
          image: '/images/board.webp',
          size: null,
        },
      ],
      shipping_address: 4,
      billing_address: 3,
    },
    { headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f]{32}$/) } },
  );

  const checkout = FakeRazorpay.last;
  expect(checkout.opened).toBe(true);
  expect(checkout.options).toMatchObject({
    key: 'rzp_test_sandbox',
    amount: 1180988,
    currency: 'INR',
    name: 'Harmony',
    description: 'Grand Total Payment with Tax',
    order_id: 'order_sbx_1',
    prefill: { name: 'Priya Raman', email: 'priya@example.in', contact: '9876543210' },
  });
  expect(payButton()).toBeDisabled();
  expect(payButton()).toHaveTextContent('Processing payment…');

  act(() => checkout.pay());
  expect(await screen.findByTestId('location')).toHaveTextContent('/order-success');
  expect(post).toHaveBeenCalledWith('/api/payment/verify', {
    razorpay_order_id: 'order_sbx_1',
    razorpay_payment_id: 'pay_123',
    razorpay_signature: 'sig_abc',
  });
  expect(locationState()).toEqual({
    user: { name: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' },
    billingAddress: '3 Home Road, Coimbatore, Tamil Nadu - 641001',
    shippingAddress: '4 Office Park, Chennai, Tamil Nadu - 600002',
    cartItems: [stabilizer, board],
    discount: 0,
    couponCode: null,
    shipping: 0,
    codFee: 0,
    tax: 56238,
    taxRatePercent: 5,
    grandTotal: 1180988,
    paymentMethod: 'card',
    orderId: 41,
    date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
  expect(useCartStore.getState().lines).toEqual([]);
  expect(useCartStore.getState().mode).toBe('server');
  expect(showAlert).not.toHaveBeenCalled();
});

test('loads the checkout script once from the configured URL', async () => {
  delete window.Razorpay;
  const get = answerGets([home], { ...sandboxConfig, checkoutScriptUrl: 'http://127.0.0.1:4600/once.js' });
  answerPosts({ status: 201, data: created });
  await openConfirmation();
  await pressPay();

  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(
      'script[src="http://127.0.0.1:4600/once.js"]',
    );
    expect(found).not.toBeNull();
    return found!;
  });
  expect(get).toHaveBeenCalledWith('/api/payment/config');
  window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
  act(() => {
    script.dispatchEvent(new Event('load'));
  });
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));

  act(() => FakeRazorpay.last.dismiss());
  await waitFor(() => expect(payButton()).toBeEnabled());
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

test("a checkout script that fails to load says 'Razorpay SDK failed to load.'", async () => {
  delete window.Razorpay;
  answerGets([home], { ...sandboxConfig, checkoutScriptUrl: 'http://127.0.0.1:4600/broken.js' });
  const post = answerPosts({ status: 201, data: created });
  await openConfirmation();
  await pressPay();

  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>('script[src$="broken.js"]');
    expect(found).not.toBeNull();
    return found!;
  });
  act(() => {
    script.dispatchEvent(new Event('error'));
  });
  await waitFor(() => expect(showAlert).toHaveBeenCalledWith('Razorpay SDK failed to load.', 'error'));
  expect(post).not.toHaveBeenCalled();
  expect(payButton()).toBeEnabled();
});

test("no payment configuration says 'Razorpay SDK failed to load.' too", async () => {
  answerGets([home], httpError(503, { statusCode: 503, error: 'Service Unavailable', message: 'Down' }));
  answerPosts({ status: 201, data: created });
  await openConfirmation();
  await pressPay();
  await waitFor(() => expect(showAlert).toHaveBeenCalledWith('Razorpay SDK failed to load.', 'error'));
});

test("a refused create-order alerts '⚠️ Something went wrong during payment.' and opens no checkout", async () => {
  answerGets([home]);
  answerPosts(httpError(400, { statusCode: 400, error: 'Bad Request', message: 'Amount mismatch' }));
  await openConfirmation();
  await pressPay();
  await waitFor(() =>
    expect(showAlert).toHaveBeenCalledWith(
      '⚠️ Something went wrong during payment.',
      'error',
      'Amount mismatch',
    ),
  );
  expect(FakeRazorpay.instances).toHaveLength(0);
  expect(payButton()).toBeEnabled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test("a refused verification alerts '⚠️ Payment verification failed: {error}' and keeps the cart", async () => {
  answerGets([home]);
  answerPosts(
    { status: 201, data: created },
    httpError(400, { error: 'Invalid signature', message: 'The payment could not be verified.' }),
  );
  await openConfirmation();
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  act(() => FakeRazorpay.last.pay());

  await waitFor(() =>
    expect(showAlert).toHaveBeenCalledWith('⚠️ Payment verification failed: Invalid signature', 'error'),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(payButton()).toBeEnabled();
  expect(useCartStore.getState().lines).toEqual([stabilizer, board]);
});

test("a verification that cannot be done alerts '❌ Error verifying payment'", async () => {
  answerGets([home]);
  answerPosts({ status: 201, data: created }, new Error('Network Error'));
  await openConfirmation();
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  act(() => FakeRazorpay.last.pay());
  await waitFor(() => expect(showAlert).toHaveBeenCalledWith('❌ Error verifying payment', 'error'));
  expect(useCartStore.getState().lines).toEqual([stabilizer, board]);
});

test('a failed payment keeps the shopper here with the cart and says so', async () => {
  answerGets([home]);
  const post = answerPosts({ status: 201, data: created });
  await openConfirmation();
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  act(() => FakeRazorpay.last.fail());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Payment failed. Your cart is saved; you can try again.',
  );
  expect(payButton()).toBeEnabled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(useCartStore.getState().lines).toEqual([stabilizer, board]);
  expect(post).not.toHaveBeenCalledWith('/api/payment/verify', expect.anything());
  expect(showAlert).not.toHaveBeenCalled();
});

test('the confirmation lets go of the page while the checkout is open over it, and holds it again after', async () => {
  answerGets([home]);
  answerPosts({ status: 201, data: created });
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const show = jest.spyOn(HTMLDialogElement.prototype, 'show');
  const shownWhenOpened: number[] = [];
  jest.spyOn(FakeRazorpay.prototype, 'open').mockImplementation(function open(this: FakeRazorpay) {
    this.opened = true;
    shownWhenOpened.push(show.mock.calls.length);
  });
  await openConfirmation();
  expect(showModal).toHaveBeenCalledTimes(1);
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  // No longer modal before the checkout is added to the page: a modal dialog would make it inert.
  expect(shownWhenOpened).toEqual([1]);
  expect(screen.getByRole('dialog')).toHaveAttribute('open');

  act(() => FakeRazorpay.last.dismiss());
  await waitFor(() => expect(showModal).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('dialog')).toHaveFocus();
});

test('closing checkout keeps the shopper here with the cart, ready to pay again', async () => {
  answerGets([home]);
  const post = answerPosts({ status: 201, data: created });
  await openConfirmation();
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  act(() => FakeRazorpay.last.dismiss());
  // The order's units go back to stock at once.
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith('/api/payment/abandon', {
      razorpay_order_id: created.razorpayOrder.id,
    }),
  );

  await waitFor(() => expect(payButton()).toBeEnabled());
  expect(payButton()).toHaveTextContent('Pay ₹11,809.88');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(useCartStore.getState().lines).toEqual([stabilizer, board]);
  expect(showAlert).not.toHaveBeenCalled();

  // Each press of Pay is a new request with its own key.
  await pressPay();
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(2));
  const keys = post.mock.calls
    .filter(([url]) => url === '/api/payment/create-order')
    .map((call) => (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key']);
  expect(keys).toHaveLength(2);
  expect(new Set(keys).size).toBe(2);
});

test("at the api's 18% the order is created for the 18% grand total, in rupees, and the receipt keeps the rate", async () => {
  act(() => useTaxRateStore.setState({ percent: 18 }));
  answerGets([home]);
  const post = answerPosts({ status: 201, data: created });
  await openConfirmation();
  // 11,247.50 at 18% = 2,024.55; grand total 13,272.05
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹13,272.05' }));
  await waitFor(() => expect(FakeRazorpay.instances).toHaveLength(1));
  expect(post).toHaveBeenCalledWith(
    '/api/payment/create-order',
    expect.objectContaining({ amount: 13272.05 }),
    expect.anything(),
  );
  await act(async () => FakeRazorpay.last.pay());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/order-success'));
  expect(locationState()).toMatchObject({ tax: 202455, taxRatePercent: 18, grandTotal: 1327205 });
});
