import { MAIL_MESSAGES } from '@harmony/shared/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retryMail } from '../../../../api/mails-api';
import type { StaffOrderDetail } from '../../types/staff-order';
import { OrderMails } from '../order-mails';

jest.mock('../../../../api/mails-api');
const retryMock = jest.mocked(retryMail);

type OrderMail = StaffOrderDetail['mails'][number];
const mail = (id: number, fields: Partial<OrderMail> = {}): OrderMail => ({
  id,
  kind: 'order.shipped',
  to: 'asha@example.in',
  subject: null,
  status: 'failed',
  attempts: 9,
  error: 'Greeting never received',
  at: '2026-11-21T10:35:00.000Z',
  next_attempt_at: null,
  ...fields,
});

afterEach(() => jest.resetAllMocks());

test('each mail of the order with its state; the one not sent has its error and Retry', async () => {
  const user = userEvent.setup();
  retryMock.mockResolvedValue({
    id: 5,
    kind: 'order.shipped',
    order_id: 12,
    message_id: null,
    to: 'asha@example.in',
    subject: null,
    status: 'pending',
    attempts: 9,
    error: 'Greeting never received',
    created_at: '2026-11-21T10:35:00.000Z',
    next_attempt_at: '2026-11-21T11:00:00.000Z',
    sent_at: null,
  });
  render(
    <OrderMails
      mails={[
        mail(5),
        mail(4, {
          kind: 'order.confirmation',
          subject: 'Your Harmony order #12 is confirmed',
          status: 'sent',
          attempts: 1,
          error: null,
        }),
      ]}
    />,
  );
  const [failed, sent] = within(screen.getByRole('list', { name: 'Mails of the order' })).getAllByRole(
    'listitem',
  );
  expect(failed).toHaveTextContent('Order shipped · Failed (9 tries)');
  expect(failed).toHaveTextContent('Last error: Greeting never received');
  expect(sent).toHaveTextContent(/Order confirmation · Sent 21 Nov 2026/);
  expect(sent).toHaveTextContent('“Your Harmony order #12 is confirmed”');
  expect(within(sent!).queryByRole('button')).not.toBeInTheDocument();

  await user.click(within(failed!).getByRole('button', { name: 'Retry Order shipped to asha@example.in' }));
  expect(retryMock).toHaveBeenCalledWith(5);
  expect(await within(failed!).findByRole('status')).toHaveTextContent(MAIL_MESSAGES.retried);
  expect(failed).toHaveTextContent(/Order shipped · Waiting \(9 tries, next 21 Nov 2026/);
});
