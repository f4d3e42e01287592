import { apiClient } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '@harmony/shared/testing/http-errors';
import { renderRoute } from '../../../../testing/render-route';
import { ContactLinkPage } from '../contact-link-page';

afterEach(() => jest.restoreAllMocks());

test('confirms with the token from the fragment when the shopper presses the button', async () => {
  const user = userEvent.setup();
  const post = jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue({ status: 200, data: { message: ACCOUNT_MESSAGES.contactConfirmed } });
  renderRoute(<ContactLinkPage link="confirm" />, '/confirm-change', '/confirm-change#token=abc-123');
  expect(post).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Confirm Change' }));
  expect(post).toHaveBeenCalledWith('/api/users/confirm-contact-change', { token: 'abc-123' });
  expect(await screen.findByText(ACCOUNT_MESSAGES.contactConfirmed)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test("undoes, then points to the password reset; a refused link shows the api's words", async () => {
  const user = userEvent.setup();
  jest
    .spyOn(apiClient, 'post')
    .mockRejectedValueOnce(httpError(400, ACCOUNT_MESSAGES.contactUndoLinkInvalid))
    .mockResolvedValue({ status: 200, data: { message: ACCOUNT_MESSAGES.contactUndone } });
  renderRoute(<ContactLinkPage link="undo" />, '/undo-change', '/undo-change#token=xyz');
  await user.click(screen.getByRole('button', { name: 'Undo Change' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.contactUndoLinkInvalid);
  await user.click(screen.getByRole('button', { name: 'Undo Change' }));
  expect(await screen.findByText(ACCOUNT_MESSAGES.contactUndone)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
    'href',
    '/forget-password',
  );
});

test('a link without its token says so and offers nothing to press', () => {
  renderRoute(<ContactLinkPage link="confirm" />, '/confirm-change');
  expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.contactConfirmLinkInvalid);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
