import { apiClient, confirmAction, showToast, type Order } from '@harmony/shared';
import { CANCELLATION_MESSAGES } from '@harmony/shared/timeline';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { makeOrder, signedInForEachTest } from '../../testing/order-fixtures';
import { OrderDetailPage } from '../order-detail-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  confirmAction: jest.fn(),
  showToast: jest.fn(() => Promise.resolve()),
}));

const confirmMock = jest.mocked(confirmAction);
const toastMock = jest.mocked(showToast);

// One M1: ₹4,999 + 5% = ₹5,248.95.
const paidOrder = makeOrder({
  items: [makeOrder().items[0]!].map((item) => ({ ...item, quantity: 1 })),
  subtotal: 499900,
  tax: 24995,
  total: 524895,
  invoice: { number: 'HAR/26-27/000012', date: '2026-11-21', download_url: '/api/orders/12/invoice' },
  cancelled_at: null,
  refund: null,
  credit_note: null,
});

const cancelledOrder = (refundStatus: 'pending' | 'processed'): Order => ({
  ...paidOrder,
  status: 'cancelled',
  cancelled_at: '2026-11-22T04:30:00.000Z',
  refund: {
    status: refundStatus,
    amount: 524895,
    requested_at: '2026-11-22T04:30:00.000Z',
    refunded_at: refundStatus === 'processed' ? '2026-11-22T04:30:01.000Z' : null,
  },
  credit_note: {
    number: 'HCN/26-27/000003',
    date: '2026-11-22',
    download_url: '/api/orders/12/credit-note',
  },
});

function renderDetail(order: Order) {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: { success: true, data: order } });
  return renderRoute(<OrderDetailPage />, '/order/:orderId', { pathname: '/order/12' });
}

const steps = () =>
  within(screen.getByRole('region', { name: 'Order Status' }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.dataset.done]);

signedInForEachTest();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  confirmMock.mockReset();
  toastMock.mockClear();
});

test('a paid order that has not shipped is cancelled after the confirmation; the page shows Cancelled and the refund', async () => {
  renderDetail(paidOrder);
  confirmMock.mockResolvedValue(true);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
    status: 200,
    data: { success: true, message: CANCELLATION_MESSAGES.cancelled, data: cancelledOrder('processed') },
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(confirmMock).toHaveBeenCalledWith(
    'Cancel this order?',
    'The full amount of ₹5,248.95 goes back to the way you paid. This cannot be undone.',
    'Yes, cancel the order',
    'Keep the order',
  );
  expect(post).toHaveBeenCalledWith('/api/orders/12/cancel');
  expect(toastMock).toHaveBeenCalledWith(CANCELLATION_MESSAGES.cancelled, { timer: 3000 });

  expect(steps()).toEqual([
    ['Order Placed (done)21 Nov 2026, 4:05 pm', 'true'],
    ['Cancelled (done)22 Nov 2026, 10:00 am', 'true'],
    ['Refunded (done)22 Nov 2026, 10:00 am', 'true'],
  ]);
  const refund = screen.getByRole('region', { name: 'Refund' });
  expect(refund).toHaveTextContent('Refund of ₹5,248.95 processed to your original payment method.');
  expect(within(refund).getByRole('button', { name: 'Download credit note (PDF)' })).toBeInTheDocument();
  expect(refund).toHaveTextContent('Credit note HCN/26-27/000003');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

test('keeping the order sends nothing', async () => {
  renderDetail(paidOrder);
  confirmMock.mockResolvedValue(false);
  const post = jest.spyOn(apiClient, 'post');
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
});

test("a refusal (it shipped meanwhile) is said in the api's words", async () => {
  renderDetail(paidOrder);
  confirmMock.mockResolvedValue(true);
  jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(409, CANCELLATION_MESSAGES.alreadyShipped));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CANCELLATION_MESSAGES.alreadyShipped);
  expect(toastMock).not.toHaveBeenCalled();
});

test.each([
  ['shipped', 'paid'],
  ['pending', 'created'],
])('a %s order with payment %s offers no Cancel', async (status, paymentStatus) => {
  renderDetail({ ...paidOrder, status, payment_status: paymentStatus });
  await screen.findByRole('region', { name: 'Order Status' });
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

test('a cancelled order whose refund is on its way: Refunded is pending', async () => {
  renderDetail(cancelledOrder('pending'));
  await screen.findByRole('region', { name: 'Order Status' });
  expect(steps()).toEqual([
    ['Order Placed (done)21 Nov 2026, 4:05 pm', 'true'],
    ['Cancelled (done)22 Nov 2026, 10:00 am', 'true'],
    ['RefundedPending', 'false'],
  ]);
  expect(screen.getByRole('region', { name: 'Refund' })).toHaveTextContent(
    'Refund of ₹5,248.95 initiated. Banks usually take 5–7 working days.',
  );
});
