import { MAIL_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retryMail } from '../../../../api/mails-api';
import { renderAt } from '../../../../testing/render-at';
import type { StaffMail } from '../../../../types/staff-mail';
import { fetchMails } from '../../api/mail-list-api';
import { MailsPage } from '../mails-page';

jest.mock('../../api/mail-list-api');
jest.mock('../../../../api/mails-api');
const fetchMock = jest.mocked(fetchMails);
const retryMock = jest.mocked(retryMail);

const mail = (id: number, fields: Partial<StaffMail> = {}): StaffMail => ({
  id,
  kind: 'order.confirmation',
  order_id: 12,
  message_id: null,
  to: 'asha@example.in',
  subject: null,
  status: 'failed',
  attempts: 9,
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  created_at: '2026-11-21T10:35:00.000Z',
  next_attempt_at: null,
  sent_at: null,
  ...fields,
});

const openAt = (entry: string) => renderAt(<MailsPage />, '/admin/mails', entry);
const rowOf = async (name: RegExp) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

afterEach(() => jest.resetAllMocks());

test('each mail in words, to whom, its state, tries, last error and when; the next page linked', async () => {
  fetchMock.mockResolvedValue({
    mails: [
      mail(3),
      mail(2, {
        kind: 'account.password_reset',
        order_id: null,
        to: 'ravi@example.in',
        subject: 'Reset your Harmony password',
        status: 'sending',
        attempts: 1,
        error: null,
        next_attempt_at: '2026-11-21T10:40:00.000Z',
      }),
    ],
    next: 2,
  });
  openAt('/admin/mails');
  const failed = await rowOf(/Order confirmation/);
  expect(within(failed).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
  expect(within(failed).getByText('asha@example.in')).toBeInTheDocument();
  expect(within(failed).getByText('Failed')).toBeInTheDocument();
  expect(within(failed).getByText('9 tries')).toBeInTheDocument();
  expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
  expect(within(failed).getByText(/Written/)).toBeInTheDocument();
  expect(
    within(failed).getByRole('button', { name: 'Retry Order confirmation to asha@example.in' }),
  ).toBeEnabled();
  const sending = await rowOf(/Password reset/);
  expect(within(sending).getByText(/Reset your Harmony password/)).toBeInTheDocument();
  expect(within(sending).getByText('Sending')).toBeInTheDocument();
  expect(within(sending).getByText('1 try')).toBeInTheDocument();
  expect(within(sending).getByText(/Sending since/)).toBeInTheDocument();
  expect(within(sending).queryByRole('button')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls[0]?.[0]).toEqual({ status: 'unsent', after: '' });
  expect(screen.getByRole('link', { name: 'Unsent' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/admin/mails?after=2');
});

test('Retry asks the api, says so, and shows the mail waiting', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue({ mails: [mail(3)], next: null });
  retryMock.mockResolvedValue(mail(3, { status: 'pending', next_attempt_at: '2026-11-21T11:00:00.000Z' }));
  openAt('/admin/mails?status=failed');
  const row = await rowOf(/Order confirmation/);
  await user.click(within(row).getByRole('button', { name: /Retry/ }));
  expect(retryMock).toHaveBeenCalledWith(3);
  expect(await within(row).findByRole('status')).toHaveTextContent(MAIL_MESSAGES.retried);
  expect(within(row).getByText('Waiting')).toBeInTheDocument();
  expect(within(row).getByText(/Next try/)).toBeInTheDocument();
  expect(fetchMock.mock.calls[0]?.[0]).toEqual({ status: 'failed', after: '' });
});

test('a refused retry says why beside its button', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue({ mails: [mail(3)], next: null });
  retryMock.mockRejectedValue(httpError(409, MAIL_MESSAGES.notRetriable));
  openAt('/admin/mails');
  const row = await rowOf(/Order confirmation/);
  await user.click(within(row).getByRole('button', { name: /Retry/ }));
  expect(await within(row).findByRole('alert')).toHaveTextContent(MAIL_MESSAGES.notRetriable);
});

test('the filter lives in the address; an empty list says every mail has been sent', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue({ mails: [], next: null });
  openAt('/admin/mails?after=9');
  expect(await screen.findByText('Every mail has been sent.')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Failed' }));
  expect(await screen.findByText('No mail has failed.')).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('?status=failed');
  expect(fetchMock).toHaveBeenLastCalledWith({ status: 'failed', after: '' }, expect.anything());
});
