import { apiClient, loadProfile, showAlert } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '../../../../testing/account-fixtures';
import { httpError } from '@harmony/shared/testing/http-errors';
import { ProfileDetails } from '../profile-details';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  loadProfile: jest.fn(),
  showAlert: jest.fn(() => Promise.resolve()),
}));

const loadProfileMock = jest.mocked(loadProfile);
const passwordField = () => screen.queryByLabelText('Current Password');

afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

describe('changing the email', () => {
  test('asks for the current password only while the email differs from the saved one', async () => {
    const user = userEvent.setup();
    render(<ProfileDetails profile={makeProfile()} onProfileChange={jest.fn()} />);
    expect(passwordField()).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Customer Name'));
    await user.type(screen.getByLabelText('Customer Name'), 'Asha M');
    expect(passwordField()).not.toBeInTheDocument();

    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'asha.new@example.in');
    expect(passwordField()).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, ' ASHA@example.in ');
    expect(passwordField()).not.toBeInTheDocument();
  });

  test('refuses to send a new email without the password, then sends it and says a link went out', async () => {
    const user = userEvent.setup();
    const profile = makeProfile();
    const onProfileChange = jest.fn();
    render(<ProfileDetails profile={profile} onProfileChange={onProfileChange} />);
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValueOnce({
        status: 200,
        data: { message: ACCOUNT_MESSAGES.contactChangeSent(true), user: profile },
      })
      .mockResolvedValue({ status: 200, data: {} });
    const fresh = { ...profile, pending_email: 'asha.new@example.in' };
    loadProfileMock.mockResolvedValue(fresh);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.in');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect(passwordField()).toHaveFocus();
    expect(put).not.toHaveBeenCalled();

    await user.type(passwordField()!, 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onProfileChange).toHaveBeenCalledWith(fresh));
    expect(put).toHaveBeenCalledWith('/api/users/7', {
      fullname: 'Asha Menon',
      email: 'asha.new@example.in',
      contact_number: '9876543210',
      current_password: 'secret-123',
    });
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.contactChangeSent(true));
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(passwordField()).not.toBeInTheDocument();
  });

  test('shows a wrong password on its field', async () => {
    const user = userEvent.setup();
    render(<ProfileDetails profile={makeProfile()} onProfileChange={jest.fn()} />);
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      httpError(400, ACCOUNT_MESSAGES.currentPasswordWrong, {
        current_password: ACCOUNT_MESSAGES.currentPasswordWrong,
      }),
    );
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.in');
    await user.type(passwordField()!, 'not-it');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(ACCOUNT_MESSAGES.currentPasswordWrong, 'error'),
    );
    expect(passwordField()).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_MESSAGES.currentPasswordWrong),
    );
  });

  test('says a change waits for its confirmation beside the field', () => {
    render(
      <ProfileDetails
        profile={makeProfile({ pending_email: 'asha.new@example.in' })}
        onProfileChange={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'New email asha.new@example.in: waiting for confirmation',
    );
  });
});
