import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../testing/render-at';
import { fetchMessages } from '../../api/messages-api';
import type { StaffMessage } from '../../types/ticket';
import { MessagesPage } from '../messages-page';

jest.mock('../../api/messages-api');
const fetchMock = jest.mocked(fetchMessages);

const message = (id: number, fields: Partial<StaffMessage> = {}): StaffMessage => ({
  id,
  ticket: `HAR-T-${String(id).padStart(6, '0')}`,
  status: 'open',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  subject: 'Stabilizer for a 1.5 ton AC',
  created_at: '2026-11-21T10:35:00.000Z',
  replies: 0,
  ...fields,
});

const openAt = (entry: string) => renderAt(<MessagesPage />, '/admin/messages', entry);

afterEach(() => jest.resetAllMocks());

test('lists each ticket with its status, customer, subject and when it came, and links the next page', async () => {
  fetchMock.mockResolvedValue({
    messages: [
      message(42),
      message(7, { status: 'closed', name: 'Ravi Kumar', subject: 'Invoice', replies: 2 }),
    ],
    next: 'closed-7',
  });
  openAt('/admin/messages');
  const ticketOf = async (subject: string) =>
    (await screen.findByRole('link', { name: subject })).closest('li')!;
  const open = await ticketOf('Stabilizer for a 1.5 ton AC');
  expect(within(open).getByText('Open')).toBeInTheDocument();
  expect(within(open).getByText('Meera Iyer')).toBeInTheDocument();
  expect(within(open).getByText(/21 Nov 2026/)).toBeInTheDocument();
  expect(within(open).getByText('HAR-T-000042 · No reply yet')).toBeInTheDocument();
  expect(within(open).getByRole('link')).toHaveAttribute('href', '/admin/messages/42');
  const closed = await ticketOf('Invoice');
  expect(within(closed).getByText('Closed')).toBeInTheDocument();
  expect(within(closed).getByText('HAR-T-000007 · 2 replies')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    expect.stringContaining('Meera Iyer'),
    expect.stringContaining('Ravi Kumar'),
  ]);
  expect(fetchMock.mock.calls[0]?.[0]).toEqual({ status: 'all', after: '' });
  expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/admin/messages?after=closed-7',
  );
});

test('the filter lives in the address and starts again from the first page', async () => {
  fetchMock.mockResolvedValue({ messages: [message(3)], next: null });
  const user = userEvent.setup();
  openAt('/admin/messages?status=closed&after=open-9');
  await screen.findByRole('link', { name: 'Stabilizer for a 1.5 ton AC' });
  expect(fetchMock.mock.calls[0]?.[0]).toEqual({ status: 'closed', after: 'open-9' });
  expect(screen.getByRole('link', { name: 'Closed' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('link', { name: 'Open' }));
  expect(screen.getByTestId('address')).toHaveTextContent('?status=open');
  expect(fetchMock.mock.calls.at(-1)?.[0]).toEqual({ status: 'open', after: '' });
});

test('says when there is nothing to show, and when the list could not be read', async () => {
  fetchMock.mockResolvedValueOnce({ messages: [], next: null });
  const { unmount } = openAt('/admin/messages?status=open');
  expect(await screen.findByText('No open tickets.')).toBeInTheDocument();
  unmount();
  fetchMock.mockRejectedValueOnce(new Error('Network Error'));
  openAt('/admin/messages');
  expect(await screen.findByRole('alert')).toHaveTextContent('The messages could not be loaded. Try again.');
});
