import { formatOrderDate, formatRupees } from '@harmony/shared';
import { PRODUCT_FIELD_LABELS, type ProductField } from '@harmony/shared/domain';
import panel from '../../../components/record-page.module.css';
import type { HistoryLine } from '../types/staff-product';

type Values = Record<string, unknown> | null;

const FIXED: Record<string, string> = {
  'product.create': 'Created the product',
  'product.publish': 'Published it',
  'product.unpublish': 'Unpublished it',
  'product.picture.add': 'Added a picture',
  'product.picture.remove': 'Removed a picture',
  'product.picture.order': 'Reordered the pictures',
};

/** The editor's name of a changed column (price_paise → Selling price). */
const fieldName = (key: string) =>
  (PRODUCT_FIELD_LABELS[key.replace(/_paise$/, '') as ProductField] ?? key).replace(' (₹)', '');

const amount = (value: unknown) => (typeof value === 'number' ? formatRupees(value) : 'none');

/** What an edit changed: prices from → to, the other fields by name. */
function edited(before: Values, after: Values): string {
  const keys = Object.keys(after ?? {});
  const prices = keys
    .filter((key) => key.endsWith('_paise'))
    .map((key) => `${fieldName(key)} ${amount(before?.[key])} → ${amount(after?.[key])}`);
  const others = keys.filter((key) => !key.endsWith('_paise')).map(fieldName);
  return `Changed ${[...prices, ...others].join(', ')}`;
}

/** A line of the product's history in words. */
function describe(line: HistoryLine): string {
  const before = line.before as Values;
  const after = line.after as Values;
  switch (line.action) {
    case 'product.edit':
      return edited(before, after);
    case 'stock.change':
      return `Stock ${String(before?.stock)} → ${String(after?.stock)} (${String(after?.reason)})`;
    case 'stock.low_level':
      return `Low-stock level ${String(before?.low_stock_level)} → ${String(after?.low_stock_level)}`;
    default:
      return FIXED[line.action] ?? line.action;
  }
}

/** Who did what to the product, from the audit log, newest first. */
export function ProductHistory({ history }: { history: HistoryLine[] }) {
  return (
    <section className={panel.panel} aria-labelledby="product-history-title">
      <h2 id="product-history-title">History</h2>
      {history.length === 0 ? (
        <p className={panel.muted}>No change through the back office yet.</p>
      ) : (
        <ol className={panel.history}>
          {[...history].reverse().map((line, index) => (
            <li key={index}>
              {describe(line)}
              <span className={panel.muted}>
                {line.by} · {formatOrderDate(line.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
