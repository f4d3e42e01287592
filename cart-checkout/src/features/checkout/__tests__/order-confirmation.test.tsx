import { showAlert, useCartStore, useSessionStore } from '@harmony/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  board,
  makeAddress,
  makeConfirmationState,
  shopper,
  stabilizer,
} from '../../../testing/checkout-fixtures';
import { answerGets, locationState, renderConfirmation } from '../../../testing/render-confirmation';
import { taxRateForEachTest } from '../../../testing/tax-rate';
import { useTaxRateStore } from '@harmony/shared/tax-rate';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const addresses = [
  makeAddress({ id: 1, type: 'billing', address: '1 Billing Street' }),
  makeAddress({ id: 2, type: 'shipping', address: '2 Shipping Lane', is_default_shipping: true }),
  makeAddress({
    id: 3,
    type: 'billing+shipping',
    address: '3 Home Road',
    city: 'Coimbatore',
    pincode: '641001',
    is_default_billing: true,
  }),
];

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const addressesLoaded = () => waitFor(() => expect(select('Select Billing Address')).toBeEnabled());
const options = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

taxRateForEachTest();
beforeEach(() => {
  act(() => {
    useSessionStore.setState({ token: 'token', user: shopper });
    useCartStore.setState({ mode: 'server', lines: [stabilizer] });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

test('is a modal dialog with My Information from the profile, the cart lines and the focus inside', async () => {
  answerGets(addresses);
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  const dialog = screen.getByRole('dialog', { name: 'Order Confirmation' });
  // A modal <dialog>: the browser makes the page behind inert and keeps the keyboard inside.
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveFocus();
  expect(document.title).toBe('Order Confirmation · Harmony');

  const info = within(dialog).getByRole('region', { name: 'My Information' });
  expect(info).toHaveTextContent('Priya Raman');
  expect(info).toHaveTextContent('priya@example.in');
  expect(info).toHaveTextContent('9876543210');

  const items = within(dialog).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(stabilizer.title);
  expect(items[0]).toHaveTextContent('Qty: 2');
  expect(items[0]).toHaveTextContent('₹9,998.00');
  expect(items[1]).toHaveTextContent('₹1,249.50');
  await addressesLoaded();
});

test('offers only billing addresses for billing and shipping for shipping, defaults chosen', async () => {
  const get = answerGets(addresses);
  renderConfirmation(makeConfirmationState());
  expect(select('Select Billing Address')).toBeDisabled();
  await addressesLoaded();
  expect(get).toHaveBeenCalledWith('/api/users/addresses', expect.anything());

  expect(options('Select Billing Address')).toEqual([
    'Choose a billing address',
    '1 Billing Street, Chennai, Tamil Nadu - 600002',
    '3 Home Road, Coimbatore, Tamil Nadu - 641001',
  ]);
  expect(options('Select Shipping Address')).toEqual([
    'Choose a shipping address',
    '2 Shipping Lane, Chennai, Tamil Nadu - 600002',
    '3 Home Road, Coimbatore, Tamil Nadu - 641001',
  ]);
  expect(select('Select Billing Address')).toHaveValue('3');
  expect(select('Select Shipping Address')).toHaveValue('2');

  await userEvent.selectOptions(select('Select Billing Address'), '1');
  expect(select('Select Billing Address')).toHaveValue('1');
});

test('without a default, the only address offered for a kind is chosen; with several, none is', async () => {
  answerGets([
    makeAddress({ id: 1, type: 'billing+shipping', address: '1 Only Billing' }),
    makeAddress({ id: 2, type: 'shipping', address: '2 Second Shipping' }),
  ]);
  renderConfirmation(makeConfirmationState());
  await addressesLoaded();
  expect(select('Select Billing Address')).toHaveValue('1');
  expect(select('Select Shipping Address')).toHaveValue('');
});

test("without both addresses chosen, Pay says '⚠️ Please select billing and shipping address.'", async () => {
  answerGets([makeAddress({ id: 1, type: 'billing', is_default_billing: true })]);
  const post = jest.spyOn(jest.requireActual('@harmony/shared').apiClient, 'post');
  renderConfirmation(makeConfirmationState());
  await screen.findByText('No shipping address saved yet.', { exact: false });
  expect(select('Select Billing Address')).toHaveValue('1');

  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
  expect(showAlert).toHaveBeenCalledWith('⚠️ Please select billing and shipping address.', 'warning');
  expect(post).not.toHaveBeenCalled();
});

test('an address fetch failure is only logged; the selects stay empty and Pay asks for addresses', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  answerGets(new Error('Network Error'));
  renderConfirmation(makeConfirmationState());
  await screen.findByText('No billing address saved yet.', { exact: false });
  expect(consoleError).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
  expect(showAlert).toHaveBeenCalledTimes(1);
  expect(showAlert).toHaveBeenCalledWith('⚠️ Please select billing and shipping address.', 'warning');
});

test('totals have exactly two decimals, tax is 5% of the subtotal, and Discount is hidden at 0', async () => {
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  // 2 × 4,999 + 1,249.50 = 11,247.50; 5% = 562.375 → 562.38; grand total 11,809.88
  expect(screen.getByTestId('confirmation-subtotal')).toHaveTextContent('₹11,247.50');
  expect(screen.queryByText('Discount')).not.toBeInTheDocument();
  expect(screen.getByTestId('confirmation-tax')).toHaveTextContent('₹562.38');
  expect(screen.getByTestId('confirmation-grand-total')).toHaveTextContent('₹11,809.88');
  expect(screen.getByRole('button', { name: 'Pay ₹11,809.88' })).toBeInTheDocument();
  await addressesLoaded();
});

test('a discount above 0 is shown and taken off before the 5% tax', async () => {
  answerGets(addresses);
  const line = { ...stabilizer, price: '4,999', quantity: 2 };
  renderConfirmation(makeConfirmationState({ cartItems: [line], discount: 50000 }));
  // 9,998 − 500 = 9,498; 5% = 474.90; grand total 9,972.90
  expect(screen.getByTestId('confirmation-subtotal')).toHaveTextContent('₹9,998.00');
  expect(screen.getByTestId('confirmation-discount')).toHaveTextContent('₹500.00');
  expect(screen.getByTestId('confirmation-tax')).toHaveTextContent('₹474.90');
  expect(screen.getByRole('button', { name: 'Pay ₹9,972.90' })).toBeInTheDocument();
  await addressesLoaded();
});

test('Pay reads ₹10,497.90 for two units at 4,999', async () => {
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [{ ...stabilizer, price: '4,999', quantity: 2 }] }));
  expect(screen.getByRole('button', { name: 'Pay ₹10,497.90' })).toBeInTheDocument();
  await addressesLoaded();
});

test('a delivery fee below the free-delivery value is its own line, taxed, and in what Pay asks', async () => {
  act(() => useTaxRateStore.setState({ shipping: { feePaise: 9900, freeFromPaise: 1_500_000 } }));
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  // 11,247.50 + 99 delivery = 11,346.50; 5% = 567.33 (567.325 rounded); grand total 11,913.83
  expect(screen.getByTestId('confirmation-delivery')).toHaveTextContent('₹99.00');
  expect(screen.getByTestId('confirmation-tax')).toHaveTextContent('₹567.33');
  expect(screen.getByRole('button', { name: 'Pay ₹11,913.83' })).toBeEnabled();
  await addressesLoaded();
});

test('no Delivery line when the order reaches the free-delivery value', async () => {
  act(() => useTaxRateStore.setState({ shipping: { feePaise: 9900, freeFromPaise: 1_000_000 } }));
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  expect(screen.queryByTestId('confirmation-delivery')).not.toBeInTheDocument();
  expect(screen.getByTestId('confirmation-grand-total')).toHaveTextContent('₹11,809.88');
  await addressesLoaded();
});

test('Cancel goes back', async () => {
  answerGets(addresses);
  renderConfirmation(makeConfirmationState());
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
});

test('Escape is Cancel', async () => {
  answerGets(addresses);
  renderConfirmation(makeConfirmationState());
  await addressesLoaded();
  screen.getByRole('button', { name: /^Pay / }).focus();

  await userEvent.keyboard('{Escape}');
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
});

test('without navigation state the shopper goes to the cart', () => {
  renderConfirmation(null);
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
});

test('an empty cart in the state also goes back to the cart', () => {
  renderConfirmation(makeConfirmationState({ cartItems: [] }));
  expect(screen.getByTestId('location')).toHaveTextContent('/cart');
});

test('a signed-out visitor goes to /login, to come back to the cart', () => {
  act(() => useSessionStore.setState({ token: null, user: null }));
  renderConfirmation(makeConfirmationState());
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(locationState()).toEqual({ from: '/cart' });
});

test("at the api's 18% the totals name the rate, and Pay asks for the 18% grand total", async () => {
  act(() => useTaxRateStore.setState({ percent: 18 }));
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  // 11,247.50 at 18% = 2,024.55; grand total 13,272.05
  expect(screen.getByText('Tax (18%)')).toBeInTheDocument();
  expect(screen.getByTestId('confirmation-tax')).toHaveTextContent('₹2,024.55');
  expect(screen.getByTestId('confirmation-grand-total')).toHaveTextContent('₹13,272.05');
  expect(screen.getByRole('button', { name: 'Pay ₹13,272.05' })).toBeEnabled();
  await addressesLoaded();
});

test('until the rate is known nothing can be paid, and no tax or total is shown', async () => {
  act(() => useTaxRateStore.setState({ percent: null }));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  answerGets(addresses);
  renderConfirmation(makeConfirmationState({ cartItems: [stabilizer, board] }));
  await addressesLoaded();
  expect(screen.getByTestId('confirmation-subtotal')).toHaveTextContent('₹11,247.50');
  expect(screen.getByTestId('confirmation-tax')).not.toHaveTextContent('₹');
  expect(screen.getByTestId('confirmation-grand-total')).not.toHaveTextContent('₹');
  expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
});
