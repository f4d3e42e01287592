import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { requestPasswordOtp, resetPasswordWithOtp } from '../../api/auth-api';
import { ForgotPasswordPage } from '../forgot-password-page';

jest.mock('../../api/auth-api');

const requestMock = jest.mocked(requestPasswordOtp);
const resetMock = jest.mocked(resetPasswordWithOtp);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderRoute(<ForgotPasswordPage />, '/forget-password');
  return user;
}

async function toStepTwo(user: UserEvent, message: string | undefined = 'OTP sent to your email.') {
  requestMock.mockResolvedValueOnce(message);
  await user.type(field('Email or Mobile Number'), '  asha@example.in ');
  await user.click(button('Send OTP'));
  await screen.findByLabelText('OTP');
}

async function fillReset(user: UserEvent, otp: string, password: string, confirm: string) {
  if (otp) await user.type(field('OTP'), otp);
  if (password) await user.type(field('New Password'), password);
  if (confirm) await user.type(field('Confirm New Password'), confirm);
  await user.click(button('Reset Password'));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.resetAllMocks();
});

describe('step 1', () => {
  test('asks for the email or mobile number, spaces alone do not count', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    await user.type(field('Email or Mobile Number'), '   ');
    await user.click(button('Send OTP'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email or mobile number.');
    expect(field('Email or Mobile Number')).toHaveFocus();
    expect(requestMock).not.toHaveBeenCalled();
  });

  test.each([
    [
      "the server's message",
      httpError(429, 'Please wait 30 seconds before asking for a new OTP.'),
      'Please wait 30 seconds before asking for a new OTP.',
    ],
    ['the fallback', httpError(500), 'Failed to send OTP. Try again.'],
  ])('shows %s when sending fails, in red', async (_case, failure, text) => {
    const user = setup();
    requestMock.mockRejectedValue(failure);
    await user.type(field('Email or Mobile Number'), 'asha@example.in');
    await user.click(button('Send OTP'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  test("moves to step 2 with the server's message in green, or 'OTP sent to your email.'", async () => {
    const user = setup();
    await toStepTwo(user, undefined);
    expect(requestMock).toHaveBeenCalledWith('asha@example.in');
    expect(screen.getByRole('status')).toHaveTextContent('OTP sent to your email.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(field('OTP')).toHaveFocus();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
  });
});

describe('step 2', () => {
  test('strips spaces from the OTP and keeps at most six characters', async () => {
    const user = setup();
    await toStepTwo(user);
    await user.type(field('OTP'), '12 34 5678');
    expect(field('OTP')).toHaveValue('123456');
  });

  test('keeps Resend OTP disabled during the 30 s countdown', async () => {
    const user = setup();
    await toStepTwo(user);
    expect(button('Resend OTP')).toBeDisabled();
    expect(screen.getByText('Resend available in 30s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(29_000));
    expect(button('Resend OTP')).toBeDisabled();
    expect(screen.getByText('Resend available in 1s')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(button('Resend OTP')).toBeEnabled();

    requestMock.mockResolvedValueOnce(undefined);
    await user.click(button('Resend OTP'));
    expect(requestMock).toHaveBeenLastCalledWith('asha@example.in');
    expect(await screen.findByText('OTP re-sent to your email.')).toBeInTheDocument();
    expect(button('Resend OTP')).toBeDisabled();
  });

  test("says 'Could not resend OTP.' when resending fails", async () => {
    const user = setup();
    await toStepTwo(user);
    act(() => jest.advanceTimersByTime(30_000));
    requestMock.mockRejectedValueOnce(httpError(500));
    await user.click(button('Resend OTP'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not resend OTP.'));
    expect(button('Resend OTP')).toBeEnabled();
  });

  test.each([
    ['no OTP', '', 'secret1', 'secret1', 'Please enter the OTP sent to your email.', 'OTP'],
    ['a short password', '123456', 'abc', 'abc', 'Password must be at least 6 characters.', 'New Password'],
    [
      'different passwords',
      '123456',
      'secret1',
      'secret2',
      'Passwords do not match.',
      'Confirm New Password',
    ],
  ])('refuses %s', async (_case, otp, password, confirm, text, invalidField) => {
    const user = setup();
    await toStepTwo(user);
    await fillReset(user, otp, password, confirm);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(field(invalidField)).toHaveFocus();
    expect(field(invalidField)).toHaveAttribute('aria-invalid', 'true');
    expect(resetMock).not.toHaveBeenCalled();
  });

  test("shows the server's refusal, or 'Reset failed. Check OTP and try again.'", async () => {
    const user = setup();
    await toStepTwo(user);
    resetMock.mockRejectedValueOnce(httpError(400, 'Invalid or expired OTP.'));
    await fillReset(user, '123456', 'secret1', 'secret1');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired OTP.'));

    resetMock.mockRejectedValueOnce(httpError(500));
    await user.click(button('Reset Password'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Reset failed. Check OTP and try again.'),
    );
  });

  test("shows the api's refusal of the new password under it", async () => {
    const user = setup();
    await toStepTwo(user);
    const common = 'This password is too common. Choose one that is harder to guess.';
    resetMock.mockRejectedValueOnce(httpError(400, common, { newPassword: common }));
    await fillReset(user, '123456', 'iloveyou', 'iloveyou');
    await waitFor(() => expect(field('New Password')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('New Password')).toHaveFocus();
    expect(field('New Password')).toHaveAccessibleDescription(expect.stringContaining(common));
    await user.type(field('New Password'), '-and-more');
    expect(field('New Password')).not.toHaveAccessibleDescription(expect.stringContaining(common));
  });

  test('resets the password and goes to /login 1.2 s later', async () => {
    const user = setup();
    await toStepTwo(user);
    let finish!: (message: string | undefined) => void;
    resetMock.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    await fillReset(user, '654321', 'secret1', 'secret1');
    expect(resetMock).toHaveBeenCalledWith('asha@example.in', '654321', 'secret1');
    await act(async () => finish(undefined));
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successful.');
    expect(button('Reset Password')).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_199));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  test('Change goes back to step 1 with the identifier kept', async () => {
    const user = setup();
    await toStepTwo(user);
    await user.type(field('OTP'), '123');
    await user.click(button('Change'));
    expect(field('Email or Mobile Number')).toHaveValue('asha@example.in');
    expect(field('Email or Mobile Number')).toHaveFocus();
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(button('Send OTP')).toBeEnabled();
  });
});

test('links back to login', () => {
  setup();
  expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
});
