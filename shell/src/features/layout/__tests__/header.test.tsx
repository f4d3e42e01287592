import { useCartStore, useSessionStore, type Product } from '@harmony/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Header } from '../components/header';

const product = { id: 1, title: 'Harmony M1', brand: 'Harmony', price: '4,999', image: '/m1.svg' } as Product;

function renderHeader() {
  return render(
    <MemoryRouter>
      <Header />
      <p>Outside the header</p>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  useSessionStore.setState({ token: null, user: null });
});

describe('Header', () => {
  it('links the SPEC pages and counts distinct cart lines', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('href', '/About');
    expect(screen.getByRole('link', { name: 'PRODUCTS' })).toHaveAttribute('href', '/Product');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => {
      useCartStore.getState().add(product, 3);
      useCartStore.getState().add(product, 1);
    });
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('sends a guest to /login and a stored user to /Profile; logout only when signed in', () => {
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    unmount();
    useSessionStore.setState({
      token: 'token',
      user: { id: 1, fullname: 'Priya', email: 'p@example.in', contact_number: '9876543210' },
    });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/Profile');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('shows the Admin link to staff only', () => {
    const shopper = { id: 1, fullname: 'Priya', email: 'p@example.in', contact_number: '9876543210' };
    useSessionStore.setState({ token: 'token', user: { ...shopper, staff_roles: [] } });
    const { unmount } = renderHeader();
    expect(screen.queryByRole('link', { name: 'ADMIN' })).toBeNull();
    unmount();
    useSessionStore.setState({ token: 'token', user: { ...shopper, staff_roles: ['orders'] } });
    renderHeader();
    expect(screen.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/admin');
  });

  it('opens the mobile menu and closes it on a click outside the header', async () => {
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Outside the header'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
