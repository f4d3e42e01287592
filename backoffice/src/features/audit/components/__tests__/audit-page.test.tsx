import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../testing/render-at';
import { fetchAudit, fetchStaffNames } from '../../api/audit-api';
import { AuditPage } from '../audit-page';

jest.mock('../../api/audit-api');
const auditMock = jest.mocked(fetchAudit);
const staffMock = jest.mocked(fetchStaffNames);

const openAt = (entry: string) => renderAt(<AuditPage />, '/admin/audit', entry);

afterEach(() => jest.resetAllMocks());

test('each line: when, who, what in words, the object linked to its page, before and after', async () => {
  staffMock.mockResolvedValue([{ user_id: 7, fullname: 'Ravi Kumar' }]);
  auditMock.mockResolvedValue({
    lines: [
      {
        id: 9,
        at: '2026-11-27T06:00:00Z',
        by: 'Ravi Kumar',
        action: 'order.status',
        object_type: 'order',
        object_id: '42',
        before: { status: 'packed' },
        after: { status: 'shipped', tracking_number: 'AWB1' },
      },
    ],
    next: 9,
  });
  openAt('/admin/audit?actor=7');
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(within(row).getByText('Moved the order on')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/admin/orders/42');
  expect(within(row).getByText('status: shipped, tracking number: AWB1')).toBeInTheDocument();
  expect(auditMock.mock.calls[0]?.[0]).toMatchObject({ actor: '7', after: '' });
  expect(screen.getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/admin/audit?actor=7&after=9');
  expect(await screen.findByRole('option', { name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('filters go into the address and start from the newest', async () => {
  const user = userEvent.setup();
  staffMock.mockResolvedValue([]);
  auditMock.mockResolvedValue({ lines: [], next: null });
  openAt('/admin/audit?after=50');
  expect(await screen.findByText('Nothing recorded matches these filters.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Object'), 'product');
  await user.type(screen.getByLabelText('Its number'), ' 12 ');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(screen.getByTestId('address')).toHaveTextContent('?object_type=product&object_id=12');
});
