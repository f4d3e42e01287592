import { type CartLine, fetchStock, lineShortage } from '@harmony/shared';
import { useEffect, useMemo, useState } from 'react';

/**
 * What each cart line cannot have as it is (out of stock, more than is left), from the live counts:
 * read when the cart's products change, and again when the shopper comes back to the tab. A failed
 * read warns about nothing; create-order checks the stock anyway.
 */
export function useLineShortages(lines: readonly CartLine[]): ReadonlyMap<number, string> {
  const [stock, setStock] = useState<ReadonlyMap<number, number>>(new Map());
  const ids = useMemo(
    () =>
      lines
        .map((line) => line.id)
        .sort((a, b) => a - b)
        .join(','),
    [lines],
  );

  useEffect(() => {
    if (ids === '') return;
    const controller = new AbortController();
    const read = () =>
      fetchStock(ids.split(',').map(Number), controller.signal)
        .then(setStock)
        .catch(() => undefined);
    void read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ids]);

  return useMemo(() => {
    const shortages = new Map<number, string>();
    for (const line of lines) {
      const left = stock.get(line.id);
      const message = left === undefined ? null : lineShortage(line.title, line.quantity, left);
      if (message) shortages.set(line.id, message);
    }
    return shortages;
  }, [lines, stock]);
}
