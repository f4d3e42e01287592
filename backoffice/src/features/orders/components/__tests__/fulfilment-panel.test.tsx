import { COURIER_MESSAGES, FULFILMENT_MESSAGES } from '@harmony/shared/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fulfilOrder } from '../../api/orders-api';
import type { StaffOrderDetail } from '../../types/staff-order';
import { FulfilmentPanel } from '../fulfilment-panel';

jest.mock('../../api/orders-api', () => ({
  ...jest.requireActual('../../api/orders-api'),
  fulfilOrder: jest.fn(),
}));
const fulfilMock = jest.mocked(fulfilOrder);

const detail = (status: string, fields: Partial<StaffOrderDetail> = {}): StaffOrderDetail => ({
  order: { order_id: 12, created_at: '2026-11-21T10:35:00Z', status, payment_status: 'paid', items: [] },
  user_id: 3,
  gateway_order_id: null,
  gateway_payment_id: null,
  paid_at: null,
  notes: [],
  mails: [],
  history: [],
  ...fields,
});

afterEach(() => jest.resetAllMocks());

test('a new order is packed first, one press', async () => {
  const user = userEvent.setup();
  const packed = detail('packed');
  fulfilMock.mockResolvedValue(packed);
  const onChanged = jest.fn();
  render(<FulfilmentPanel detail={detail('pending')} onChanged={onChanged} />);
  expect(screen.queryByLabelText('Courier')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Mark packed' }));
  expect(fulfilMock).toHaveBeenCalledWith(12, { from: 'pending', to: 'packed' });
  expect(onChanged).toHaveBeenCalledWith(packed);
  expect(await screen.findByText('Marked packed.')).toBeInTheDocument();
});

test('Ship books the courier; a parcel sent another way ships with both its courier and number', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const shipped = detail('shipped');
  fulfilMock.mockResolvedValue(shipped);
  const { unmount } = render(<FulfilmentPanel detail={detail('packed')} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Ship' }));
  expect(fulfilMock).toHaveBeenCalledWith(12, { from: 'packed', to: 'shipped' });
  expect(onChanged).toHaveBeenCalledWith(shipped);
  unmount();
  fulfilMock.mockClear();
  render(<FulfilmentPanel detail={detail('packed')} onChanged={onChanged} />);
  await user.click(screen.getByText(/^Sent another way\?/));
  await user.type(screen.getByLabelText('Courier'), 'Delhivery');
  await user.click(screen.getByRole('button', { name: 'Ship' }));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Enter both the courier and its tracking number, or neither to book the courier.',
  );
  expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
  expect(fulfilMock).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('Tracking number'), ' AWB123 ');
  await user.click(screen.getByRole('button', { name: 'Ship' }));
  expect(fulfilMock).toHaveBeenCalledWith(12, {
    from: 'packed',
    to: 'shipped',
    courier: 'Delhivery',
    tracking_number: 'AWB123',
  });
  expect(await screen.findByText('Marked shipped.')).toBeInTheDocument();
});

test('a courier that cannot book says so, and the order stays packed', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  fulfilMock.mockRejectedValue(
    Object.assign(new Error('Request failed with status code 502'), {
      response: { status: 502, data: { message: COURIER_MESSAGES.bookingFailed } },
    }),
  );
  render(<FulfilmentPanel detail={detail('packed')} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Ship' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(COURIER_MESSAGES.bookingFailed);
  expect(onChanged).not.toHaveBeenCalled();
});

test('a stale page learns the order moved on and gets the fresh order', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const fresh = detail('out_for_delivery');
  fulfilMock.mockRejectedValue(
    Object.assign(new Error('Request failed with status code 409'), {
      response: { status: 409, data: { message: FULFILMENT_MESSAGES.changed, detail: fresh } },
    }),
  );
  render(<FulfilmentPanel detail={detail('shipped')} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Mark out for delivery' }));
  expect(onChanged).toHaveBeenCalledWith(fresh);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This order changed since you opened it: it now shows as it is. Check it before acting again.',
  );
});

test('an unpaid or delivered order offers no step', () => {
  const { unmount } = render(
    <FulfilmentPanel
      detail={{ ...detail('pending'), order: { ...detail('pending').order, payment_status: 'failed' } }}
      onChanged={jest.fn()}
    />,
  );
  expect(screen.getByText('Not paid: nothing to fulfil.')).toBeInTheDocument();
  unmount();
  render(<FulfilmentPanel detail={detail('completed')} onChanged={jest.fn()} />);
  expect(screen.getByText('Delivered: no further step.')).toBeInTheDocument();
  expect(screen.queryByRole('button')).toBeNull();
});

test('a Cash on Delivery order is packed only once its customer confirmed it', () => {
  const pending = detail('pending');
  const cod = (confirmed: boolean) => ({
    ...pending,
    order: {
      ...pending.order,
      payment_status: 'cod',
      cod: { confirmed, confirm_by: null, collected: false },
    },
  });
  const { unmount } = render(<FulfilmentPanel detail={cod(false)} onChanged={jest.fn()} />);
  expect(
    screen.getByText('Cash on Delivery, not confirmed by the customer yet: not to pack.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Mark packed' })).toBeNull();
  unmount();
  render(<FulfilmentPanel detail={cod(true)} onChanged={jest.fn()} />);
  expect(screen.getByRole('button', { name: 'Mark packed' })).toBeInTheDocument();
});
