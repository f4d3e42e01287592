import { PINCODE_MESSAGES, showToast } from '@harmony/shared';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { httpError, networkError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { answerPincodes } from '../../../../testing/pincode-places';
import { registerCustomer } from '../../api/auth-api';
import { RegistrationPage } from '../registration-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../api/auth-api');
jest.mock('../../../../api/pincodes-api');

const registerMock = jest.mocked(registerCustomer);
const showToastMock = jest.mocked(showToast);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: /Register|Submitting/ });

/** Every field before State, City and Pincode. */
async function fillPerson(user: UserEvent) {
  await user.type(field('Full Name'), 'Asha Menon');
  await user.type(field('Email'), 'asha@example.in');
  await user.type(field('Mobile Number'), '9876543210');
  await user.type(field('Password'), 'secret1');
  await user.type(field('Address'), '12 MG Road');
}

async function fillForm(user: UserEvent) {
  await fillPerson(user);
  await user.selectOptions(field('State'), 'Karnataka');
  await user.selectOptions(field('City'), 'Bengaluru');
  await user.type(field('Pincode'), '560038');
}

beforeEach(answerPincodes);
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

describe('the pincode', () => {
  test('fills State and City when typed, and both stay editable', async () => {
    const user = userEvent.setup();
    renderRoute(<RegistrationPage />, '/registration');
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
    expect(field('City')).toHaveValue('Bengaluru');
    expect(field('Pincode')).toHaveAccessibleDescription('Bengaluru, Karnataka');
    await user.selectOptions(field('City'), 'Mysuru');
    expect(field('City')).toHaveValue('Mysuru');
    expect(field('Pincode')).not.toHaveAttribute('aria-invalid');
  });

  test("fills the state and leaves the city to choose when the state's list lacks the town", async () => {
    const user = userEvent.setup();
    renderRoute(<RegistrationPage />, '/registration');
    await user.selectOptions(field('State'), 'Tamil Nadu');
    await user.selectOptions(field('City'), 'Chennai');
    await user.type(field('Pincode'), '580020');
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
    expect(field('City')).toHaveValue('');
    expect(field('Pincode')).toHaveAccessibleDescription('Dharwad, Karnataka');
  });

  test('says when it does not know a pincode, and still registers it', async () => {
    const user = userEvent.setup();
    registerMock.mockReturnValue(new Promise(() => {}));
    renderRoute(<RegistrationPage />, '/registration');
    await fillPerson(user);
    await user.selectOptions(field('State'), 'Karnataka');
    await user.selectOptions(field('City'), 'Bengaluru');
    await user.type(field('Pincode'), '599999');
    expect(await screen.findByText(PINCODE_MESSAGES.unknown('599999'))).toBeInTheDocument();
    expect(field('State')).toHaveValue('Karnataka');
    await user.click(submit());
    expect(registerMock).toHaveBeenCalledWith(expect.objectContaining({ pincode: '599999' }));
  });

  test('flags a pincode outside the chosen state and does not send the form', async () => {
    const user = userEvent.setup();
    renderRoute(<RegistrationPage />, '/registration');
    await fillPerson(user);
    await user.type(field('Pincode'), '560001');
    await waitFor(() => expect(field('State')).toHaveValue('Karnataka'));
    await user.selectOptions(field('State'), 'Tamil Nadu');
    await user.selectOptions(field('City'), 'Chennai');
    const message = PINCODE_MESSAGES.otherState('560001', 'Karnataka', 'Tamil Nadu');
    expect(field('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Pincode')).toHaveAccessibleDescription(`${message} Bengaluru, Karnataka`);
    await user.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field('Pincode')).toHaveFocus();
    expect(registerMock).not.toHaveBeenCalled();
  });

  test("flags a pincode of a state outside the shop's list without changing the state", async () => {
    const user = userEvent.setup();
    renderRoute(<RegistrationPage />, '/registration');
    await user.selectOptions(field('State'), 'Karnataka');
    await user.type(field('Pincode'), '700001');
    await waitFor(() =>
      expect(field('Pincode')).toHaveAccessibleDescription(
        `${PINCODE_MESSAGES.otherState('700001', 'West Bengal', 'Karnataka')} Kolkata, West Bengal`,
      ),
    );
    expect(field('State')).toHaveValue('Karnataka');
  });
});
