import { showToast, signIn } from '@harmony/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { LoginPage } from '../login-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  signIn: jest.fn(),
  showToast: jest.fn(() => Promise.resolve()),
}));

const signInMock = jest.mocked(signIn);
const showToastMock = jest.mocked(showToast);

const identifier = () => screen.getByLabelText('Email or Mobile Number');
const password = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: /Sign In|Please wait/ });

async function fillAndSubmit(user = userEvent.setup()) {
  await user.type(identifier(), ' asha@example.in ');
  await user.type(password(), 'secret1');
  await user.click(submit());
}

afterEach(() => jest.resetAllMocks());

test('shows the Sign In form, its title and the links of SPEC §2', () => {
  renderRoute(<LoginPage />, '/login');
  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(document.title).toBe('Sign In · Harmony');
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/forget-password', '/registration', '/TandP', '/privacy', '/RefundPolicy']),
  );
});

test("asks for both fields ('Please fill in all fields') and focuses the first blank one", async () => {
  const user = userEvent.setup();
  renderRoute(<LoginPage />, '/login');
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  expect(identifier()).toHaveFocus();
  expect(identifier()).toHaveAttribute('aria-invalid', 'true');
  expect(identifier()).toHaveAccessibleDescription('Please fill in all fields');

  await user.type(identifier(), 'asha@example.in');
  await user.click(submit());
  expect(password()).toHaveFocus();
  expect(identifier()).not.toHaveAttribute('aria-invalid');
  expect(signInMock).not.toHaveBeenCalled();
});

test("says 'Please wait...' and disables the button while waiting", async () => {
  signInMock.mockReturnValue(new Promise(() => {}));
  renderRoute(<LoginPage />, '/login');
  await fillAndSubmit();
  expect(signInMock).toHaveBeenCalledWith('asha@example.in', 'secret1');
  expect(submit()).toHaveTextContent('Please wait...');
  expect(submit()).toBeDisabled();
});

test("shows the server's message in red and the 'Login Failed' toast", async () => {
  signInMock.mockRejectedValue(httpError(401, 'Invalid email/mobile number or password.'));
  renderRoute(<LoginPage />, '/login');
  await fillAndSubmit();
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email/mobile number or password.'),
  );
  expect(showToastMock).toHaveBeenCalledWith('Login Failed', { icon: 'error', timer: 2500 });
  expect(submit()).toHaveTextContent('Sign In');
  expect(submit()).toBeEnabled();
});

test.each([
  [
    'the error message when the server sent none',
    new Error('No token returned from server'),
    'No token returned from server',
  ],
  ['the SPEC fallback when nothing says why', { nothing: true }, 'Something went wrong. Please try again.'],
])('shows %s', async (_case, failure, text) => {
  signInMock.mockRejectedValue(failure);
  renderRoute(<LoginPage />, '/login');
  await fillAndSubmit();
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
  expect(showToastMock).toHaveBeenCalledWith('Login Failed', expect.objectContaining({ icon: 'error' }));
});

test("toasts the server's message and goes home on success", async () => {
  signInMock.mockResolvedValue('Login successful');
  renderRoute(<LoginPage />, '/login');
  await fillAndSubmit();
  expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  expect(showToastMock).toHaveBeenCalledWith('Login successful', { icon: 'success', timer: 1500 });
});

test('returns to the screen that sent the shopper here', async () => {
  signInMock.mockResolvedValue('Login successful');
  renderRoute(<LoginPage />, '/login', { pathname: '/login', state: { from: '/profile' } });
  await fillAndSubmit();
  expect(await screen.findByTestId('location')).toHaveTextContent('/profile');
});
