import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fetchProducts } from '../../api/products-api';
import { PRODUCTS_TEXT, ProductsPage } from '../products-page';
import { productRow } from './staff-product-fixtures';

const row = (id: number, fields = {}) => productRow({ id, ...fields });

jest.mock('../../api/products-api');
const fetchMock = jest.mocked(fetchProducts);

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

const openAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/admin/products"
          element={
            <>
              <ProductsPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => jest.resetAllMocks());

test('lists each product with its picture, price, stock and whether shoppers see it', async () => {
  fetchMock.mockResolvedValue([
    row(1),
    row(31, { title: 'Harmony Draft', image: null, published: false, stock: 0 }),
  ]);
  openAt('/admin/products');
  const m1 = (await screen.findByRole('rowheader', { name: /Harmony M1/ })).closest('tr')!;
  expect(within(m1).getByRole('link', { name: 'Harmony M1' })).toHaveAttribute('href', '/admin/products/1');
  expect(within(m1).getByText('₹4,999')).toBeInTheDocument();
  expect(within(m1).getByText('₹6,999')).toBeInTheDocument();
  expect(within(m1).getByText('48')).toBeInTheDocument();
  expect(within(m1).getByText('Published')).toBeInTheDocument();
  expect(m1.querySelector('img')).toHaveAttribute('src', '/api/images/products/harmony-m1.svg');
  const draft = screen.getByRole('rowheader', { name: /Harmony Draft/ }).closest('tr')!;
  expect(within(draft).getByText('Not published')).toBeInTheDocument();
  expect(within(draft).getByText('No picture')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/new-product');
  expect(fetchMock.mock.calls[0]?.[0]).toBe('');
});

test('a search goes into the address and reads again; nothing found says so', async () => {
  const user = userEvent.setup();
  fetchMock.mockResolvedValue([row(1)]);
  openAt('/admin/products');
  await screen.findByRole('rowheader', { name: /Harmony M1/ });
  fetchMock.mockResolvedValue([]);
  await user.type(screen.getByLabelText('Search by title, brand or slug'), 'toaster');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByText(PRODUCTS_TEXT.none)).toBeInTheDocument();
  expect(screen.getByTestId('address')).toHaveTextContent('?q=toaster');
  expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('toaster');
});

test('a failed read says why and tries again', async () => {
  const user = userEvent.setup();
  fetchMock.mockRejectedValueOnce(httpError(500));
  openAt('/admin/products?q=m1');
  expect(await screen.findByRole('alert')).toHaveTextContent(PRODUCTS_TEXT.failed);
  expect(screen.getByLabelText('Search by title, brand or slug')).toHaveValue('m1');
  fetchMock.mockResolvedValue([row(1)]);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('rowheader', { name: /Harmony M1/ })).toBeInTheDocument();
});
