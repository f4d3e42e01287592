import { useSearchParams } from '@harmony/shared/router';
import type { StockListView } from '../types/stock';

/** A view's address: its set fields only ("?q=m1&low=1"). */
export function stockViewSearch(view: StockListView): string {
  const params = new URLSearchParams(Object.entries(view).filter(([, value]) => value !== ''));
  return `?${params}`;
}

/**
 * The stock list's view lives in the address (the dashboard links to ?low=1; Back goes to the previous
 * view): read it, and move to another one, from its first page.
 */
export function useStockListView() {
  const [params, setParams] = useSearchParams();
  const view: StockListView = {
    q: params.get('q') ?? '',
    low: params.get('low') === '1' ? '1' : '',
    after: params.get('after') ?? '',
  };
  const show = (next: Partial<StockListView>) => setParams(stockViewSearch({ ...view, after: '', ...next }));
  return { view, show };
}
