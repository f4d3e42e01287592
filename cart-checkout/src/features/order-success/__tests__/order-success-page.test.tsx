import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { board, stabilizer } from '../../../testing/checkout-fixtures';
import { Where } from '../../../testing/render-confirmation';
import type { OrderSuccessState } from '../../../types/order-success';
import { OrderSuccessPage } from '../components/order-success-page';

const success: OrderSuccessState = {
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
  date: '2026-11-21T10:35:00.000Z',
};

function renderSuccess(state: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/order-success', state }]}>
      <Routes>
        <Route path="/order-success" element={<OrderSuccessPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

test('shows the receipt: message, customer, addresses, date, number, method, items and totals', () => {
  renderSuccess(success);
  const receipt = screen.getByRole('article', { name: 'Thank you! Your order has been placed.' });
  expect(receipt).toHaveTextContent(
    "Your order will be processed within 24 hours during working days. You'll receive an email once it's shipped.",
  );

  const customer = within(receipt).getByRole('region', { name: 'Customer Details' });
  expect(customer).toHaveTextContent('Priya Raman');
  expect(customer).toHaveTextContent('priya@example.in');
  expect(customer).toHaveTextContent('9876543210');
  expect(screen.getByTestId('success-shipping')).toHaveTextContent(
    '4 Office Park, Chennai, Tamil Nadu - 600002',
  );
  expect(screen.getByTestId('success-billing')).toHaveTextContent(
    '3 Home Road, Coimbatore, Tamil Nadu - 641001',
  );
  expect(row('Date')).toHaveTextContent('21 Nov 2026, 4:05 pm');
  expect(row('Order Number')).toHaveTextContent('#41');
  expect(row('Payment Method')).toHaveTextContent('card');

  const items = within(within(receipt).getByRole('region', { name: 'Items' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(stabilizer.title);
  expect(items[0]).toHaveTextContent('Qty: 2');
  expect(items[0]).toHaveTextContent('₹9,998.00');
  expect(items[1]).toHaveTextContent('₹1,249.50');

  expect(screen.getByTestId('success-subtotal')).toHaveTextContent('₹11,247.50');
  expect(screen.queryByTestId('success-discount')).not.toBeInTheDocument();
  expect(screen.getByTestId('success-shipping-cost')).toHaveTextContent('₹0.00');
  expect(screen.getByTestId('success-tax')).toHaveTextContent('₹562.38');
  expect(screen.getByTestId('success-total')).toHaveTextContent('₹11,809.88');
  expect(row('Product Tax')).toBeInTheDocument();
  expect(row('Order Total')).toBeInTheDocument();
  expect(document.title).toBe('Order #41 placed · Harmony');
});

test('a discount above 0 is listed', () => {
  renderSuccess({ ...success, discount: 50000 });
  expect(screen.getByTestId('success-discount')).toHaveTextContent('₹500.00');
});

test('a coupon discount is listed with its code, between Subtotal and Shipping, in paise', () => {
  // WELCOME10 on 11,247.50: 500.00 off; tax 5% of 10,747.50 = 537.375 → 537.38; total 11,284.88
  renderSuccess({ ...success, discount: 50000, couponCode: 'WELCOME10', tax: 53738, grandTotal: 1128488 });
  const totals = row('Subtotal').parentElement!;
  expect(totals).toHaveAccessibleName('Order totals');
  const labels = Array.from(totals.querySelectorAll('dt'), (term) => term.textContent);
  expect(labels).toEqual(['Subtotal', 'Discount (WELCOME10)', 'Shipping', 'Product Tax', 'Order Total']);
  expect(row('Discount (WELCOME10)')).toHaveTextContent('−₹500.00');
  expect(screen.getByTestId('success-discount')).toHaveTextContent('−₹500.00');
  expect(screen.getByTestId('success-tax')).toHaveTextContent('₹537.38');
  expect(screen.getByTestId('success-total')).toHaveTextContent('₹11,284.88');
});

test('a discount of 0 shows no Discount line, even with a code', () => {
  renderSuccess({ ...success, discount: 0, couponCode: 'WELCOME10' });
  expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument();
  expect(screen.queryByTestId('success-discount')).not.toBeInTheDocument();
});

test("says 'Not Provided' for missing addresses", () => {
  renderSuccess({ ...success, billingAddress: '', shippingAddress: undefined });
  expect(screen.getByTestId('success-shipping')).toHaveTextContent('Not Provided');
  expect(screen.getByTestId('success-billing')).toHaveTextContent('Not Provided');
});

test('Print PDF prints the page; Continue Shopping goes home', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => {});
  renderSuccess(success);
  await userEvent.click(screen.getByRole('button', { name: 'Print PDF' }));
  expect(print).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('link', { name: 'Continue Shopping' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  print.mockRestore();
});

test.each([null, {}, { cartItems: [] }])(
  "without an order (%p) says 'No Order Found' with Go to Home",
  async (state) => {
    renderSuccess(state);
    expect(screen.getByRole('heading', { level: 1, name: 'No Order Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  },
);

test('Product Tax says the GST rate the order was charged', () => {
  // 11,247.50 at 18% = 2,024.55; total 13,272.05
  renderSuccess({ ...success, tax: 202455, taxRatePercent: 18, grandTotal: 1327205 });
  expect(row('Product Tax')).toHaveTextContent('GST at 18%');
  expect(screen.getByTestId('success-tax')).toHaveTextContent('₹2,024.55');
  expect(screen.getByTestId('success-total')).toHaveTextContent('₹13,272.05');
});

test('a delivery charge shows on the Shipping line, and a COD fee on its own', () => {
  renderSuccess({ ...success, shipping: 4900, codFee: 4900 });
  expect(screen.getByTestId('success-shipping-cost')).toHaveTextContent('₹49.00');
  expect(row('Cash on Delivery fee')).toHaveTextContent('₹49.00');
});
