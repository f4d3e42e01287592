import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AccountRoutes from '../routes';
import { useSessionStore } from '@harmony/shared';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => useSessionStore.setState({ token: null, user: null })));

test.each([
  ['/login', 'Sign In'],
  ['/LOGIN', 'Sign In'],
  ['/registration', 'Customer Registration'],
  ['/forget-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/Profile', 'Sign In'],
  ['/Add-Addresses', 'Sign In'],
  ['/edit-address/3', 'Sign In'],
  ['/order/12', 'Sign In'],
  ['/nowhere', 'Page not found'],
])('%s shows %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('/add-addresses (any case) is the address form for a signed-in customer', () => {
  act(() =>
    useSessionStore.setState({
      token: 'token',
      user: { id: 7, fullname: 'Asha Menon', email: 'asha@example.in', contact_number: '9876543210' },
    }),
  );
  renderAt('/add-addresses');
  expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
});
