import { formStyles } from '@harmony/shared/forms';
import { useId } from 'react';

/** The address form's Billing and Shipping boxes (SPEC §5: at least one), with their message. */
export function AddressTypeChoice({
  billing,
  shipping,
  error,
  disabled,
  onChange,
}: {
  billing: boolean;
  shipping: boolean;
  error?: string;
  disabled?: boolean;
  onChange(kinds: Partial<Record<'billing' | 'shipping', boolean>>): void;
}) {
  const errorId = useId();
  return (
    <fieldset
      className={[formStyles.fieldset, formStyles.wide, error && formStyles.fieldsetInvalid]
        .filter(Boolean)
        .join(' ')}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={formStyles.legend}>Address Type</legend>
      <div className={formStyles.checks}>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="type"
            value="billing"
            checked={billing}
            disabled={disabled}
            onChange={(event) => onChange({ billing: event.target.checked })}
          />
          Billing
        </label>
        <label className={formStyles.check}>
          <input
            type="checkbox"
            name="type"
            value="shipping"
            checked={shipping}
            disabled={disabled}
            onChange={(event) => onChange({ shipping: event.target.checked })}
          />
          Shipping
        </label>
      </div>
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
