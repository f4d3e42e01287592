import { Button } from '@harmony/shared';
import {
  MAX_STOCK_UNITS,
  STOCK_CHANGE_MESSAGES,
  STOCK_REASONS,
  STOCK_REASON_EFFECTS,
  STOCK_REASON_LABELS,
  type StockReason,
  isStockReason,
  stockAfterChange,
} from '@harmony/shared/domain';
import { FormNotice, SelectField, TextField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { changeStock, refusedStock } from '../api/stock-api';
import type { StockDetail } from '../types/stock';
import styles from './stock.module.css';

export const STOCK_CHANGE_TEXT = {
  noReason: 'Choose why the stock changes.',
  units: 'Enter the units as a whole number.',
  failed: 'The stock could not be changed. Try again.',
  changed: (available: number) =>
    `${STOCK_CHANGE_MESSAGES.changed}: ${available} available now. Check your change and save it again.`,
  saved: (available: number) => `Saved: ${available} available.`,
} as const;

const UNITS_LABEL: Record<StockReason, string> = {
  received: 'Units received',
  returned: 'Units returned',
  damaged: 'Units damaged',
  correction: 'Available units counted',
};

/** The units as typed, when they are a whole number the api can take; otherwise null. */
function unitsOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const units = Number(trimmed);
  return units <= MAX_STOCK_UNITS ? units : null;
}

/**
 * A change of the available units with its reason. It sends the count this page shows: if the stock
 * moved meanwhile (a checkout, another member of staff) the page shows the fresh count and keeps what
 * was typed. A refusal says why; what was typed stays.
 */
export function StockChangeForm({
  detail,
  onChanged,
}: {
  detail: StockDetail;
  onChanged: (detail: StockDetail) => void;
}) {
  const { product } = detail;
  const [reason, setReason] = useState<StockReason | ''>('');
  const [units, setUnits] = useState('');
  const [note, setNote] = useState('');
  const { busy, notice, setNotice, run } = useFormAction();
  /** The field the refusal is about, if any: it is marked invalid. */
  const [wrong, setWrong] = useState<'reason' | 'units' | null>(null);
  const errorId = useId();
  const count = unitsOf(units);
  const after = reason && count !== null ? stockAfterChange(product.stock, reason, count) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refuse = (text: string, field: 'reason' | 'units' | null) => {
      setNotice({ kind: 'error', text });
      setWrong(field);
    };
    if (!reason) return refuse(STOCK_CHANGE_TEXT.noReason, 'reason');
    if (count === null) return refuse(STOCK_CHANGE_TEXT.units, 'units');
    if (count === 0 && reason !== 'correction') return refuse(STOCK_CHANGE_MESSAGES.unitsNeeded, 'units');
    setWrong(null);
    await run(
      async () => {
        const done = await changeStock(product.id, {
          reason,
          units: count,
          expected_stock: product.stock,
          ...(note.trim() ? { note: note.trim() } : {}),
        });
        onChanged(done);
        setUnits('');
        setNote('');
        return STOCK_CHANGE_TEXT.saved(done.product.stock);
      },
      STOCK_CHANGE_TEXT.failed,
      (error) => {
        // A refusal carries the stock as it is now: the page shows it, and a moved count says so.
        const fresh = refusedStock(error);
        if (fresh) onChanged(fresh);
        if (fresh && fresh.product.stock !== product.stock)
          return STOCK_CHANGE_TEXT.changed(fresh.product.stock);
        setWrong('units');
        return undefined;
      },
    );
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="change-title"
    >
      <h2 id="change-title">Change the stock</h2>
      <FormNotice errorId={errorId} notice={notice} />
      <SelectField
        label="Reason"
        placeholder="Choose a reason"
        value={reason}
        onChange={(event) => setReason(isStockReason(event.target.value) ? event.target.value : '')}
        options={STOCK_REASONS.map((r) => ({
          value: r,
          label: `${STOCK_REASON_LABELS[r]} (${STOCK_REASON_EFFECTS[r]})`,
        }))}
        errorId={errorId}
        invalid={wrong === 'reason'}
      />
      <TextField
        label={reason ? UNITS_LABEL[reason] : 'Units'}
        inputMode="numeric"
        autoComplete="off"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        errorId={errorId}
        invalid={wrong === 'units'}
      />
      <TextField
        label="Note (optional)"
        maxLength={200}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        hint="For example the supplier's invoice number"
      />
      <p className={styles.after} aria-live="polite">
        {after === null
          ? ''
          : after < 0
            ? `Only ${product.stock} available: that removes too many.`
            : `Available after this change: ${after}`}
      </p>
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? 'Saving…' : 'Save change'}
        </Button>
      </div>
    </form>
  );
}
