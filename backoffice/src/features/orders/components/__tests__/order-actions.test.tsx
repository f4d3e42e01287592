import { confirmAction } from '@harmony/shared';
import { FULFILMENT_MESSAGES } from '@harmony/shared/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cancelOrder, retryRefund } from '../../api/orders-api';
import type { StaffOrderDetail } from '../../types/staff-order';
import { OrderActions } from '../order-actions';

jest.mock('@harmony/shared', () => ({ ...jest.requireActual('@harmony/shared'), confirmAction: jest.fn() }));
jest.mock('../../api/orders-api', () => ({
  ...jest.requireActual('../../api/orders-api'),
  cancelOrder: jest.fn(),
  retryRefund: jest.fn(),
}));
const confirmMock = jest.mocked(confirmAction);
const cancelMock = jest.mocked(cancelOrder);
const retryMock = jest.mocked(retryRefund);

const detail = (order: Partial<StaffOrderDetail['order']>): StaffOrderDetail => ({
  order: {
    order_id: 12,
    created_at: '2026-11-21T10:35:00Z',
    status: 'pending',
    payment_status: 'paid',
    items: [],
    total: 524_895,
    ...order,
  },
  user_id: 3,
  gateway_order_id: 'order_1',
  gateway_payment_id: 'pay_1',
  paid_at: null,
  notes: [],
  mails: [],
  history: [],
});
const refund = (status: 'failed' | 'processed') => ({
  amount: 524_895,
  status,
  requested_at: '2026-11-21T11:00:00Z',
  refunded_at: null,
});

afterEach(() => jest.resetAllMocks());

test('cancel and refund asks first, names the amount, and shows the cancelled order', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const cancelled = detail({ status: 'cancelled', refund: refund('processed') });
  confirmMock.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  cancelMock.mockResolvedValue(cancelled);
  render(<OrderActions detail={detail({})} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
  expect(confirmMock.mock.calls[0]?.[1]).toMatch(/^₹5,248\.95 goes back/);
  expect(cancelMock).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
  expect(cancelMock).toHaveBeenCalledWith(12, 'pending');
  expect(onChanged).toHaveBeenCalledWith(cancelled);
  expect(await screen.findByText('Cancelled. The refund is under way.')).toBeInTheDocument();
});

test('a stale page is shown the order as it is now', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const fresh = detail({ status: 'shipped' });
  confirmMock.mockResolvedValue(true);
  cancelMock.mockRejectedValue(
    Object.assign(new Error('Request failed with status code 409'), {
      response: { status: 409, data: { message: FULFILMENT_MESSAGES.changed, detail: fresh } },
    }),
  );
  render(<OrderActions detail={detail({})} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
  expect(onChanged).toHaveBeenCalledWith(fresh);
  expect(await screen.findByRole('alert')).toHaveTextContent(/This order changed since you opened it/);
});

test('a failed refund offers to ask again; a shipped order offers no cancel', async () => {
  const user = userEvent.setup();
  retryMock.mockResolvedValue(detail({ status: 'cancelled', refund: refund('processed') }));
  const { unmount } = render(
    <OrderActions detail={detail({ status: 'cancelled', refund: refund('failed') })} onChanged={jest.fn()} />,
  );
  expect(screen.getByText('Failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend confirmation mail' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Ask for the refund again' }));
  expect(await screen.findByText('Refund asked again: processed.')).toBeInTheDocument();
  unmount();
  render(<OrderActions detail={detail({ status: 'shipped' })} onChanged={jest.fn()} />);
  expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Resend confirmation mail' })).toBeInTheDocument();
});
