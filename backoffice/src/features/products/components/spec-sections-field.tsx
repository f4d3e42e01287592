import { Button } from '@harmony/shared';
import { PRODUCT_LIMITS, type ProductFormValues } from '@harmony/shared/domain';
import { formStyles } from '@harmony/shared/forms';
import type { useProductForm } from '../hooks/use-product-form';
import styles from './products.module.css';

type Form = ReturnType<typeof useProductForm>;

/**
 * The eight spec sections, each a list of label and value rows the shopper reads in the product page's
 * accordion. A row left blank on both sides is dropped when saved.
 */
export function SpecSectionsField({
  specs,
  setRows,
  error,
  errorId,
}: {
  specs: ProductFormValues['specs'];
  setRows: Form['setRows'];
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset
      className={`${formStyles.fieldset} ${styles.specs}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={formStyles.legend}>Specifications</legend>
      {error && <p className={formStyles.fieldError}>{error}</p>}
      {specs.map(({ section, rows }, s) => (
        <details key={section} className={styles.section} open={s === 0}>
          <summary>
            {section}{' '}
            <span className={styles.count}>
              ({rows.length} {rows.length === 1 ? 'row' : 'rows'})
            </span>
          </summary>
          {rows.map((row, r) => (
            <div key={r} className={styles.specRow}>
              <input
                className={formStyles.control}
                aria-label={`${section} row ${r + 1} label`}
                placeholder="Label"
                maxLength={PRODUCT_LIMITS.specLabel}
                value={row.label}
                onChange={(event) =>
                  setRows(s, (now) => now.map((x, i) => (i === r ? { ...x, label: event.target.value } : x)))
                }
              />
              <input
                className={formStyles.control}
                aria-label={`${section} row ${r + 1} value`}
                placeholder="Value"
                maxLength={PRODUCT_LIMITS.specValue}
                value={row.value}
                onChange={(event) =>
                  setRows(s, (now) => now.map((x, i) => (i === r ? { ...x, value: event.target.value } : x)))
                }
              />
              <Button
                variant="ghost"
                aria-label={`Remove ${section} row ${r + 1}`}
                onClick={() => setRows(s, (now) => now.filter((_, i) => i !== r))}
              >
                Remove
              </Button>
            </div>
          ))}
          {rows.length < PRODUCT_LIMITS.specRows && (
            <Button
              variant="ghost"
              aria-label={`Add a row to ${section}`}
              onClick={() => setRows(s, (now) => [...now, { label: '', value: '' }])}
            >
              Add a row
            </Button>
          )}
        </details>
      ))}
    </fieldset>
  );
}
