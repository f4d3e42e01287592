import { showToast } from '@harmony/shared';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { httpError, networkError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { registerCustomer } from '../../api/auth-api';
import { RegistrationPage } from '../registration-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../api/auth-api');

const registerMock = jest.mocked(registerCustomer);
const showToastMock = jest.mocked(showToast);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: /Register|Submitting/ });

async function fillForm(user: UserEvent) {
  await user.type(field('Full Name'), 'Asha Menon');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Mobile Number'), '9876543210');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Address'), '12 MG Road');
  await user.selectOptions(field('State'), 'Karnataka');
  await user.selectOptions(field('City'), 'Bengaluru');
  await user.type(field('Pincode'), '560038');
}

afterEach(() => jest.resetAllMocks());

test("asks for every field ('Please fill all fields') and focuses the first", async () => {
  const user = userEvent.setup();
  renderRoute(<RegistrationPage />, '/registration');
  expect(screen.getByRole('heading', { level: 1, name: 'Customer Registration' })).toBeInTheDocument();
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(field('Full Name')).toHaveFocus();
  expect(field('Pincode')).toHaveAttribute('aria-invalid', 'true');
  expect(registerMock).not.toHaveBeenCalled();
});

test('offers the cities of the chosen state and clears the city when the state changes', async () => {
  const user = userEvent.setup();
  renderRoute(<RegistrationPage />, '/registration');
  expect(field('City')).toBeDisabled();
  expect(
    within(field('State'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select State', 'Maharashtra', 'Karnataka', 'Tamil Nadu', 'Delhi']);
  await user.selectOptions(field('State'), 'Karnataka');
  await user.selectOptions(field('City'), 'Mysuru');
  expect(field('City')).toHaveValue('Mysuru');

  await user.selectOptions(field('State'), 'Delhi');
  expect(field('City')).toHaveValue('');
  expect(
    within(field('City'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Select City', 'New Delhi', 'Dwarka', 'Rohini']);
});

test('keeps digits only in the pincode, at most six', async () => {
  const user = userEvent.setup();
  renderRoute(<RegistrationPage />, '/registration');
  await user.type(field('Pincode'), 'ab56 00-3899');
  expect(field('Pincode')).toHaveValue('560038');
});

test("says 'Submitting…' and sends the trimmed form", async () => {
  const user = userEvent.setup();
  registerMock.mockReturnValue(new Promise(() => {}));
  renderRoute(<RegistrationPage />, '/registration');
  await fillForm(user);
  await user.click(submit());
  expect(submit()).toHaveTextContent('Submitting…');
  expect(submit()).toBeDisabled();
  expect(registerMock).toHaveBeenCalledWith({
    fullname: 'Asha Menon',
    email: 'asha@example.in',
    contact_number: '9876543210',
    password: 'secret1',
    address: '12 MG Road',
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
  });
});

test.each([
  [
    "the server's message",
    httpError(409, 'An account with this email already exists.'),
    'An account with this email already exists.',
  ],
  ["'Registration failed' when the server gives no reason", httpError(500), 'Registration failed'],
  [
    "'Something went wrong. Try again.' without an answer",
    networkError(),
    'Something went wrong. Try again.',
  ],
])('shows %s', async (_case, failure, text) => {
  const user = userEvent.setup();
  registerMock.mockRejectedValue(failure);
  renderRoute(<RegistrationPage />, '/registration');
  await fillForm(user);
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  expect(submit()).toHaveTextContent('Register');
  expect(submit()).toBeEnabled();
});

test('marks the fields the server refused', async () => {
  const user = userEvent.setup();
  registerMock.mockRejectedValue(
    httpError(409, 'An account with this email already exists.', {
      email: 'An account with this email already exists.',
    }),
  );
  renderRoute(<RegistrationPage />, '/registration');
  await fillForm(user);
  await user.click(submit());
  await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
  expect(field('Email')).toHaveAccessibleDescription('An account with this email already exists.');
});

test('toasts success and goes to /login', async () => {
  const user = userEvent.setup();
  registerMock.mockResolvedValue('Registration successful. Please log in.');
  renderRoute(<RegistrationPage />, '/registration');
  await fillForm(user);
  await user.click(submit());
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(showToastMock).toHaveBeenCalledWith(
    'Registration successful. Please log in.',
    expect.objectContaining({ icon: 'success' }),
  );
});

test('links back to /login', () => {
  renderRoute(<RegistrationPage />, '/registration');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});
