import { apiClient, type Order, useSessionStore } from '@harmony/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { locationState, renderRoute } from '../../../../testing/render-route';
import { makeOrder, signedInForEachTest } from '../../testing/order-fixtures';
import { OrderDetailPage } from '../order-detail-page';

function answer(order: Order) {
  return jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ status: 200, data: { success: true, data: order } });
}

function renderDetail(state?: unknown, path = '/order/12') {
  return renderRoute(<OrderDetailPage />, '/order/:orderId', { pathname: path, state });
}

function timeline() {
  const section = screen.getByRole('region', { name: 'Order Status' });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent ?? '', done: item.dataset.done === 'true' }));
}

signedInForEachTest();

test("says 'Loading order...' then shows the header, every line, delivery and price details", async () => {
  const get = answer(makeOrder());
  renderDetail();
  expect(screen.getByRole('status')).toHaveTextContent('Loading order...');

  const heading = await screen.findByRole('heading', { level: 1 });
  expect(get).toHaveBeenCalledWith('/api/orders/12', expect.anything());
  expect(heading).toHaveTextContent('My Orders > Order #12 | 21 Nov 2026, 4:05 pm');
  expect(document.title).toBe('Order #12 · Harmony');

  const stabilizer = screen.getByRole('article', { name: 'Harmony M1 Stabilizer' });
  expect(stabilizer).toHaveTextContent('Brand: Harmony');
  expect(stabilizer).toHaveTextContent('Qty: 2');
  expect(stabilizer).toHaveTextContent('₹4,999.00');
  expect(stabilizer.querySelector('img')).toHaveAttribute('src', '/api/images/products/m1.svg');
  const board = screen.getByRole('article', { name: 'Four-Socket Extension Board' });
  expect(board).toHaveTextContent('Brand: N/A');
  expect(board).toHaveTextContent('₹1,249.50');
  expect(board.querySelector('img')).toBeNull();
  expect(board.querySelector('svg')).not.toBeNull();

  const delivery = screen.getByRole('region', { name: 'Delivery Details' });
  expect(within(delivery).getByText('Asha Menon')).toBeInTheDocument();
  expect(within(delivery).getByText('9876543210, 9123456780')).toBeInTheDocument();
  expect(within(delivery).getByText('12 MG Road, Bengaluru, Karnataka - 560038')).toBeInTheDocument();

  // 2 × 4,999 + 1,249.50 = 11,247.50; 5% of the subtotal = 562.375 → 562.38; total 11,809.88
  expect(screen.getByTestId('detail-subtotal')).toHaveTextContent('₹11,247.50');
  expect(screen.getByTestId('detail-tax')).toHaveTextContent('₹562.38');
  expect(screen.getByTestId('detail-total')).toHaveTextContent('₹11,809.88');
  expect(screen.getByTestId('detail-paid-by')).toHaveTextContent('card');
});

test('My Orders in the header leads back to the orders tab of the profile', async () => {
  answer(makeOrder());
  renderDetail();
  await userEvent.click(await screen.findByRole('link', { name: 'My Orders' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  expect(locationState()).toEqual({ tab: 'orders' });
});

test.each([
  ['pending', ['Order Placed']],
  ['shipped', ['Order Placed', 'Packed', 'Shipped']],
  ['out_for_delivery', ['Order Placed', 'Packed', 'Out for Delivery']],
  ['completed', ['Order Placed', 'Packed', 'Shipped', 'Delivered']],
])('the timeline for a %s order ticks %p', async (status, done) => {
  answer(makeOrder({ status }));
  renderDetail();
  await screen.findByRole('region', { name: 'Order Status' });
  const rows = timeline();
  expect(rows.map((row) => row.text.split(' (done)')[0]!.replace(/Pending$/, ''))).toEqual([
    'Order Placed',
    'Packed',
    'Shipped',
    'Out for Delivery',
    'Delivered',
  ]);
  expect(rows.filter((row) => row.done).map((row) => row.text.split(' (done)')[0])).toEqual(done);
  for (const row of rows) {
    if (row.done) expect(row.text).not.toContain('Pending');
    else expect(row.text).toMatch(/Pending$/);
  }
  expect(rows[0]!.text).toContain('21 Nov 2026, 4:05 pm');
});

test('with a product id in navigation state only that line is shown and priced', async () => {
  answer(makeOrder());
  renderDetail({ productId: 4 });
  expect(await screen.findByRole('article', { name: 'Four-Socket Extension Board' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Harmony M1 Stabilizer' })).not.toBeInTheDocument();
  expect(screen.getByTestId('detail-subtotal')).toHaveTextContent('₹1,249.50');
  expect(screen.getByTestId('detail-tax')).toHaveTextContent('₹62.48');
  expect(screen.getByTestId('detail-total')).toHaveTextContent('₹1,311.98');

  await userEvent.click(screen.getByRole('link', { name: 'Show all 2 items of this order' }));
  expect(await screen.findByRole('article', { name: 'Harmony M1 Stabilizer' })).toBeInTheDocument();
});

test("shows 'N/A' for a missing customer, phone, address and payment method", async () => {
  answer(makeOrder({ customer: '', phone: [], shipping_address: null, payment: null, status: 'completed' }));
  renderDetail();
  const delivery = await screen.findByRole('region', { name: 'Delivery Details' });
  expect(within(delivery).getAllByText('N/A')).toHaveLength(3);
  expect(screen.getByTestId('detail-paid-by')).toHaveTextContent('N/A');
});

test("a business buyer's order names the legal name and GSTIN its invoice is billed to", async () => {
  answer(makeOrder({ business_buyer: { gstin: '29AAGCB7383J1Z4', legal_name: 'Bharat Traders Pvt Ltd' } }));
  const { unmount } = renderDetail();
  const delivery = await screen.findByRole('region', { name: 'Delivery Details' });
  expect(within(delivery).getByText('Invoice to').nextSibling).toHaveTextContent('Bharat Traders Pvt Ltd');
  expect(within(delivery).getByText('GSTIN').nextSibling).toHaveTextContent('29AAGCB7383J1Z4');
  unmount();
  answer(makeOrder({ business_buyer: null }));
  renderDetail();
  const consumer = await screen.findByRole('region', { name: 'Delivery Details' });
  expect(within(consumer).queryByText('GSTIN')).not.toBeInTheDocument();
});

test("a shipped order names its courier and tracking number, with the courier's page when it has one", async () => {
  const shipment = {
    courier: 'Delhivery',
    tracking_number: 'AWB7788990011',
    tracking_url: 'https://www.delhivery.com/track/package/AWB7788990011',
    shipped_at: '2026-11-22T10:00:00Z',
  };
  answer(makeOrder({ status: 'shipped', shipment }));
  const { unmount } = renderDetail();
  const delivery = await screen.findByRole('region', { name: 'Delivery Details' });
  expect(within(delivery).getByText('Delhivery')).toBeInTheDocument();
  expect(within(delivery).getByText(/AWB7788990011/)).toBeInTheDocument();
  expect(within(delivery).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    shipment.tracking_url,
  );
  unmount();
  answer(
    makeOrder({ status: 'shipped', shipment: { ...shipment, courier: 'India Post', tracking_url: null } }),
  );
  renderDetail();
  const withoutLink = await screen.findByRole('region', { name: 'Delivery Details' });
  expect(within(withoutLink).getByText('India Post')).toBeInTheDocument();
  expect(within(withoutLink).queryByRole('link', { name: 'Track your parcel' })).toBeNull();
});

test("says 'Order not found.' when the fetch fails, after it is logged", async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, 'Order not found.'));
  renderDetail();
  expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});

test("says 'Order not found.' for an unsuccessful answer, and for an id that is no number", async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: { success: false } });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const { unmount } = renderDetail();
  expect(await screen.findByText('Order not found.')).toBeInTheDocument();
  unmount();

  get.mockClear();
  renderDetail(undefined, '/order/abc');
  expect(screen.getByText('Order not found.')).toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

test('sends a signed-out visitor to /login and fetches nothing', () => {
  act(() => useSessionStore.setState({ token: null, user: null }));
  const get = jest.spyOn(apiClient, 'get');
  renderDetail();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(locationState()).toEqual({ from: '/order/12' });
  expect(get).not.toHaveBeenCalled();
});

describe('an order with a coupon', () => {
  // WELCOME10 on 11,247.50: 500.00 off; tax 5% of 10,747.50 = 537.375 → 537.38; charged 11,284.88.
  const withCoupon = () =>
    makeOrder({ discount: 50000, coupon_code: 'WELCOME10', subtotal: 1124750, tax: 53738, total: 1128488 });
  const terms = () =>
    Array.from(
      screen.getByRole('region', { name: 'Price Details' }).querySelectorAll('dt'),
      (term) => term.textContent,
    );

  it('shows "Discount (CODE)" between Subtotal and Tax, with the tax and total that were charged', async () => {
    answer(withCoupon());
    renderDetail();
    const discount = await screen.findByTestId('detail-discount');
    expect(terms()).toEqual(['Subtotal', 'Discount (WELCOME10)', 'Tax (5%)', 'Total Amount', 'Paid By']);
    expect(screen.getByTestId('detail-subtotal')).toHaveTextContent('₹11,247.50');
    expect(discount).toHaveTextContent('−₹500.00');
    expect(screen.getByTestId('detail-tax')).toHaveTextContent('₹537.38');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹11,284.88');
    expect(screen.getByTestId('detail-paid-by')).toHaveTextContent('card');
  });

  it('keeps the whole order’s amounts when one product is shown, and says so', async () => {
    answer(withCoupon());
    renderDetail({ productId: 4 });
    expect(await screen.findByTestId('detail-subtotal')).toHaveTextContent('₹11,247.50');
    expect(screen.getByText('All 2 items of this order')).toBeInTheDocument();
    expect(screen.getByTestId('detail-discount')).toHaveTextContent('−₹500.00');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹11,284.88');
  });

  it('an order without a discount keeps SPEC’s rule and shows no Discount line', async () => {
    answer(makeOrder({ discount: 0, coupon_code: null, tax: 99999, total: 9999999 }));
    renderDetail();
    expect(await screen.findByTestId('detail-tax')).toHaveTextContent('₹562.38');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹11,809.88');
    expect(screen.queryByTestId('detail-discount')).not.toBeInTheDocument();
    expect(terms()).toEqual(['Subtotal', 'Tax (5%)', 'Total Amount', 'Paid By']);
  });
});

describe("the order's own tax rate", () => {
  const terms = () =>
    Array.from(
      screen.getByRole('region', { name: 'Price Details' }).querySelectorAll('dt'),
      (term) => term.textContent,
    );

  it('shows and computes the rate the order was charged, whatever the rate is today', async () => {
    // 11,247.50 at 18% = 2,024.55; total 13,272.05
    answer(makeOrder({ tax_rate_percent: 18, tax: 202455, total: 1327205 }));
    renderDetail();
    expect(await screen.findByTestId('detail-tax')).toHaveTextContent('₹2,024.55');
    expect(terms()).toEqual(['Subtotal', 'Tax (18%)', 'Total Amount', 'Paid By']);
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹13,272.05');
  });

  it('works the tax of the one product shown out at that rate', async () => {
    answer(makeOrder({ tax_rate_percent: 18, tax: 202455, total: 1327205 }));
    renderDetail({ productId: 4 });
    // 1,249.50 at 18% = 224.91
    expect(await screen.findByTestId('detail-tax')).toHaveTextContent('₹224.91');
    expect(screen.getByTestId('detail-total')).toHaveTextContent('₹1,474.41');
  });

  it('without the rate in the answer, shows what was charged and names no rate', async () => {
    answer(makeOrder({ tax_rate_percent: undefined, tax: 202455, total: 1327205 }));
    renderDetail({ productId: 4 });
    expect(await screen.findByTestId('detail-tax')).toHaveTextContent('₹2,024.55');
    expect(terms()).toEqual(['Subtotal', 'Tax', 'Total Amount', 'Paid By']);
    expect(screen.getByText('All 2 items of this order')).toBeInTheDocument();
  });
});
