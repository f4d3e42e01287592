import { fetchCatalogPage, type CatalogPage, type Product } from '@harmony/shared';
import { parseCatalogQuery } from '@harmony/shared/catalog-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetProductsCache } from '../../api/products-cache';
import { makeProduct, makeProducts } from '../../testing/product-fixtures';
import { ProductListPage } from '../product-list-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchCatalogPage: jest.fn(),
}));

const fetchPageMock = jest.mocked(fetchCatalogPage);

const FACETS: CatalogPage['facets'] = {
  categories: [
    { slug: 'ac-stabilizers', name: 'AC stabilizers', count: 6 },
    { slug: 'extension-boards', name: 'Extension boards', count: 3 },
  ],
  brands: [{ name: 'Harmony', count: 20 }],
  capacities: [
    { value: '1.5ton', label: '1.5 ton', count: 3 },
    { value: '5kva', label: '5 kVA', count: 2 },
  ],
  price: { min: 499, max: 14999 },
  in_stock: 19,
};

/** The query an api address asks for. */
const queryOf = (path: string) => parseCatalogQuery(new URL(path, 'http://shop.test').searchParams).query;

/** What the api answers for a query, over a catalogue of `products` (paging as the server does). */
function serve(products: Product[]) {
  fetchPageMock.mockImplementation(async (path: string) => {
    const query = queryOf(path);
    const perPage = query.perPage;
    const page = query.page;
    const matching = query.q ? products.filter((p) => p.title.includes(query.q)) : products;
    return {
      products: matching.slice((page - 1) * perPage, page * perPage),
      total: matching.length,
      page,
      per_page: perPage,
      pages: Math.max(1, Math.ceil(matching.length / perPage)),
      sort: query.sort,
      facets: FACETS,
    };
  });
}

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
const lastQuery = () => queryOf(fetchPageMock.mock.calls.at(-1)![0]);
const where = () => screen.getByTestId('location').textContent;

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
  it('shows skeleton cards while the first page loads', async () => {
    let resolve: (page: CatalogPage) => void = () => {};
    fetchPageMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderListing();

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    const products = makeProducts(3);
    resolve({ products, total: 3, page: 1, per_page: 8, pages: 1, sort: 'relevance', facets: FACETS });
    await waitFor(() => expect(productLinks()).toHaveLength(3));
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 products');
    expect(document.title).toBe('Products · Harmony');
  });

  it('shows 8 products on the first page, numbered page links and Next but no Previous', async () => {
    serve(makeProducts(20));
    renderListing();

    await waitFor(() => expect(productLinks()).toHaveLength(8));
    expect(productLinks()[0]).toHaveAttribute('href', '/description/1');
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

  it('moves to the next page through the address, asks the server for it and scrolls to the grid', async () => {
    serve(makeProducts(20));
    renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(8));

    await userEvent.click(within(pager()).getByRole('link', { name: 'Next page' }));

    expect(where()).toBe('/product?page=2');
    await waitFor(() =>
      expect(productLinks().map((link) => link.getAttribute('href'))).toEqual(
        [9, 10, 11, 12, 13, 14, 15, 16].map((id) => `/description/${id}`),
      ),
    );
    expect(lastQuery()).toMatchObject({ page: 2 });
    expect(within(pager()).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/product');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Our Products' })).toHaveFocus();
  });

  it('a sort and a filter go into the address, start again at page 1 and keep each other', async () => {
    serve(makeProducts(20));
    renderListing('/product?page=2');
    await waitFor(() => expect(productLinks()).toHaveLength(8));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(where()).toBe('/product?sort=price_asc');
    expect(lastQuery()).toMatchObject({ sort: 'price_asc', page: 1 });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'ac-stabilizers');
    expect(where()).toBe('/product?category=ac-stabilizers&sort=price_asc');
    expect(lastQuery()).toMatchObject({ category: 'ac-stabilizers', sort: 'price_asc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'AC stabilizers' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Capacity' }), '1.5ton');
    await userEvent.click(screen.getByRole('checkbox', { name: /In stock only/ }));
    expect(where()).toBe('/product?category=ac-stabilizers&capacity=1.5ton&in_stock=1&sort=price_asc');
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(where()).toBe('/product?sort=price_asc');
  });

  it('pages through filtered results with the filters kept in every page link', async () => {
    serve(makeProducts(20));
    renderListing('/product?q=Stabilizer&category=ac-stabilizers&sort=name');
    await waitFor(() => expect(productLinks()).toHaveLength(8));
    expect(within(pager()).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/product?q=Stabilizer&category=ac-stabilizers&sort=name&page=2',
    );
    await userEvent.click(within(pager()).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(productLinks()).toHaveLength(4));
    expect(lastQuery()).toMatchObject({ q: 'Stabilizer', category: 'ac-stabilizers', sort: 'name', page: 3 });
  });

  it('applies a price range in rupees with its button', async () => {
    serve(makeProducts(4));
    renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(4));

    await userEvent.type(screen.getByRole('spinbutton', { name: 'Lowest price in rupees' }), '1000');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Highest price in rupees' }), '5000');
    expect(where()).toBe('/product');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(where()).toBe('/product?min_price=1000&max_price=5000');
    expect(lastQuery()).toMatchObject({ minPrice: 1000, maxPrice: 5000 });
  });

  it('shows what was searched for, and an empty result with a way back to all products', async () => {
    serve([makeProduct({ id: 1, title: 'Harmony Cool Keeper' })]);
    renderListing('/product?q=mainline');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results for “mainline”' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No products match “mainline”.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 products');
    expect(document.title).toBe('Search: mainline · Harmony');
    await userEvent.click(screen.getByRole('link', { name: 'See all products' }));
    expect(where()).toBe('/product');
    await waitFor(() => expect(productLinks()).toHaveLength(1));
  });

  it('leaves a bad parameter at its default instead of failing the page', async () => {
    serve(makeProducts(3));
    renderListing('/product?sort=cheapest&page=abc');
    await waitFor(() => expect(productLinks()).toHaveLength(3));
    expect(lastQuery()).toMatchObject({ sort: 'relevance', page: 1 });
  });

  it('logs a failed load and offers Try again', async () => {
    const error = new Error('Network Error');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchPageMock.mockRejectedValue(error);
    renderListing();

    expect(await screen.findByText(/could not be loaded just now/)).toBeInTheDocument();
    expect(productLinks()).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledWith('Products could not be loaded', error);

    serve(makeProducts(2));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(productLinks()).toHaveLength(2));
    consoleError.mockRestore();
  });

  it('shows a page it already has at once on the next visit and aborts a request it no longer needs', async () => {
    fetchPageMock.mockReturnValue(new Promise(() => {}));
    const first = renderListing();
    const signal = fetchPageMock.mock.calls[0]?.[1];
    first.unmount();
    expect(signal?.aborted).toBe(true);

    serve(makeProducts(5));
    const second = renderListing();
    await waitFor(() => expect(productLinks()).toHaveLength(5));
    second.unmount();

    renderListing();
    expect(productLinks()).toHaveLength(5);
    expect(fetchPageMock).toHaveBeenCalledTimes(2);
  });
});
