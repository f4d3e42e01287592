import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSessionLifecycle } from '../use-session-lifecycle';

const resumeSession = jest.fn<Promise<'guest' | 'signed-in' | 'failed'>, []>();
let expire: (() => void) | undefined;

jest.mock('@harmony/shared', () => ({
  resumeSession: () => resumeSession(),
  onSessionExpired: (listener: () => void) => {
    expire = listener;
    return () => {
      expire = undefined;
    };
  },
}));

function Pages() {
  useSessionLifecycle();
  return (
    <>
      <Link to="/product">Products</Link>
      <Link to="/cart">Cart</Link>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/product" element={<h1>Products page</h1>} />
        <Route path="/cart" element={<h1>Cart page</h1>} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </>
  );
}

const renderPages = () =>
  render(
    <MemoryRouter>
      <Pages />
    </MemoryRouter>,
  );

beforeEach(() => {
  resumeSession.mockReset();
  expire = undefined;
});

describe('useSessionLifecycle', () => {
  it('resumes the session once per page load, not again on each page opened', async () => {
    resumeSession.mockResolvedValue('signed-in');
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Products' }));
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(resumeSession).toHaveBeenCalledTimes(1);
  });

  it('sends the shopper to /login when the stored session cannot be resumed', async () => {
    resumeSession.mockResolvedValue('failed');
    renderPages();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('follows a forced logout to /login, from whichever page is open', async () => {
    resumeSession.mockResolvedValue('signed-in');
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Cart' }));
    act(() => expire?.());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(resumeSession).toHaveBeenCalledTimes(1);
  });
});
