import { useSessionStore } from '@harmony/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CartCheckoutRoutes from '../routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <CartCheckoutRoutes />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => useSessionStore.setState({ token: null, user: null })));

test.each([
  ['/order-success', 'No Order Found'],
  ['/nowhere', 'Page not found'],
])('%s shows %s', (path, heading) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});

test('/order-confirmation without an order goes to the cart', () => {
  act(() =>
    useSessionStore.setState({
      token: 'token',
      user: { id: 7, fullname: 'Priya Raman', email: 'priya@example.in', contact_number: '9876543210' },
    }),
  );
  renderAt('/order-confirmation');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Your cart is empty|Shopping Cart/);
});
