import { Button } from '@harmony/shared';
import { formStyles } from '@harmony/shared/forms';
import type { CouponQuoteLine } from '../api/quote-coupon';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { applyCoupon, removeCoupon, setCouponDraft } from '../hooks/coupon-store';
import { useCoupon } from '../hooks/use-coupon';
import styles from './coupon-field.module.css';

export interface CouponFieldProps {
  /** The lines the code is priced for. */
  lines: readonly CouponQuoteLine[];
  /** Nothing can change while a payment is under way. */
  disabled?: boolean;
}

/**
 * "Coupon code" and "Apply coupon" (Enter applies too); the api's refusal under the field, tied to it.
 * Once a code applies: which code, what it gives, and Remove. The Discount line itself is in the totals.
 */
export function CouponField({ lines, disabled = false }: CouponFieldProps) {
  const { draft, applied, work, message } = useCoupon();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the field has changed shape (the control that had it is gone). */
  const focusNext = useRef<'move' | null>(null);
  const errorId = `${id}-error`;
  const applying = work === 'apply';
  const checking = work === 'check';

  // Applied: focus goes to Remove; refused or removed: to the field (with its message).
  useEffect(() => {
    if (!focusNext.current || work) return;
    focusNext.current = null;
    (applied ? removeRef.current : inputRef.current)?.focus();
  }, [applied, work]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || work) return;
    focusNext.current = 'move';
    applyCoupon(lines);
  };

  if (applied) {
    return (
      <div className={styles.applied} aria-busy={checking}>
        <p className={styles.appliedText} role="status">
          <span className={styles.tick} aria-hidden="true" />
          <span>
            Coupon <strong className={styles.code}>{applied.code}</strong> applied
            {applied.description && <span className={styles.description}>{applied.description}</span>}
            {checking && <span className={styles.checking}>Checking coupon…</span>}
          </span>
        </p>
        <Button
          ref={removeRef}
          variant="ghost"
          aria-label={`Remove coupon ${applied.code}`}
          disabled={disabled}
          onClick={() => {
            focusNext.current = 'move';
            removeCoupon();
          }}
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form className={formStyles.field} onSubmit={submit} noValidate>
      <label htmlFor={id} className={formStyles.label}>
        Coupon code
      </label>
      <div className={styles.row}>
        <input
          ref={inputRef}
          id={id}
          name="coupon"
          type="text"
          className={`${formStyles.control} ${styles.input}`}
          value={draft}
          onChange={(event) => setCouponDraft(event.target.value)}
          readOnly={applying}
          disabled={disabled}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
        />
        <Button type="submit" variant="ghost" disabled={disabled || work !== null} busy={applying}>
          {applying ? 'Applying…' : 'Apply coupon'}
        </Button>
      </div>
      {message && (
        <p id={errorId} className={`${formStyles.fieldError} ${styles.error}`} role="alert">
          {message}
        </p>
      )}
    </form>
  );
}
