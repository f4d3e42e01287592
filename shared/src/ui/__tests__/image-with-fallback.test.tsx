import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from '../image-with-fallback';

const fallback = <span>No image</span>;

test('shows the picture, and its stand-in once it fails to load', () => {
  const { container } = render(<ImageWithFallback src="/m1.webp" alt="" width={96} fallback={fallback} />);
  const image = container.querySelector('img')!;
  expect(image).toHaveAttribute('src', '/m1.webp');
  expect(image).toHaveAttribute('width', '96');
  fireEvent.error(image);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('No image')).toBeInTheDocument();
});

test('shows the stand-in when there is no picture, and tries a new one afresh', () => {
  const { container, rerender } = render(<ImageWithFallback src={null} alt="" fallback={fallback} />);
  expect(screen.getByText('No image')).toBeInTheDocument();
  rerender(<ImageWithFallback src="/a.webp" alt="" fallback={fallback} />);
  fireEvent.error(container.querySelector('img')!);
  rerender(<ImageWithFallback src="/b.webp" alt="" fallback={fallback} />);
  expect(container.querySelector('img')).toHaveAttribute('src', '/b.webp');
});
