import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeProduct } from '../../testing/product-fixtures';
import { ProductCard } from '../product-card';

function renderCard(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ProductCard', () => {
  it('links the whole card to the product detail and shows image, title, badge and price', () => {
    renderCard(<ProductCard product={makeProduct({ id: 7, title: 'Harmony M7', label: 'Bestseller' })} />);

    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/description/7');
    expect(screen.getByRole('heading', { name: 'Harmony M7' })).toBeInTheDocument();
    expect(link).toHaveTextContent('Bestseller');
    expect(link).toHaveTextContent('₹4,999');
    expect(link.querySelector('img')).toHaveAttribute('src', '/api/images/products/product-7.svg');
  });

  it('loads the image lazily unless it is in the first row', () => {
    const { unmount } = renderCard(<ProductCard product={makeProduct()} />);
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('loading', 'lazy');
    unmount();
    renderCard(<ProductCard product={makeProduct()} eager />);
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('marks a product out of stock or with few left, and nothing when plenty are in stock', () => {
    const { unmount } = renderCard(<ProductCard product={makeProduct({ title: 'Gone', stock: 0 })} />);
    expect(screen.getByRole('link')).toHaveTextContent('Out of stock');
    unmount();
    const second = renderCard(<ProductCard product={makeProduct({ title: 'Few', stock: 2 })} />);
    expect(screen.getByRole('link')).toHaveTextContent('Only 2 left');
    second.unmount();
    renderCard(<ProductCard product={makeProduct({ title: 'Plenty', stock: 6, label: null })} />);
    expect(screen.getByRole('link').textContent).toBe('Plenty₹4,999');
  });

  it('shows no badge when the product has no label', () => {
    renderCard(<ProductCard product={makeProduct({ label: null, title: 'Plain' })} />);
    expect(screen.getByRole('link').textContent).toBe('Plain₹4,999');
  });

  it.each([
    ['an empty price', ''],
    ['an unreadable price', 'call us'],
    ['a missing price', undefined],
  ])('is not rendered for %s', (_case, price) => {
    const product = makeProduct({ price: price as string });
    const { container } = renderCard(<ProductCard product={product} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is not rendered without a product', () => {
    const { container } = renderCard(<ProductCard product={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a single amount as a plain (black) price', () => {
    renderCard(<ProductCard product={makeProduct({ price: '4,999' })} />);
    const price = screen.getByText('₹4,999');
    expect(price).toHaveClass('price');
    expect(price).not.toHaveClass('sale');
    expect(screen.getByRole('link').querySelector('del')).toBeNull();
  });

  it('shows two amounts as a red sale price and a struck-through original', () => {
    renderCard(<ProductCard product={makeProduct({ price: '4,999 6,999' })} />);
    const original = screen.getByRole('deletion');
    expect(original).toHaveClass('original');
    expect(original).toHaveTextContent('₹6,999');
    const sale = original.parentElement;
    expect(sale).toHaveClass('price', 'sale');
    expect(sale).toHaveTextContent(/^₹4,999\s*Original price ₹6,999$/);
  });
});
