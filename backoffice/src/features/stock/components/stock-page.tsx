import { Button, useDocumentTitle } from '@harmony/shared';
import { TextField, formStyles } from '@harmony/shared/forms';
import { useState, type FormEvent } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { KeysetPages, ListRead } from '../../../components/list-read';
import { fetchStock } from '../api/stock-api';
import { stockViewSearch, useStockListView } from '../hooks/use-stock-list-view';
import type { StockListView } from '../types/stock';
import styles from './stock.module.css';
import { StockTable } from './stock-table';

export const STOCK_TEXT = {
  loading: 'Loading the stock',
  failed: 'The stock could not be loaded. Try again.',
  none: 'No product matches.',
  lead:
    'Available units are what shoppers can still buy. Units held by unpaid checkouts are not in them: ' +
    'they become sold when paid, or come back when the checkout is dropped.',
} as const;

/** The search and the low-only switch, applied together; the address keeps them. */
function StockFilters({
  view,
  onApply,
}: {
  view: StockListView;
  onApply: (next: Partial<StockListView>) => void;
}) {
  const [q, setQ] = useState(view.q);
  const [low, setLow] = useState(view.low === '1');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim(), low: low ? '1' : '' });
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Stock">
      <TextField
        label="Search by title"
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <label className={formStyles.check}>
        <input type="checkbox" checked={low} onChange={(event) => setLow(event.target.checked)} />
        Only low stock (on sale)
      </label>
      <div>
        <Button type="submit">Show products</Button>
      </div>
    </form>
  );
}

/** /admin/stock (catalog): every product's available and held units, and whether it runs low. */
export function StockPage() {
  useDocumentTitle('Stock');
  const { view, show } = useStockListView();
  const { read, reload } = useApiRead((signal) => fetchStock(view, signal), JSON.stringify(view));
  return (
    <div className={styles.page}>
      <h1>Stock</h1>
      <p className={styles.lead}>{STOCK_TEXT.lead}</p>
      {/* Keyed by the view: Back or a shared link puts its filters in the form. */}
      <StockFilters key={`${view.q}|${view.low}`} view={view} onApply={show} />
      <ListRead read={read} reload={reload} text={STOCK_TEXT} isEmpty={(data) => data.products.length === 0}>
        {(data) => (
          <>
            <StockTable products={data.products} />
            <KeysetPages
              after={view.after}
              next={data.next}
              searchAfter={(after) => stockViewSearch({ ...view, after })}
            />
          </>
        )}
      </ListRead>
    </div>
  );
}
