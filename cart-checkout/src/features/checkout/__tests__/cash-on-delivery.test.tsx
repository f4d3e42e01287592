import { apiClient, COD_MESSAGES, useCartStore } from '@harmony/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  board,
  FakeRazorpay,
  home,
  makeConfirmationState,
  stabilizer,
} from '../../../testing/checkout-fixtures';
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

const small = { ...stabilizer, price: '4,999', quantity: 1 };
const payment = () => screen.getByRole('group', { name: 'Payment method' });
const option = (name: RegExp) => within(payment()).getByRole('radio', { name });

taxRateForEachTest();
shopperAtCheckoutEachTest();

test('offers two ways to pay, online chosen; Cash on Delivery adds its fee, taxed, and its own button', async () => {
  answerGets([home]);
  renderConfirmation(makeConfirmationState({ cartItems: [small] }));
  expect(option(/Pay online/)).toBeChecked();
  await waitFor(() => expect(option(/Cash on Delivery/)).toBeEnabled());
  expect(screen.queryByTestId('confirmation-cod-fee')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pay ₹5,248.95' })).toBeInTheDocument();

  await userEvent.click(option(/Cash on Delivery/));
  // 4,999 + 49 = 5,048; 5% = 252.40; 5,300.40
  expect(screen.getByTestId('confirmation-cod-fee')).toHaveTextContent('₹49.00');
  expect(screen.getByTestId('confirmation-grand-total')).toHaveTextContent('₹5,300.40');
  expect(screen.getByRole('button', { name: 'Place order (Cash on Delivery)' })).toBeEnabled();
});

test('placing a COD order opens no checkout, sends payment_method cod, and the receipt asks for the code', async () => {
  answerGets([home]);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
    status: 201,
    data: { razorpayOrder: null, localOrderId: 52, paymentMethod: 'cod' },
  });
  renderConfirmation(makeConfirmationState({ cartItems: [small] }));
  await waitFor(() => expect(option(/Cash on Delivery/)).toBeEnabled());
  await userEvent.click(option(/Cash on Delivery/));
  await userEvent.click(screen.getByRole('button', { name: 'Place order (Cash on Delivery)' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/order-success');
  expect(post).toHaveBeenCalledWith(
    '/api/payment/create-order',
    expect.objectContaining({ amount: 5300.4, payment_method: 'cod' }),
    expect.anything(),
  );
  expect(FakeRazorpay.instances).toHaveLength(0);
  expect(locationState()).toMatchObject({
    orderId: 52,
    codToConfirm: true,
    codFee: 4900,
    grandTotal: 530040,
  });
  // What the order took left the page's cart (the api took it from the server cart).
  expect(useCartStore.getState().lines.map((line) => [line.id, line.quantity])).toEqual([
    [stabilizer.id, 1],
    [board.id, 1],
  ]);
});

test('above COD_MAX_ORDER_RUPEES Cash on Delivery is shown disabled with the reason', async () => {
  answerGets([home]);
  renderConfirmation(makeConfirmationState({ cartItems: [{ ...small, quantity: 2 }] }));
  await waitFor(() =>
    expect(screen.getByTestId('cod-reason')).toHaveTextContent(COD_MESSAGES.tooLarge(1_000_000)),
  );
  expect(option(/Cash on Delivery/)).toBeDisabled();
  expect(option(/Pay online/)).toBeChecked();
});

test('at a pincode without COD, or with two open COD orders, the reason is said', async () => {
  answerGets([home], undefined, { pincodeAllowsCod: false, openCodOrders: 0 });
  const { unmount } = renderConfirmation(makeConfirmationState({ cartItems: [small] }));
  await waitFor(() => expect(screen.getByTestId('cod-reason')).toHaveTextContent(COD_MESSAGES.pincode));
  unmount();
  answerGets([home], undefined, { pincodeAllowsCod: true, openCodOrders: 2 });
  renderConfirmation(makeConfirmationState({ cartItems: [small] }));
  await waitFor(() => expect(screen.getByTestId('cod-reason')).toHaveTextContent(COD_MESSAGES.tooMany(2)));
  expect(option(/Cash on Delivery/)).toBeDisabled();
});
