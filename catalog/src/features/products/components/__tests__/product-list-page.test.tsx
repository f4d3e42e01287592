import { fetchProducts, type Product } from '@harmony/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetProductsCache } from '../../api/products-cache';
import { makeProduct, makeProducts } from '../../testing/product-fixtures';
import { ProductListPage } from '../product-list-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchProducts: jest.fn(),
  fetchProduct: jest.fn(),
}));

const fetchProductsMock = jest.mocked(fetchProducts);

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderListing(entry = '/product') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/product" element={<ProductListPage />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const productLinks = () =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/description/'));
const pager = () => screen.getByRole('navigation', { name: 'Pages' });

let scrollIntoView: jest.Mock;

beforeEach(() => {
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  resetProductsCache();
  jest.resetAllMocks();
});

describe('ProductListPage', () => {
  it('shows skeleton cards while the products load', async () => {
    let resolve: (products: Product[]) => void = () => {};
    fetchProductsMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderListing();

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    resolve(makeProducts(3));
    await waitFor(() => expect(productLinks()).toHaveLength(3));
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(document.title).toBe('Products · Harmony');
  });

  it('shows 8 products on the first page, numbered page links and Next but no Previous', async () => {
    fetchProductsMock.mockResolvedValue(makeProducts(20));
    renderListing();

    await waitFor(() => expect(productLinks()).toHaveLength(8));
    expect(productLinks()[0]).toHaveAttribute('href', '/description/1');
    expect(productLinks()[7]).toHaveAttribute('href', '/description/8');
    const nav = within(pager());
    expect(nav.getAllByRole('link', { name: /^Page \d$/ }).map((link) => link.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(nav.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/product?page=2');
  });

  it('moves to the next page through the address, shows both controls in the middle and scrolls to the grid', async () => {
    fetchProductsMock.mockResolvedValue(makeProducts(20));
    renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(8));

    await userEvent.click(within(pager()).getByRole('link', { name: 'Next page' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/product?page=2');
    expect(productLinks().map((link) => link.getAttribute('href'))).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map((id) => `/description/${id}`),
    );
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/product');
    expect(within(pager()).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/product?page=3',
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Our Products' })).toHaveFocus();
  });

  it('opens the page named in the address; the last page has Previous but no Next', async () => {
    fetchProductsMock.mockResolvedValue(makeProducts(20));
    renderListing('/product?page=3');

    await waitFor(() => expect(productLinks()).toHaveLength(4));
    expect(productLinks()[0]).toHaveAttribute('href', '/description/17');
    expect(within(pager()).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/product?page=2',
    );
    expect(within(pager()).queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('keeps an out-of-range page within the pages there are', async () => {
    fetchProductsMock.mockResolvedValue(makeProducts(20));
    renderListing('/product?page=99');
    await waitFor(() => expect(productLinks()).toHaveLength(4));
    expect(within(pager()).getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows no pager when everything fits on one page', async () => {
    fetchProductsMock.mockResolvedValue(makeProducts(8));
    renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(8));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('leaves out products without a readable price before paging', async () => {
    const products = makeProducts(9);
    products[2] = makeProduct({ id: 3, price: '' });
    fetchProductsMock.mockResolvedValue(products);
    renderListing();

    await waitFor(() => expect(productLinks()).toHaveLength(8));
    expect(productLinks().map((link) => link.getAttribute('href'))).not.toContain('/description/3');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows an empty grid with a short line', async () => {
    const error = new Error('Network Error');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchProductsMock.mockRejectedValue(error);
    renderListing();

    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(productLinks()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith('Products could not be loaded', error);

    fetchProductsMock.mockResolvedValue(makeProducts(2));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(productLinks()).toHaveLength(2));
    consoleError.mockRestore();
  });

  it('reuses the loaded catalogue on the next visit and aborts a request it no longer needs', async () => {
    fetchProductsMock.mockReturnValue(new Promise(() => {}));
    const first = renderListing();
    const signal = fetchProductsMock.mock.calls[0]?.[0];
    first.unmount();
    expect(signal?.aborted).toBe(true);

    fetchProductsMock.mockResolvedValue(makeProducts(5));
    const second = renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(5));
    second.unmount();

    renderListing();
    expect(productLinks()).toHaveLength(5);
    expect(fetchProductsMock).toHaveBeenCalledTimes(2);
  });
});
