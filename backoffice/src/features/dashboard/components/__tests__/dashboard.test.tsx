import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { fetchDashboard } from '../../api/dashboard-api';
import type { Dashboard as DashboardFigures } from '../../types/dashboard';
import { Dashboard } from '../dashboard';

jest.mock('../../api/dashboard-api');
// The canvas chart is uPlot's to draw; here it stands in as the list of its bars.
jest.mock('../revenue-chart', () => ({
  __esModule: true,
  default: ({ days }: { days: DashboardFigures['days'] }) => <p>Chart of {days.length} days</p>,
}));
const fetchMock = jest.mocked(fetchDashboard);

const figures = (fields: Partial<DashboardFigures> = {}): DashboardFigures => ({
  range: '7d',
  from: '2026-11-21',
  to: '2026-11-27',
  paid_orders: 3,
  revenue_paise: 1_364_790,
  gst_paise: 64_990,
  net_paise: 1_299_800,
  average_order_paise: 454_930,
  days: [
    { day: '2026-11-26', orders: 1, revenue_paise: 105_000 },
    { day: '2026-11-27', orders: 2, revenue_paise: 1_259_790 },
  ],
  waiting: { not_packed: 4, packed: 1, refunds_pending: 0, refunds_failed: 2, low_stock: 6, mails_failed: 3 },
  ...fields,
});

afterEach(() => jest.resetAllMocks());

test('the figures of the period, each a link to the list behind it', async () => {
  fetchMock.mockResolvedValue(figures());
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <Dashboard />
    </MemoryRouter>,
  );
  const sales = await screen.findByRole('list', { name: 'Sales, last 7 days' });
  const revenue = within(sales).getByRole('link', { name: /Revenue/ });
  expect(revenue).toHaveTextContent('₹13,647.90');
  expect(revenue).toHaveTextContent('₹12,998.00 + GST ₹649.90');
  expect(revenue).toHaveAttribute('href', '/admin/orders?payment=paid&from=2026-11-21&to=2026-11-27');
  expect(within(sales).getByRole('link', { name: /Average order/ })).toHaveTextContent('₹4,549.30');
  const waiting = screen.getByRole('list', { name: 'Waiting now' });
  expect(within(waiting).getByRole('link', { name: /To pack/ })).toHaveAttribute(
    'href',
    '/admin/orders?status=pending&payment=ready',
  );
  expect(within(waiting).getByRole('link', { name: /Refunds failed/ })).toHaveTextContent('2');
  expect(within(waiting).getByRole('link', { name: /Low stock/ })).toHaveAttribute(
    'href',
    '/admin/stock?low=1',
  );
  const mails = within(waiting).getByRole('link', { name: /Mails failed/ });
  expect(mails).toHaveTextContent('3');
  expect(mails).toHaveAttribute('href', '/admin/mails?status=failed');
  expect(await screen.findByText('Chart of 2 days')).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: '2026-11-27' })).toBeInTheDocument();
  expect(fetchMock.mock.calls[0]?.[0]).toBe('7d');
});

test('another period is read from the address; a failure says so and reads again', async () => {
  const user = userEvent.setup();
  fetchMock.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(figures({ range: 'today' }));
  render(
    <MemoryRouter initialEntries={['/admin?range=today']}>
      <Dashboard />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('The figures could not be loaded. Try again.');
  expect(screen.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'Sales, today' })).toBeInTheDocument();
  expect(fetchMock).toHaveBeenLastCalledWith('today', expect.anything());
});
