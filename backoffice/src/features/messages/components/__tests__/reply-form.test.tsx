import { TICKET_MESSAGES } from '@harmony/shared/domain';
import { httpError, networkError } from '@harmony/shared/testing/http-errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendReply } from '../../api/messages-api';
import { staffTicket as ticket, ticketChanged } from '../../testing/ticket-fixtures';
import { ReplyForm } from '../reply-form';

jest.mock('../../api/messages-api', () => ({
  ...jest.requireActual('../../api/messages-api'),
  sendReply: jest.fn(),
}));
const sendMock = jest.mocked(sendReply);

const typed = 'It is covered for 3 years.\nKeep the invoice.';

afterEach(() => jest.resetAllMocks());

test('a failed send keeps the typed reply and says why', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  sendMock.mockRejectedValueOnce(networkError());
  render(<ReplyForm ticket={ticket()} onChanged={onChanged} />);
  await user.type(screen.getByLabelText('Reply to Meera Iyer'), typed);
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The reply could not be sent. Try again.');
  expect(screen.getByLabelText('Reply to Meera Iyer')).toHaveValue(typed);
  expect(onChanged).not.toHaveBeenCalled();
  // The api's own reason when it gives one.
  sendMock.mockRejectedValueOnce(httpError(400, TICKET_MESSAGES.replyTooLong));
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_MESSAGES.replyTooLong);
  expect(screen.getByLabelText('Reply to Meera Iyer')).toHaveValue(typed);
});

test('a ticket answered meanwhile shows as it is now, and the reply waits to be sent again', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const fresh = ticket({
    replies: [
      { id: 1, body: 'We will call you.', at: '2026-11-21T11:00:00Z', author: 'Ravi', mailed_at: null },
    ],
  });
  sendMock.mockRejectedValueOnce(ticketChanged(fresh));
  render(<ReplyForm ticket={ticket()} onChanged={onChanged} />);
  await user.type(screen.getByLabelText('Reply to Meera Iyer'), typed);
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This ticket changed since you opened it: it now shows as it is. Read it, then send your reply again.',
  );
  expect(onChanged).toHaveBeenCalledWith(fresh);
  expect(screen.getByLabelText('Reply to Meera Iyer')).toHaveValue(typed);
});

test('a blank reply is not sent; a sent one clears the form and says where it went', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  render(<ReplyForm ticket={ticket({ status: 'closed' })} onChanged={onChanged} />);
  expect(screen.getByText(/replying reopens it/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Reply to Meera Iyer'), '   ');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(screen.getByRole('alert')).toHaveTextContent(TICKET_MESSAGES.replyBlank);
  expect(screen.getByLabelText('Reply to Meera Iyer')).toHaveAttribute('aria-invalid', 'true');
  expect(sendMock).not.toHaveBeenCalled();
  const answered = ticket();
  sendMock.mockResolvedValueOnce(answered);
  await user.type(screen.getByLabelText('Reply to Meera Iyer'), ' Thank you ');
  await user.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(sendMock).toHaveBeenCalledWith(ticket({ status: 'closed' }), 'Thank you');
  expect(onChanged).toHaveBeenCalledWith(answered);
  expect(
    await screen.findByText('Reply kept on the ticket and on its way to meera@example.in.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Reply to Meera Iyer')).toHaveValue('');
});
