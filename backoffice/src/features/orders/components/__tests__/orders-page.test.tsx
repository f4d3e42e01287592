import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../testing/render-at';
import { downloadFile } from '@harmony/shared';
import { fetchOrders } from '../../api/orders-api';
import type { StaffOrder } from '../../types/staff-order';
import { OrdersPage } from '../orders-page';

jest.mock('../../api/orders-api');
jest.mock('@harmony/shared', () => ({ ...jest.requireActual('@harmony/shared'), downloadFile: jest.fn() }));
const downloadMock = jest.mocked(downloadFile);
const fetchMock = jest.mocked(fetchOrders);

const order = (id: number, fields: Partial<StaffOrder> = {}): StaffOrder => ({
  id,
  created_at: '2026-11-21T10:35:00.000Z',
  customer_name: 'Meera Iyer',
  customer_email: 'meera@example.in',
  customer_phone: '9123456780',
  status: 'pending',
  payment_status: 'paid',
  coupon_code: null,
  total_paise: 524_895,
  ...fields,
});

const openAt = (entry: string) => renderAt(<OrdersPage />, '/admin/orders', entry);

afterEach(() => jest.resetAllMocks());

test('reads the view from the address and shows a page of orders with its next page', async () => {
  fetchMock.mockResolvedValue({ orders: [order(42, { coupon_code: 'WELCOME10' })], next: 42 });
  openAt('/admin/orders?status=pending&q=meera');
  const row = (await screen.findByRole('rowheader', { name: '#42' })).closest('tr')!;
  expect(within(row).getByText('₹5,248.95')).toBeInTheDocument();
  expect(within(row).getByText('Paid')).toBeInTheDocument();
  expect(within(row).getByText('Not packed')).toBeInTheDocument();
  expect(within(row).getByText('WELCOME10')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0]?.[0]).toMatchObject({ status: 'pending', q: 'meera', sort: 'newest' });
  expect(screen.getByLabelText('Search')).toHaveValue('meera');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/admin/orders?status=pending&q=meera&after=42',
  );
});

test('applying filters puts them in the address and starts from the first page', async () => {
  fetchMock.mockResolvedValue({ orders: [order(7)], next: null });
  const user = userEvent.setup();
  openAt('/admin/orders?after=120');
  await screen.findByRole('rowheader', { name: '#7' });
  await user.selectOptions(screen.getByLabelText('Payment'), 'failed');
  await user.type(screen.getByLabelText('Coupon'), ' monsoon500 ');
  await user.selectOptions(screen.getByLabelText('Sort'), 'total_high');
  await user.click(screen.getByRole('button', { name: 'Show orders' }));
  expect(screen.getByTestId('address')).toHaveTextContent(
    '?payment=failed&coupon=monsoon500&sort=total_high',
  );
  expect(fetchMock.mock.calls.at(-1)?.[0]).toMatchObject({
    payment: 'failed',
    after: '',
    sort: 'total_high',
  });
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByTestId('address')).toHaveTextContent(/^$/);
});

test('says when nothing matches, and when the list could not be read', async () => {
  fetchMock.mockResolvedValueOnce({ orders: [], next: null });
  const { unmount } = openAt('/admin/orders?coupon=NOPE');
  expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
  unmount();
  fetchMock.mockRejectedValueOnce(new Error('Network Error'));
  openAt('/admin/orders');
  expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded. Try again.');
});

test('Export CSV downloads every page of the filtered list, not the page on screen', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue({ orders: [order(42)], next: 42 });
  downloadMock.mockResolvedValue();
  openAt('/admin/orders?status=shipped&after=90');
  await screen.findByRole('link', { name: '#42' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(downloadMock).toHaveBeenCalledWith('/api/admin/orders/export?status=shipped', 'harmony-orders.csv');
  downloadMock.mockRejectedValue(new Error('Network Error'));
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The CSV could not be made. Try again.');
});
