import { showToast, useSessionStore } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProfile } from '../../../../testing/account-fixtures';
import { httpError } from '@harmony/shared/testing/http-errors';
import { locationState, renderRoute } from '../../../../testing/render-route';
import { deleteAccount, downloadMyData } from '../../api/account-settings-api';
import { AccountSettingsPage } from '../account-settings-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  showToast: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../api/account-settings-api');

const deleteMock = jest.mocked(deleteAccount);
const downloadMock = jest.mocked(downloadMyData);
const showToastMock = jest.mocked(showToast);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
  act(() => useSessionStore.setState({ token: null, user: null }));
});

function renderSignedIn() {
  act(() => useSessionStore.setState({ token: 'token', user: makeProfile() }));
  renderRoute(<AccountSettingsPage />, '/profile/settings');
  return userEvent.setup();
}

async function openDeletion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

test('sends a signed-out visitor to /login, to come back here', () => {
  renderRoute(<AccountSettingsPage />, '/profile/settings');
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
  expect(locationState()).toEqual({ from: '/profile/settings' });
});

test('has the three parts, under a way back to My Account', () => {
  renderSignedIn();
  expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
  for (const name of ['Change Password', 'Download My Data', 'Delete Account']) {
    expect(screen.getByRole('region', { name })).toBeInTheDocument();
  }
  expect(screen.getByText('Signed in as asha@example.in')).toBeInTheDocument();
});

test('downloads my data, busy meanwhile, and says so when it fails', async () => {
  let finish!: () => void;
  downloadMock.mockReturnValueOnce(new Promise<void>((resolve) => (finish = resolve)));
  const user = renderSignedIn();
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  const busy = screen.getByRole('button', { name: 'Preparing your file…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();

  downloadMock.mockRejectedValueOnce(httpError(500));
  await user.click(screen.getByRole('button', { name: 'Download my data' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.dataDownloadFailed)).toHaveAttribute('role', 'alert');
});

test('deletion asks for DELETE and the password in a dialog; Cancel closes it and gives the focus back', async () => {
  const user = renderSignedIn();
  const dialog = await openDeletion(user);
  expect(dialog).toHaveAttribute('open');
  await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveFocus();
  expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveAccessibleDescription(
    ACCOUNT_MESSAGES.deleteConfirmation,
  );
  expect(within(dialog).getByLabelText('Current Password')).toHaveAccessibleDescription(
    ACCOUNT_MESSAGES.required,
  );
  expect(deleteMock).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
});

test("shows the api's refusal in the dialog: orders on their way", async () => {
  deleteMock.mockRejectedValue(httpError(409, ACCOUNT_MESSAGES.deleteBlockedByOrders));
  const user = renderSignedIn();
  const dialog = await openDeletion(user);
  await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  await user.type(within(dialog).getByLabelText('Current Password'), 'secret-1');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText(ACCOUNT_MESSAGES.deleteBlockedByOrders)).toBeInTheDocument();
  expect(deleteMock).toHaveBeenCalledWith('DELETE', 'secret-1');
  expect(useSessionStore.getState().token).toBe('token');
});

test('once deleted, the session is forgotten and the customer lands on the home page with a toast', async () => {
  let answer!: (message: string) => void;
  deleteMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = renderSignedIn();
  const dialog = await openDeletion(user);
  await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), ' DELETE ');
  await user.type(within(dialog).getByLabelText('Current Password'), 'secret-1');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  await act(async () => answer(ACCOUNT_MESSAGES.accountDeleted));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(useSessionStore.getState().token).toBeNull();
  expect(useSessionStore.getState().user).toBeNull();
  expect(showToastMock).toHaveBeenCalledWith(
    ACCOUNT_MESSAGES.accountDeleted,
    expect.objectContaining({ icon: 'success' }),
  );
});
