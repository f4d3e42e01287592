import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { moveTicket } from '../../api/messages-api';
import { staffTicket as ticket, ticketChanged } from '../../testing/ticket-fixtures';
import { TicketStatusPanel } from '../ticket-status-panel';

jest.mock('../../api/messages-api', () => ({
  ...jest.requireActual('../../api/messages-api'),
  moveTicket: jest.fn(),
}));
const moveMock = jest.mocked(moveTicket);

afterEach(() => jest.resetAllMocks());

test('closes an open ticket, and names who did what in the history', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const closed = ticket({ status: 'closed', closed_at: '2026-11-21T12:00:00Z' });
  moveMock.mockResolvedValue(closed);
  render(
    <TicketStatusPanel
      ticket={ticket({
        history: [
          {
            at: '2026-11-21T11:00:00Z',
            by: 'Ravi',
            action: 'ticket.reply',
            before: { status: 'closed' },
            after: {},
          },
        ],
      })}
      onChanged={onChanged}
    />,
  );
  expect(screen.getByText('Replied, reopening the ticket')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close ticket' }));
  expect(moveMock).toHaveBeenCalledWith(expect.objectContaining({ id: 42 }), 'closed');
  expect(onChanged).toHaveBeenCalledWith(closed);
  expect(await screen.findByText('Ticket closed.')).toBeInTheDocument();
});

test('a stale page is shown the ticket as it is now, and told so', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  const fresh = ticket({ status: 'open' });
  moveMock.mockRejectedValue(ticketChanged(fresh));
  render(<TicketStatusPanel ticket={ticket({ status: 'closed' })} onChanged={onChanged} />);
  await user.click(screen.getByRole('button', { name: 'Reopen ticket' }));
  expect(onChanged).toHaveBeenCalledWith(fresh);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This ticket changed since you opened it: it now shows as it is. Check it before acting again.',
  );
});
