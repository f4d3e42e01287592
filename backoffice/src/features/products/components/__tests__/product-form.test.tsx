import { PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createProduct, previewDescription, saveProduct } from '../../api/products-api';
import { CONFLICT_TEXT } from '../conflict-notice';
import { PRODUCT_FORM_TEXT, ProductForm } from '../product-form';
import { staffProduct as product } from './staff-product-fixtures';

jest.mock('../../api/products-api', () => ({
  ...jest.requireActual('../../api/products-api'),
  createProduct: jest.fn(),
  saveProduct: jest.fn(),
  previewDescription: jest.fn(),
}));
const saveMock = jest.mocked(saveProduct);
const createMock = jest.mocked(createProduct);

const categories = [
  { slug: 'ac-stabilizers', name: 'AC stabilizers' },
  { slug: 'accessories', name: 'Accessories' },
];

let scrollIntoView: jest.Mock;
beforeEach(() => {
  jest.mocked(previewDescription).mockResolvedValue('<p>Keeps an AC safe.</p>');
  // jsdom lays nothing out; the form brings its message into view with this.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => jest.resetAllMocks());

const field = (name: string) => screen.getByLabelText(name);

test('a bad price is refused before anything is sent, and what was typed stays', async () => {
  const user = userEvent.setup();
  render(<ProductForm product={product()} categories={categories} onChanged={jest.fn()} />);
  await user.clear(field('Title'));
  await user.type(field('Title'), 'Harmony M1 Plus');
  await user.clear(field('Selling price (₹)'));
  await user.type(field('Selling price (₹)'), '49.999');
  await user.clear(field('Original price (₹)'));
  await user.type(field('Original price (₹)'), '40');
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  // The form's message and the field's own.
  expect(screen.getAllByText(PRODUCT_MESSAGES.price('price'))).toHaveLength(2);
  expect(field('Selling price (₹)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Selling price (₹)')).toHaveFocus();
  expect(field('Selling price (₹)')).toHaveValue('49.999');
  expect(field('Title')).toHaveValue('Harmony M1 Plus');
  expect(saveMock).not.toHaveBeenCalled();

  await user.clear(field('Selling price (₹)'));
  await user.type(field('Selling price (₹)'), '4,499.50');
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  expect(screen.getAllByText(PRODUCT_MESSAGES.originalNotAbove)).toHaveLength(2);
  expect(field('Selling price (₹)')).not.toHaveAttribute('aria-invalid');
  expect(saveMock).not.toHaveBeenCalled();

  await user.clear(field('HSN code'));
  await user.type(field('HSN code'), '85');
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  expect(screen.getByText(PRODUCT_MESSAGES.fixFields)).toBeInTheDocument();
  expect(screen.getByText(PRODUCT_MESSAGES.hsn)).toBeInTheDocument();
  expect(field('HSN code')).toHaveValue('85');
});

test('saves the form with the version it was loaded with, and says so', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  render(<ProductForm product={product()} categories={categories} onChanged={onChanged} />);
  await user.clear(field('Selling price (₹)'));
  await user.type(field('Selling price (₹)'), '4499');
  const saved = product({ price_paise: 449_900, version: 'v2' });
  saveMock.mockResolvedValue(saved);
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  expect(await screen.findByText(PRODUCT_FORM_TEXT.saved)).toBeInTheDocument();
  expect(saveMock).toHaveBeenCalledWith(
    1,
    expect.objectContaining({ price: '4499', original_price: '6999' }),
    'v1',
  );
  expect(onChanged).toHaveBeenCalledWith(saved);
});

test('a product changed meanwhile: what differs is shown, the typed values stay, a second save overrides', async () => {
  const user = userEvent.setup();
  const onChanged = jest.fn();
  render(<ProductForm product={product()} categories={categories} onChanged={onChanged} />);
  await user.clear(field('Selling price (₹)'));
  await user.type(field('Selling price (₹)'), '4299');
  const fresh = product({ title: 'Harmony M1 (2026)', version: 'v2' });
  saveMock.mockRejectedValueOnce(
    Object.assign(httpError(409, PRODUCT_MESSAGES.changed), {
      response: { status: 409, data: { statusCode: 409, message: PRODUCT_MESSAGES.changed, product: fresh } },
    }),
  );
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  const conflict = (await screen.findByText(CONFLICT_TEXT.title)).closest<HTMLElement>('[role="alert"]')!;
  expect(within(conflict).getByText(/Title: saved as “Harmony M1 \(2026\)”/)).toBeInTheDocument();
  expect(within(conflict).getByText(/Selling price \(₹\): saved as “4999”/)).toBeInTheDocument();
  expect(field('Selling price (₹)')).toHaveValue('4299');
  expect(field('Title')).toHaveValue('Harmony M1');
  expect(onChanged).toHaveBeenCalledWith(fresh);
  expect(scrollIntoView).toHaveBeenCalled();

  saveMock.mockResolvedValue(product({ price_paise: 429_900, version: 'v3' }));
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  expect(saveMock).toHaveBeenLastCalledWith(1, expect.objectContaining({ price: '4299' }), 'v2');
  expect(await screen.findByText(PRODUCT_FORM_TEXT.saved)).toBeInTheDocument();
});

test('the saved version can be loaded instead', async () => {
  const user = userEvent.setup();
  render(<ProductForm product={product()} categories={categories} onChanged={jest.fn()} />);
  await user.type(field('Summary'), ' Quiet.');
  saveMock.mockRejectedValueOnce(
    Object.assign(httpError(409), {
      response: {
        status: 409,
        data: { message: PRODUCT_MESSAGES.changed, product: product({ summary: 'New words.' }) },
      },
    }),
  );
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.save }));
  await user.click(await screen.findByRole('button', { name: CONFLICT_TEXT.load }));
  expect(field('Summary')).toHaveValue('New words.');
  expect(screen.queryByText(CONFLICT_TEXT.title)).toBeNull();
});

test("a new product: the api's refusal of a field is shown under it, and nothing typed is lost", async () => {
  const user = userEvent.setup();
  render(<ProductForm categories={categories} onChanged={jest.fn()} />);
  await user.type(field('Title'), 'Harmony Wall Plug');
  await user.type(field('Brand'), 'Harmony');
  await user.selectOptions(field('Category'), 'accessories');
  await user.type(field('Selling price (₹)'), '299');
  await user.type(field('Input voltage'), '240 V');
  await user.type(field('Output voltage'), '240 V');
  await user.type(field('Summary'), 'A plug.');
  await user.type(field('Description (HTML)'), '<script>x</script>');
  createMock.mockRejectedValueOnce(
    httpError(400, PRODUCT_MESSAGES.descriptionEmpty, { description: PRODUCT_MESSAGES.descriptionEmpty }),
  );
  await user.click(screen.getByRole('button', { name: PRODUCT_FORM_TEXT.create }));
  expect(await screen.findAllByText(PRODUCT_MESSAGES.descriptionEmpty)).toHaveLength(2);
  expect(field('Description (HTML)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Title')).toHaveValue('Harmony Wall Plug');
  expect(createMock).toHaveBeenCalledWith(expect.objectContaining({ hsn: '8504', category: 'accessories' }));
});
