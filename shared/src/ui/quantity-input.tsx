import { useId, useState, type KeyboardEvent } from 'react';
import {
  decrementQuantity,
  incrementQuantity,
  MAX_QUANTITY,
  MIN_QUANTITY,
  normalizeQuantity,
} from '../domain/quantity';
import styles from './quantity-input.module.css';

export interface QuantityInputProps {
  /** Always a valid quantity (1..MAX_QUANTITY). */
  value: number;
  onChange(quantity: number): void;
  /** Whose quantity this is, so each control in a list says which line it changes. */
  itemName?: string;
  /** Show the word "Quantity" above the control (product page) instead of only naming it for screen readers. */
  showLabel?: boolean;
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * − / number / + used wherever a shopper picks a quantity. A typed whole number of 1 or more applies at
 * once; anything else (empty, 0, -5, letters) is held as typed and becomes a valid quantity by the shared
 * rule when the box is left or Enter is pressed.
 */
export function QuantityInput({ value, onChange, itemName, showLabel = false }: QuantityInputProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const of = itemName ? ` of ${itemName}` : '';

  const commit = () => {
    if (draft !== null) onChange(normalizeQuantity(draft));
    setDraft(null);
  };
  const step = (next: (quantity: number) => number) => {
    setDraft(null);
    onChange(next(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? incrementQuantity : decrementQuantity);
  };

  return (
    <div className={styles.quantity}>
      {showLabel && (
        <label htmlFor={inputId} className={styles.label}>
          Quantity
        </label>
      )}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity${of}`}
          aria-controls={inputId}
          disabled={value <= MIN_QUANTITY}
          onClick={() => step(decrementQuantity)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          aria-label={showLabel ? undefined : `Quantity${of}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (WHOLE_NUMBER.test(text) && Number(text) >= MIN_QUANTITY) {
              setDraft(null);
              onChange(normalizeQuantity(text));
            } else {
              setDraft(event.target.value);
            }
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity${of}`}
          aria-controls={inputId}
          disabled={value >= MAX_QUANTITY}
          onClick={() => step(incrementQuantity)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
