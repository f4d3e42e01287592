import { MAX_QUANTITY, MIN_QUANTITY } from '@harmony/shared';
import { useState, type ChangeEvent } from 'react';
import styles from './quantity-control.module.css';

export interface QuantityControlProps {
  /** The product's title, so each control says which line it changes. */
  label: string;
  quantity: number;
  onIncrement(): void;
  onDecrement(): void;
  /** Receives the raw text; the cart store turns anything below 1 or not a number into 1. */
  onSet(value: string): void;
}

/** − / number / + for one cart line. */
export function QuantityControl({ label, quantity, onIncrement, onDecrement, onSet }: QuantityControlProps) {
  // Only an emptied box is held locally, so the shopper can clear it and type a new number;
  // everything else goes straight to the store, which owns the rule.
  const [draft, setDraft] = useState<string | null>(null);
  const atMinimum = quantity <= MIN_QUANTITY;
  const atMaximum = quantity >= MAX_QUANTITY;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (value.trim() === '') {
      setDraft('');
      return;
    }
    setDraft(null);
    onSet(value);
  };

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    onSet(draft);
  };

  return (
    <div className={styles.control}>
      <button
        type="button"
        className={styles.step}
        aria-label={`Decrease quantity of ${label}`}
        aria-disabled={atMinimum}
        onClick={onDecrement}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        aria-label={`Quantity of ${label}`}
        value={draft ?? String(quantity)}
        onChange={handleChange}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitDraft();
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={`Increase quantity of ${label}`}
        aria-disabled={atMaximum}
        onClick={onIncrement}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
