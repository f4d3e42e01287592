import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../../testing/render-at';
import { fetchStock } from '../../api/stock-api';
import type { StockProduct } from '../../types/stock';
import { StockPage } from '../stock-page';

jest.mock('../../api/stock-api');
const fetchMock = jest.mocked(fetchStock);

const product = (id: number, fields: Partial<StockProduct> = {}): StockProduct => ({
  id,
  title: `Harmony M${id}`,
  brand: 'Harmony',
  stock: 12,
  held: 0,
  low_stock_level: 5,
  low: false,
  published: true,
  ...fields,
});

const openAt = (entry: string) => renderAt(<StockPage />, '/admin/stock', entry);

afterEach(() => jest.resetAllMocks());

test('shows each product’s available and held units against its level, low ones flagged', async () => {
  fetchMock.mockResolvedValue({
    products: [product(2, { stock: 3, held: 2, low: true }), product(7, { published: false })],
    next: 7,
  });
  openAt('/admin/stock?low=1');
  const low = (await screen.findByRole('link', { name: 'Harmony M2' })).closest('tr')!;
  expect(screen.getByRole('link', { name: 'Harmony M2' })).toHaveAttribute('href', '/admin/stock/2');
  expect(within(low).getByText('3')).toBeInTheDocument();
  expect(within(low).getByText('2')).toBeInTheDocument();
  expect(within(low).getByText('Low')).toBeInTheDocument();
  const draft = screen.getByRole('link', { name: 'Harmony M7' }).closest('tr')!;
  expect(within(draft).getByText('OK')).toBeInTheDocument();
  expect(within(draft).getByText('Unpublished')).toBeInTheDocument();
  expect(fetchMock.mock.calls[0]?.[0]).toEqual({ q: '', low: '1', after: '' });
  expect(screen.getByLabelText('Only low stock (on sale)')).toBeChecked();
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/admin/stock?low=1&after=7',
  );
});

test('a search goes into the address and starts from the first page; nothing found is said', async () => {
  fetchMock.mockResolvedValue({ products: [], next: null });
  const user = userEvent.setup();
  openAt('/admin/stock?after=40&low=1');
  expect(await screen.findByText('No product matches.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Search by title'), ' lite ');
  await user.click(screen.getByLabelText('Only low stock (on sale)'));
  await user.click(screen.getByRole('button', { name: 'Show products' }));
  expect(screen.getByTestId('address')).toHaveTextContent(/^\?q=lite$/);
  expect(fetchMock.mock.calls.at(-1)?.[0]).toEqual({ q: 'lite', low: '', after: '' });
});

test('a list that could not be read says so', async () => {
  fetchMock.mockRejectedValue(new Error('Network Error'));
  openAt('/admin/stock');
  expect(await screen.findByRole('alert')).toHaveTextContent('The stock could not be loaded. Try again.');
});
