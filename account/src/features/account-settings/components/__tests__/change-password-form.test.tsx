import { showToast } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { changePassword } from '../../api/account-settings-api';
import { ChangePasswordForm } from '../change-password-form';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../api/account-settings-api');

const changeMock = jest.mocked(changePassword);
const showToastMock = jest.mocked(showToast);

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  render(<ChangePasswordForm />);
  if (current) await user.type(screen.getByLabelText('Current Password'), current);
  if (next) await user.type(screen.getByLabelText('New Password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  return user;
}
const submit = () => screen.getByRole('button', { name: /Change Password|Saving/ });

afterEach(() => jest.resetAllMocks());

test('names each blank field under it and focuses the first', async () => {
  const user = await fill('', 'new-secret', '');
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Please fill all fields');
  expect(screen.getByLabelText('Current Password')).toHaveFocus();
  expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('This field is required.');
  expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
  expect(changeMock).not.toHaveBeenCalled();
});

test.each([
  [
    'a short new password',
    'old-secret',
    '12345',
    '12345',
    'New Password',
    'Password must be at least 6 characters.',
  ],
  [
    'the same password',
    'old-secret',
    'old-secret',
    'old-secret',
    'New Password',
    ACCOUNT_MESSAGES.passwordUnchanged,
  ],
  [
    'a confirmation that differs',
    'old-secret',
    'new-secret',
    'new-secrex',
    'Confirm New Password',
    'Passwords do not match.',
  ],
])('refuses %s before asking the api', async (_case, current, next, confirm, field, message) => {
  const user = await fill(current, next, confirm);
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText(field)).toHaveFocus();
  expect(screen.getByLabelText(field)).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(changeMock).not.toHaveBeenCalled();
});

test('is busy while the api answers, then says so in a toast and empties the fields', async () => {
  let answer!: (message: string) => void;
  changeMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = await fill('old-secret', 'new-secret', 'new-secret');
  await user.click(submit());
  expect(changeMock).toHaveBeenCalledWith('old-secret', 'new-secret');
  expect(submit()).toBeDisabled();
  expect(submit()).toHaveTextContent('Saving...');
  expect(screen.getByRole('button', { name: 'Saving...' }).closest('form')).toHaveAttribute(
    'aria-busy',
    'true',
  );

  answer(ACCOUNT_MESSAGES.passwordChanged);
  await waitFor(() => expect(submit()).toHaveTextContent('Change Password'));
  expect(submit()).toBeEnabled();
  expect(showToastMock).toHaveBeenCalledWith(
    ACCOUNT_MESSAGES.passwordChanged,
    expect.objectContaining({ icon: 'success' }),
  );
  for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
    expect(screen.getByLabelText(label)).toHaveValue('');
  }
});

test("shows the api's refusal under the field it names", async () => {
  changeMock.mockRejectedValue(
    httpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    }),
  );
  const user = await fill('not-it', 'new-secret', 'new-secret');
  await user.click(submit());
  await waitFor(() => expect(screen.getByLabelText('Current Password')).toHaveFocus());
  expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(
    ACCOUNT_MESSAGES.currentPasswordWrong,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordWrong);
  expect(showToastMock).not.toHaveBeenCalled();
  expect(screen.getByLabelText('New Password')).toHaveValue('new-secret');
});

test('shows a refused new password (too common) under it', async () => {
  changeMock.mockRejectedValue(
    httpError(400, ACCOUNT_MESSAGES.passwordTooCommon, { newPassword: ACCOUNT_MESSAGES.passwordTooCommon }),
  );
  const user = await fill('secret-123', 'password1', 'password1');
  await user.click(submit());
  await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveFocus());
  expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
    expect.stringContaining(ACCOUNT_MESSAGES.passwordTooCommon),
  );
});

test('says the change failed when no message came', async () => {
  changeMock.mockRejectedValue(httpError(500));
  const user = await fill('old-secret', 'new-secret', 'new-secret');
  await user.click(submit());
  expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChangeFailed)).toBeInTheDocument();
});
