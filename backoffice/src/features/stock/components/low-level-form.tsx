import { Button } from '@harmony/shared';
import { MAX_STOCK_UNITS } from '@harmony/shared/domain';
import { FormNotice, TextField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { setLowStockLevel } from '../api/stock-api';
import type { StockDetail } from '../types/stock';

export const LOW_LEVEL_TEXT = {
  invalid: 'Enter the level as a whole number (0 or more).',
  failed: 'The level could not be saved. Try again.',
  saved: (level: number) => `Saved: low at ${level} or fewer available.`,
} as const;

/** The level at or below which the product counts as low (the dashboard lists those on sale). */
export function LowLevelForm({
  detail,
  onChanged,
}: {
  detail: StockDetail;
  onChanged: (detail: StockDetail) => void;
}) {
  const [level, setLevel] = useState(String(detail.product.low_stock_level));
  const { busy, notice, setNotice, run } = useFormAction();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = level.trim();
    if (!/^\d{1,7}$/.test(text) || Number(text) > MAX_STOCK_UNITS) {
      setNotice({ kind: 'error', text: LOW_LEVEL_TEXT.invalid });
      return;
    }
    await run(async () => {
      const done = await setLowStockLevel(detail.product.id, Number(text));
      onChanged(done);
      return LOW_LEVEL_TEXT.saved(done.product.low_stock_level);
    }, LOW_LEVEL_TEXT.failed);
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="level-title"
    >
      <h2 id="level-title">Low-stock level</h2>
      <FormNotice errorId={errorId} notice={notice} />
      <TextField
        label="Low at or below"
        inputMode="numeric"
        autoComplete="off"
        value={level}
        onChange={(event) => setLevel(event.target.value)}
        errorId={errorId}
        invalid={notice?.kind === 'error'}
        hint="Available units; the dashboard counts the products on sale at or below their level."
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? 'Saving…' : 'Save level'}
        </Button>
      </div>
    </form>
  );
}
