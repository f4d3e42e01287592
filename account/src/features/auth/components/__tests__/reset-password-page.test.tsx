import { showToast } from '@harmony/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { httpError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { resetPasswordWithToken } from '../../api/auth-api';
import { ResetPasswordPage } from '../reset-password-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../api/auth-api');

const resetMock = jest.mocked(resetPasswordWithToken);
const showToastMock = jest.mocked(showToast);

async function submit(entry: string, password: string, confirm: string) {
  const user = userEvent.setup();
  renderRoute(<ResetPasswordPage />, '/reset-password', entry);
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: /Reset Password|Please wait/ }));
}

afterEach(() => jest.resetAllMocks());

test('has both password fields with a minimum length of 6', () => {
  renderRoute(<ResetPasswordPage />, '/reset-password', '/reset-password?token=abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  expect(screen.getByLabelText('New Password')).toHaveAttribute('minLength', '6');
  expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('minLength', '6');
});

test("says 'Reset token is missing in the URL.' without a token", async () => {
  await submit('/reset-password', 'secret1', 'secret1');
  expect(screen.getByRole('alert')).toHaveTextContent('Reset token is missing in the URL.');
  expect(resetMock).not.toHaveBeenCalled();
});

test("says 'Passwords do not match.' and focuses the confirmation", async () => {
  await submit('/reset-password?token=abc', 'secret1', 'secret2');
  expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match.');
  expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
  expect(resetMock).not.toHaveBeenCalled();
});

test('refuses a password shorter than 6 characters', async () => {
  await submit('/reset-password?token=abc', 'abc', 'abc');
  expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters.');
});

test.each([
  [
    "the server's message",
    httpError(400, 'This reset link is invalid or has expired.'),
    'This reset link is invalid or has expired.',
  ],
  ["'Reset failed. Try again.'", httpError(500), 'Reset failed. Try again.'],
])('shows %s when the reset fails', async (_case, failure, text) => {
  resetMock.mockRejectedValue(failure);
  await submit('/reset-password?token=abc', 'secret1', 'secret1');
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
});

test("shows the api's refusal of the new password under it", async () => {
  const personal = 'Your password must not contain your email, mobile number or name.';
  resetMock.mockRejectedValue(httpError(400, personal, { newPassword: personal }));
  await submit('/reset-password?token=abc', 'asha-1990', 'asha-1990');
  const password = screen.getByLabelText('New Password');
  await waitFor(() => expect(password).toHaveFocus());
  expect(password).toHaveAttribute('aria-invalid', 'true');
  expect(password).toHaveAccessibleDescription(expect.stringContaining(personal));
});

test('toasts success for 2 s, then goes to /login', async () => {
  resetMock.mockResolvedValue('Password reset successful.');
  await submit('/reset-password?token=t0k3n', 'secret1', 'secret1');
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(resetMock).toHaveBeenCalledWith('t0k3n', 'secret1');
  expect(showToastMock).toHaveBeenCalledWith('Password Reset Successful', {
    icon: 'success',
    text: 'You can now log in with your new password.',
    timer: 2000,
  });
});

/** The page with its address beside it (search and hash), as the router holds it. */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="address">{pathname + search + hash}</p>;
}
function renderWithAddress(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/reset-password"
          element={
            <>
              <ResetPasswordPage />
              <Address />
            </>
          }
        />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test("takes the mailed link's token from the fragment (/reset-password#token=…)", async () => {
  resetMock.mockResolvedValue('Password reset successful.');
  await submit('/reset-password#token=fr4gment', 'secret1', 'secret1');
  expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  expect(resetMock).toHaveBeenCalledWith('fr4gment', 'secret1');
});

test("SPEC's ?token= form still works, and the address is replaced by the fragment form at once", async () => {
  resetMock.mockResolvedValue('Password reset successful.');
  renderWithAddress('/reset-password?token=qu3ry');
  await waitFor(() =>
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password#token=qu3ry$/),
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  await waitFor(() => expect(resetMock).toHaveBeenCalledWith('qu3ry', 'secret1'));
});

test('the fragment form is left as it is', () => {
  renderWithAddress('/reset-password#token=fr4gment');
  expect(screen.getByTestId('address')).toHaveTextContent(/^\/reset-password#token=fr4gment$/);
});
