import { apiClient, useSessionStore } from '@harmony/shared';
import { STAFF_MESSAGES } from '@harmony/shared/staff';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import BackofficeRoutes from '../routes';

const asha = { id: 7, fullname: 'Asha Menon', email: 'asha@example.in', contact_number: '9876543210' };

function openAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BackofficeRoutes />
    </MemoryRouter>,
  );
}

const staffMe = (roles: string[], areas: string[]) =>
  jest.spyOn(apiClient, 'get').mockResolvedValue({ status: 200, data: { user_id: 7, roles, areas } });

beforeEach(() => useSessionStore.setState({ token: 'token', user: asha }));
afterEach(() => jest.restoreAllMocks());

test('a signed-out visitor is asked to sign in, and the api is not called', () => {
  useSessionStore.setState({ token: null, user: null });
  const get = jest.spyOn(apiClient, 'get');
  openAt('/admin');
  expect(screen.getByText('Sign in with your staff account to use the back office.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(get).not.toHaveBeenCalled();
});

test('a shopper is told the back office is for staff, with no navigation', async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(403, STAFF_MESSAGES.staffOnly));
  openAt('/admin/staff');
  expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.staffOnly);
  expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
});

test('an expired session (401) is asked to sign in again', async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(401, 'Unauthorized'));
  openAt('/admin');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test('the navigation lists only what the role opens; a page opened by its address says why not', async () => {
  staffMe(['catalog'], ['dashboard', 'catalog']);
  openAt('/admin/staff');
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/admin');
  expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.areaRefused('staff'));
});

test('the owner sees the Staff page in the navigation, and the overview names the roles', async () => {
  staffMe(['owner'], ['dashboard', 'orders', 'messages', 'catalog', 'staff', 'audit']);
  openAt('/admin');
  expect(await screen.findByRole('heading', { name: 'Welcome, Asha Menon' })).toBeInTheDocument();
  expect(screen.getByText(/Everything, including staff and the audit log/)).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute('href', '/admin/staff');
});

test('an api out of reach says so and offers to try again', async () => {
  const get = jest.spyOn(apiClient, 'get').mockRejectedValueOnce(new Error('Network Error'));
  get.mockResolvedValueOnce({ status: 200, data: { user_id: 7, roles: ['orders'], areas: ['dashboard'] } });
  openAt('/admin');
  expect(await screen.findByRole('alert')).toHaveTextContent('The back office could not be reached.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Welcome, Asha Menon' })).toBeInTheDocument();
});
