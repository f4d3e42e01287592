import {
  fetchProduct,
  fetchProducts,
  showToast,
  SPEC_SECTIONS,
  useCartStore,
  type Product,
} from '@harmony/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { loadProducts, resetProductsCache } from '../../api/products-cache';
import { httpError, makeProduct } from '../../testing/product-fixtures';
import { ProductDetailPage } from '../product-detail-page';

jest.mock('@harmony/shared', () => ({
  ...jest.requireActual('@harmony/shared'),
  fetchProducts: jest.fn(),
  fetchProduct: jest.fn(),
  showToast: jest.fn(),
}));

const fetchProductMock = jest.mocked(fetchProduct);
const fetchProductsMock = jest.mocked(fetchProducts);
const showToastMock = jest.mocked(showToast);

function renderDetail(entries: string[] = ['/description/1']) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/product" element={<h1>Listing</h1>} />
        <Route path="/description/:id" element={<ProductDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function renderLoaded(product: Product = makeProduct({ id: 1, title: 'Harmony M1' })) {
  fetchProductMock.mockResolvedValue(product);
  const view = renderDetail([`/description/${product.id}`]);
  await screen.findByRole('heading', { level: 1, name: product.title });
  return view;
}

const quantityBox = () => screen.getByRole('textbox', { name: 'Quantity' });

beforeEach(() => {
  useCartStore.setState({ lines: [] });
  showToastMock.mockResolvedValue(undefined);
});

afterEach(() => {
  resetProductsCache();
  jest.resetAllMocks();
});

describe('ProductDetailPage states', () => {
  it("says 'Loading product...' while the product is on its way", () => {
    fetchProductMock.mockReturnValue(new Promise(() => {}));
    renderDetail();
    expect(screen.getByRole('status')).toHaveTextContent('Loading product...');
    expect(fetchProductMock).toHaveBeenCalledWith(1, expect.any(AbortSignal));
  });

  it("says 'Product not found.' for an id the api does not know", async () => {
    fetchProductMock.mockRejectedValue(httpError(404));
    renderDetail(['/description/999']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found.' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/product');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('Product not found · Harmony');
  });

  it.each(['abc', '0', '-1', '1.5'])(
    "says 'Product not found.' for the id %s without asking the api",
    (id) => {
      renderDetail([`/description/${id}`]);
      expect(screen.getByText('Product not found.')).toBeInTheDocument();
      expect(fetchProductMock).not.toHaveBeenCalled();
    },
  );

  it('logs a failed request and offers to try again', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchProductMock.mockRejectedValueOnce(new Error('Network Error'));
    renderDetail();
    expect(await screen.findByText('Product not found.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    fetchProductMock.mockResolvedValue(makeProduct({ title: 'Harmony M1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harmony M1' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('uses the list already loaded on the page instead of asking again', async () => {
    fetchProductsMock.mockResolvedValue([
      makeProduct({ id: 1 }),
      makeProduct({ id: 2, title: 'From the list' }),
    ]);
    await loadProducts();
    renderDetail(['/description/2']);
    expect(screen.getByRole('heading', { level: 1, name: 'From the list' })).toBeInTheDocument();
    expect(fetchProductMock).not.toHaveBeenCalled();
  });

  it('shows brand, title, price, voltages, images and the page title', async () => {
    await renderLoaded(
      makeProduct({
        id: 1,
        title: 'Harmony M1',
        brand: 'Harmony',
        price: '4,999 6,999',
        label: 'Bestseller',
      }),
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Harmony');
    expect(within(article).getByRole('deletion')).toHaveTextContent('₹6,999');
    expect(article).toHaveTextContent('Input voltage180-270 V');
    expect(article).toHaveTextContent('Output voltage185-270 V');
    expect(screen.getByRole('img', { name: 'Harmony M1' })).toHaveAttribute(
      'src',
      '/api/images/products/product-1.svg',
    );
    expect(screen.getByRole('button', { name: 'Show image 1 of 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Harmony M1 · Harmony');
  });

  it('goes back in history with the Back button', async () => {
    fetchProductMock.mockResolvedValue(makeProduct({ title: 'Harmony M1' }));
    renderDetail(['/product', '/description/1']);
    await screen.findByRole('heading', { level: 1, name: 'Harmony M1' });
    await userEvent.click(screen.getByRole('button', { name: /Back/ }));
    expect(screen.getByRole('heading', { name: 'Listing' })).toBeInTheDocument();
  });
});

describe('ProductDetailPage quantity and cart', () => {
  it('never lets the quantity go below 1', async () => {
    await renderLoaded();
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantityBox()).toHaveValue('1');
    expect(decrease).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(quantityBox()).toHaveValue('3');
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    expect(quantityBox()).toHaveValue('1');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '0');
    await userEvent.tab();
    expect(quantityBox()).toHaveValue('1');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '-5');
    await userEvent.tab();
    expect(quantityBox()).toHaveValue('1');

    await userEvent.clear(quantityBox());
    await userEvent.tab();
    expect(quantityBox()).toHaveValue('1');
  });

  it('steps the quantity with the arrow keys', async () => {
    await renderLoaded();
    await userEvent.click(quantityBox());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(quantityBox()).toHaveValue('2');
  });

  it('adds the chosen quantity to the cart and confirms with a toast', async () => {
    const product = makeProduct({ id: 1, title: 'Harmony M1', price: '4,999 6,999' });
    await renderLoaded(product);
    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));

    // SPEC §3's guest cart item: the product's fields and the quantity.
    expect(useCartStore.getState().lines).toEqual([
      {
        id: 1,
        title: 'Harmony M1',
        brand: 'Harmony',
        price: '4,999 6,999',
        image: product.image,
        inputvoltage: product.inputvoltage,
        outputvoltage: product.outputvoltage,
        description: product.description,
        label: product.label,
        description1: product.description1,
        quantity: 3,
      },
    ]);
    expect(showToastMock).toHaveBeenCalledTimes(1);
    expect(showToastMock).toHaveBeenCalledWith('3 item(s) added to cart', {
      icon: 'success',
      timer: 1500,
      position: 'top-end',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(useCartStore.getState().lines[0]?.quantity).toBe(7);
    expect(showToastMock).toHaveBeenLastCalledWith('4 item(s) added to cart', expect.anything());
  });
});

describe('ProductDetailPage tabs and specs', () => {
  it('switches between Description and Technical Specs by click and by arrow keys', async () => {
    await renderLoaded(makeProduct({ description: '<p>Keeps your AC safe.</p>' }));
    const description = screen.getByRole('tab', { name: 'Description' });
    const specs = screen.getByRole('tab', { name: 'Technical Specs' });
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Keeps your AC safe.');
    expect(specs).toHaveAttribute('tabindex', '-1');

    await userEvent.click(specs);
    expect(specs).toHaveAttribute('aria-selected', 'true');
    expect(description).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Technical Specs');
    expect(screen.getByText('Keeps your AC safe.')).not.toBeVisible();

    await userEvent.keyboard('{ArrowRight}');
    expect(description).toHaveAttribute('aria-selected', 'true');
    expect(description).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(specs).toHaveFocus();
    expect(specs).toHaveAttribute('aria-selected', 'true');
  });

  it('strips scripts and event handlers from the description', async () => {
    await renderLoaded(
      makeProduct({
        description:
          '<p onclick="alert(1)">Safe text</p><script>window.hacked = true</script>' +
          '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate></a></svg>',
      }),
    );
    const text = screen.getByText('Safe text');
    expect(text).not.toHaveAttribute('onclick');
    expect(document.querySelector('script, svg, animate')).toBeNull();
  });

  it('opens and closes all eight spec sections with Expand All and Collapse All', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Technical Specs' }));
    const panel = screen.getByRole('tabpanel');
    const sectionButtons = () =>
      within(panel)
        .getAllByRole('button', { expanded: undefined })
        .filter((b) => b.hasAttribute('aria-expanded'));

    expect(sectionButtons().map((button) => button.textContent)).toEqual([...SPEC_SECTIONS]);
    expect(sectionButtons().map((b) => b.getAttribute('aria-expanded'))).toEqual([
      'true',
      ...Array(7).fill('false'),
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: 'Expand All' }));
    expect(sectionButtons().every((b) => b.getAttribute('aria-expanded') === 'true')).toBe(true);
    for (const button of sectionButtons()) {
      const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(region).toBeVisible();
      expect(region).toHaveAccessibleName(button.textContent ?? '');
      expect(within(region!).getAllByRole('row')).toHaveLength(2);
    }
    expect(within(panel).getByRole('rowheader', { name: 'Warranty label A' })).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Collapse All' }));
    expect(sectionButtons().every((b) => b.getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(within(panel).queryAllByRole('region')).toHaveLength(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Body' }));
    expect(within(panel).getByRole('button', { name: 'Body' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('region', { name: 'Body' })).toHaveTextContent('Body value A');
  });
});

describe('ProductDetailPage stock', () => {
  it('says In stock, or how many are left at 5 or fewer, and lets the shopper add', async () => {
    await renderLoaded(makeProduct({ id: 1, title: 'Harmony M1', stock: 40 }));
    expect(screen.getByText('In stock')).toBeInTheDocument();
    resetProductsCache();
    await renderLoaded(makeProduct({ id: 2, title: 'Harmony M2', stock: 3 }));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ADD TO CART' }).at(-1)).toBeEnabled();
  });

  it('out of stock: ADD TO CART is disabled and says why, and nothing reaches the cart', async () => {
    await renderLoaded(makeProduct({ id: 13, title: 'Harmony Cool Keeper F2', stock: 0 }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'ADD TO CART' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Out of stock: this product cannot be added to the cart until it is back.',
    );
    await userEvent.click(button);
    expect(useCartStore.getState().lines).toEqual([]);
  });
});
