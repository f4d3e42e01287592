import { STAFF_MESSAGES } from '@harmony/shared/staff';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeRole, fetchStaff } from '../../api/staff-api';
import { StaffPage } from '../staff-page';

jest.mock('../../api/staff-api');
const fetchMock = jest.mocked(fetchStaff);
const changeMock = jest.mocked(changeRole);

const ravi = {
  user_id: 3,
  fullname: 'Ravi Kumar',
  email: 'ravi@example.in',
  contact_number: '9876500001',
  roles: ['orders', 'catalog'] as const,
};

beforeEach(() => fetchMock.mockResolvedValue([{ ...ravi, roles: [...ravi.roles] }]));
afterEach(() => jest.resetAllMocks());

test('lists everyone with a role, and revokes one role from its row', async () => {
  const user = userEvent.setup();
  render(<StaffPage />);
  const row = (await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).closest('tr')!;
  expect(within(row).getByText('ravi@example.in')).toBeInTheDocument();
  changeMock.mockResolvedValue({ user_id: 3, role: 'orders', changed: true });
  fetchMock.mockResolvedValue([{ ...ravi, roles: ['catalog'] }]);
  await user.click(within(row).getByRole('button', { name: 'Revoke orders from Ravi Kumar' }));
  expect(changeMock).toHaveBeenCalledWith('revoke', 'ravi@example.in', 'orders');
  expect(await screen.findByText('Ravi Kumar no longer has the orders role.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Revoke catalog from Ravi Kumar' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Revoke orders from Ravi Kumar' })).toBeNull();
});

test("the last owner's refusal is said, and the list stays", async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue([{ ...ravi, roles: ['owner'] }]);
  render(<StaffPage />);
  changeMock.mockRejectedValue(httpError(409, STAFF_MESSAGES.lastOwner));
  await user.click(await screen.findByRole('button', { name: 'Revoke owner from Ravi Kumar' }));
  expect(await screen.findByText(STAFF_MESSAGES.lastOwner)).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument();
});

test('grants a role by email or mobile; a refusal keeps what was typed', async () => {
  const user = userEvent.setup();
  render(<StaffPage />);
  await screen.findByRole('rowheader', { name: 'Ravi Kumar' });
  await user.click(screen.getByRole('button', { name: 'Grant role' }));
  expect(screen.getByText('Enter the email or mobile number of the account.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email or mobile number'), 'nobody@example.in');
  await user.click(screen.getByRole('button', { name: 'Grant role' }));
  expect(screen.getByText('Choose the role to grant.')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Role'), 'orders');
  changeMock.mockRejectedValueOnce(httpError(404, STAFF_MESSAGES.accountNotFound));
  await user.click(screen.getByRole('button', { name: 'Grant role' }));
  expect(await screen.findByText(STAFF_MESSAGES.accountNotFound)).toBeInTheDocument();
  expect(screen.getByLabelText('Email or mobile number')).toHaveValue('nobody@example.in');
  changeMock.mockResolvedValueOnce({ user_id: 9, role: 'orders', changed: true });
  await user.clear(screen.getByLabelText('Email or mobile number'));
  await user.type(screen.getByLabelText('Email or mobile number'), '9876500002');
  await user.click(screen.getByRole('button', { name: 'Grant role' }));
  expect(changeMock).toHaveBeenLastCalledWith('grant', '9876500002', 'orders');
  expect(await screen.findByText('9876500002 now has the orders role.')).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
