import { apiClient, useSessionStore } from '@harmony/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { httpError } from '@harmony/shared/testing/http-errors';
import { locationState, Where } from '../../../../testing/render-route';
import { signedInForEachTest } from '../../testing/order-fixtures';
import { OrderList } from '../order-list';

function renderOrders() {
  return render(
    <MemoryRouter initialEntries={['/profile']}>
      <Routes>
        <Route path="/profile" element={<OrderList />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const order = {
  order_id: 12,
  created_at: '2026-11-21T10:35:00.000Z',
  status: 'OUT_FOR_DELIVERY',
  items: [
    {
      product_id: 3,
      title: 'Harmony M1 Stabilizer',
      brand: 'Harmony',
      image: '/api/images/products/m1.svg',
      quantity: 2,
      price: '4,999',
    },
    { product_id: 4, title: '', brand: 'Harmony', image: null, quantity: 1, price: 1249.5 },
  ],
};

signedInForEachTest();

test("says 'Loading orders...' then shows a card per order", async () => {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue({ status: 200, data: { success: true, data: [order] } });
  renderOrders();
  expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
  const card = await screen.findByRole('article', { name: 'Order #12' });
  expect(get).toHaveBeenCalledWith('/api/orders/user/7', expect.anything());
  expect(card).toHaveTextContent('21 Nov 2026, 4:05 pm');
  const status = within(card).getByText('Out for delivery');
  expect(status).toHaveClass('out_for_delivery');

  const lines = within(card).getAllByRole('link');
  expect(lines[0]).toHaveTextContent('Harmony M1 Stabilizer');
  expect(lines[0]).toHaveTextContent('Qty: 2');
  expect(lines[0]).toHaveTextContent('Price: ₹4,999.00');
  expect(lines[0]!.querySelector('img')).toHaveAttribute('src', '/api/images/products/m1.svg');
  expect(lines[1]).toHaveTextContent('No product name');
  expect(lines[1]).toHaveTextContent('Price: ₹1,249.50');
  expect(lines[1]!.querySelector('img')).toBeNull();
  expect(lines[1]!.querySelector('svg')).not.toBeNull();
});

test('a line leads to the order with the product id in navigation state', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: { success: true, data: [order] } });
  renderOrders();
  const card = await screen.findByRole('article', { name: 'Order #12' });
  await userEvent.click(within(card).getAllByRole('link')[1]!);
  expect(screen.getByTestId('location')).toHaveTextContent('/order/12');
  expect(locationState()).toEqual({ productId: 4 });
});

test("says 'No orders found.' for none, and after a failure that is only logged", async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(apiClient, 'get').mockResolvedValueOnce({ status: 200, data: { success: true, data: [] } });
  const { unmount } = renderOrders();
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  unmount();

  jest.spyOn(apiClient, 'get').mockRejectedValueOnce(httpError(500));
  renderOrders();
  expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalled();
});

test('asks nothing without a stored user', () => {
  act(() => useSessionStore.setState({ user: null }));
  const get = jest.spyOn(apiClient, 'get');
  renderOrders();
  expect(get).not.toHaveBeenCalled();
  expect(screen.getByText('No orders found.')).toBeInTheDocument();
});

test('shows a page at a time: "Show more orders" asks for the orders after the last one shown', async () => {
  const page = (id: number) => ({ ...order, order_id: id });
  const get = jest
    .spyOn(apiClient, 'get')
    .mockResolvedValueOnce({ status: 200, data: { success: true, data: [page(30), page(29)], next: 29 } })
    .mockRejectedValueOnce(httpError(500))
    .mockResolvedValueOnce({ status: 200, data: { success: true, data: [page(12)], next: null } });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderOrders();
  await screen.findByRole('article', { name: 'Order #29' });

  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'More orders could not be loaded. Please try again.',
  );
  expect(screen.getAllByRole('article')).toHaveLength(2);

  await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
  await screen.findByRole('article', { name: 'Order #12' });
  expect(get).toHaveBeenLastCalledWith('/api/orders/user/7', { signal: undefined, params: { after: 29 } });
  expect(screen.getAllByRole('article').map((card) => card.textContent?.slice(0, 9))).toEqual([
    'Order #30',
    'Order #29',
    'Order #12',
  ]);
  expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an order with a coupon shows its discount under the order total', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    status: 200,
    data: {
      success: true,
      data: [
        { ...order, order_id: 14, discount: 50000, coupon_code: 'WELCOME10', total: 1128488 },
        { ...order, order_id: 13, discount: 0, coupon_code: null, total: 1180988 },
      ],
    },
  });
  renderOrders();
  const discounted = await screen.findByRole('article', { name: 'Order #14' });
  const amounts = discounted.querySelector('footer')!;
  expect(Array.from(amounts.querySelectorAll('dt'), (term) => term.textContent)).toEqual([
    'Order Total',
    'Discount (WELCOME10)',
  ]);
  expect(within(discounted).getByTestId('order-total-14')).toHaveTextContent('₹11,284.88');
  expect(within(discounted).getByTestId('order-discount-14')).toHaveTextContent('−₹500.00');

  const plain = screen.getByRole('article', { name: 'Order #13' });
  expect(within(plain).getByTestId('order-total-13')).toHaveTextContent('₹11,809.88');
  expect(within(plain).queryByText(/^Discount/)).not.toBeInTheDocument();
});

test('a card says how much tax its total includes, at the rate that order was charged', async () => {
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    status: 200,
    data: {
      success: true,
      data: [
        { ...order, order_id: 15, tax: 202455, tax_rate_percent: 18, total: 1327205 },
        { ...order, order_id: 11, tax: 56238, tax_rate_percent: 5, total: 1180988 },
      ],
    },
  });
  renderOrders();
  const card = await screen.findByRole('article', { name: 'Order #15' });
  expect(within(card).getByTestId('order-tax-15')).toHaveTextContent('Includes Tax (18%): ₹2,024.55');
  const older = screen.getByRole('article', { name: 'Order #11' });
  expect(within(older).getByTestId('order-tax-11')).toHaveTextContent('Includes Tax (5%): ₹562.38');
});
