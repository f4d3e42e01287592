import { apiClient, PINCODE_MESSAGES, useSessionStore } from '@harmony/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { httpError, networkError } from '@harmony/shared/testing/http-errors';
import { locationState, renderRoute } from '../../../../testing/render-route';
import { makeAddress } from '../../../../testing/account-fixtures';
import { answerPincodes } from '../../../../testing/pincode-places';
import { AddressFormPage } from '../address-form-page';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /Save Address|Update Address|Saving/ });

function signIn() {
  act(() =>
    useSessionStore.setState({
      token: 'token',
      user: { id: 7, fullname: 'Asha Menon', email: 'asha@example.in', contact_number: '9876543210' },
    }),
  );
}

function renderAdd(state: unknown = { from: '/profile', tab: 'addresses' }) {
  return renderRoute(<AddressFormPage />, '/Add-Addresses', { pathname: '/Add-Addresses', state });
}

async function fillPlace(user: UserEvent) {
  await user.type(field('Address'), '5 Anna Salai');
  await user.selectOptions(field('State'), 'Tamil Nadu');
  await user.selectOptions(field('City'), 'Chennai');
  await user.type(field('Pincode'), '600002');
}

jest.mock('../../../../api/pincodes-api');

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  answerPincodes();
  signIn();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

test('sends a signed-out shopper to /login', () => {
  act(() => useSessionStore.setState({ token: null, user: null }));
  renderAdd();
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(locationState()).toEqual({ from: '/Add-Addresses' });
});

test("asks for every field ('Please fill all fields')", async () => {
  const user = userEvent.setup();
  const post = jest.spyOn(apiClient, 'post');
  renderAdd();
  expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
  // Name, email and mobile start from the signed-in customer.
  expect(field('Full Name')).toHaveValue('Asha Menon');
  await user.clear(field('Full Name'));
  await user.click(saveButton());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(field('Full Name')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('requires at least one address type', async () => {
  const user = userEvent.setup();
  const post = jest.spyOn(apiClient, 'post');
  renderAdd();
  await fillPlace(user);
  await user.click(saveButton());
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Please select at least one address type (Billing or Shipping)',
  );
  const group = screen.getByRole('group', { name: 'Address Type' });
  expect(group).toHaveAccessibleDescription('Please select at least one address type (Billing or Shipping)');
  expect(screen.getByRole('checkbox', { name: 'Billing' })).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

test('saves a new address and returns to the remembered screen about 0.5 s later', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  let finish!: (answer: unknown) => void;
  const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
  renderAdd();
  await fillPlace(user);
  await user.click(screen.getByRole('checkbox', { name: 'Billing' }));
  await user.click(screen.getByRole('checkbox', { name: 'Shipping' }));
  await user.click(saveButton());
  expect(post).toHaveBeenCalledWith('/api/users/addresses', {
    fullname: 'Asha Menon',
    email: 'asha@example.in',
    contact_number: '9876543210',
    address: '5 Anna Salai',
    state: 'Tamil Nadu',
    city: 'Chennai',
    pincode: '600002',
    type: 'billing+shipping',
  });
  await act(async () => finish({ status: 201, data: makeAddress({ id: 9 }) }));
  expect(screen.getByRole('status')).toHaveTextContent('Address saved.');
  act(() => jest.advanceTimersByTime(499));
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  expect(locationState()).toEqual({ tab: 'addresses' });
});

test('goes back to /profile when no screen was remembered', async () => {
  const user = userEvent.setup();
  renderAdd(null);
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/profile');
});

test('loads the address in edit mode and saves it with PUT', async () => {
  const user = userEvent.setup();
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({
    status: 200,
    data: makeAddress({ id: 4, type: 'shipping', address: '4 Park Street', pincode: '560001' }),
  });
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ status: 200, data: makeAddress({ id: 4 }) });
  renderRoute(<AddressFormPage />, '/edit-address/:id', '/edit-address/4');
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/users/addresses/4', expect.anything());
  expect(field('Address')).toHaveValue('4 Park Street');
  expect(field('State')).toHaveValue('Karnataka');
  expect(field('City')).toHaveValue('Bengaluru');
  expect(screen.getByRole('checkbox', { name: 'Billing' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Shipping' })).toBeChecked();

  await user.click(screen.getByRole('checkbox', { name: 'Billing' }));
  await user.click(saveButton());
  expect(put).toHaveBeenCalledWith(
    '/api/users/addresses/4',
    expect.objectContaining({ address: '4 Park Street', type: 'billing+shipping' }),
  );
  expect(await screen.findByTestId('location', {}, { timeout: 2000 })).toHaveTextContent('/profile');
});

test("says 'Failed to load address: ' and the reason", async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, 'Address not found.'));
  renderRoute(<AddressFormPage />, '/edit-address/:id', '/edit-address/4');
  expect(await screen.findByText('Failed to load address: Address not found.')).toHaveAttribute(
    'role',
    'alert',
  );
});

test.each([
  [
    "the server's message",
    () => Promise.reject(httpError(400, 'Pincode must be exactly 6 digits.')),
    'Pincode must be exactly 6 digits.',
  ],
  [
    "'Error saving address' when it gives no reason",
    () => Promise.reject(httpError(500)),
    'Error saving address',
  ],
  [
    "'Error saving address' on another success status",
    () => Promise.resolve({ status: 204, data: '' }),
    'Error saving address',
  ],
  [
    "'Failed to save address. Please try again.' without an answer",
    () => Promise.reject(networkError()),
    'Failed to save address. Please try again.',
  ],
])('shows %s when saving fails', async (_case, answer, text) => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'post').mockImplementation(answer as () => Promise<never>);
  renderAdd();
  await fillPlace(user);
  await user.click(screen.getByRole('checkbox', { name: 'Shipping' }));
  await user.click(saveButton());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  expect(saveButton()).toBeEnabled();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});

test('an id that is not a number is not a page', () => {
  renderRoute(<AddressFormPage />, '/edit-address/:id', '/edit-address/abc');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});

test('a typed pincode fills State and City; an unknown one is said to be unknown', async () => {
  const user = userEvent.setup();
  renderAdd();
  await user.type(field('Pincode'), '560001');
  await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
  expect(field('City')).toHaveValue('Bengaluru');
  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '123456');
  expect(await screen.findByText(PINCODE_MESSAGES.unknown('123456'))).toBeInTheDocument();
  expect(field('State')).toHaveValue('Karnataka');
  expect(field('Pincode')).not.toHaveAttribute('aria-invalid');
});

test("a saved address's pincode fills nothing, and one outside its state is flagged before saving", async () => {
  const user = userEvent.setup();
  jest.spyOn(apiClient, 'get').mockResolvedValue({
    status: 200,
    data: makeAddress({ id: 4, state: 'Tamil Nadu', city: 'Chennai', pincode: '560001' }),
  });
  const put = jest.spyOn(apiClient, 'put');
  renderRoute(<AddressFormPage />, '/edit-address/:id', '/edit-address/4');
  await screen.findByRole('heading', { level: 1, name: 'Edit Address' });
  const message = PINCODE_MESSAGES.otherState('560001', 'Karnataka', 'Tamil Nadu');
  await waitFor(() => expect(field('Pincode')).toHaveAttribute('aria-invalid', 'true'));
  expect(field('Pincode')).toHaveAccessibleDescription(`${message} Bengaluru, Karnataka`);
  expect(field('State')).toHaveValue('Tamil Nadu');
  await user.click(saveButton());
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(put).not.toHaveBeenCalled();

  await user.clear(field('Pincode'));
  await user.type(field('Pincode'), '600002');
  await waitFor(() => expect(field('Pincode')).not.toHaveAttribute('aria-invalid'));
  expect(field('City')).toHaveValue('Chennai');
});
