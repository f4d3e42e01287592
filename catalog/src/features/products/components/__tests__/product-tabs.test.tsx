import { act, render, screen } from '@testing-library/react';
import { makeProduct } from '../../testing/product-fixtures';
import { ProductTabs } from '../product-tabs';

/** An IntersectionObserver the test drives: the description comes near the screen when it says so. */
function observeByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  const disconnect = jest.fn();
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    callbacks.push(callback);
    return { observe: jest.fn(), disconnect, unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
  const arrive = () =>
    act(async () => {
      for (const callback of callbacks) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { arrive, disconnect };
}

afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('the description waits below the screen with its summary; its sanitizer is fetched as it comes near', async () => {
  const { arrive, disconnect } = observeByHand();
  render(
    <ProductTabs
      product={makeProduct({
        description: '<p>Keeps your AC safe.</p><img src=x onerror="alert(1)">',
        description1: 'A stabilizer for a 1.5 ton AC.',
      })}
    />,
  );
  const panel = screen.getByRole('tabpanel', { name: 'Description' });
  // Not busy: the summary is what it shows until then (a phone may never scroll there).
  expect(panel).not.toHaveAttribute('aria-busy');
  expect(panel).toHaveTextContent('A stabilizer for a 1.5 ton AC.');
  expect(panel.querySelector('img')).toBeNull();

  await arrive();
  expect(panel).toHaveTextContent('Keeps your AC safe.');
  expect(panel).not.toHaveTextContent('A stabilizer for a 1.5 ton AC.');
  expect(panel.querySelector('img')).toBeNull();
  expect(disconnect).toHaveBeenCalled();
});
