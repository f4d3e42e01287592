import { formStyles } from '@harmony/shared/forms';
import { useId } from 'react';

type AddressKind = 'billing' | 'shipping';

const KINDS: readonly { kind: AddressKind; label: string }[] = [
  { kind: 'billing', label: 'Billing' },
  { kind: 'shipping', label: 'Shipping' },
];

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
  onChange(kinds: Partial<Record<AddressKind, boolean>>): void;
}) {
  const errorId = useId();
  const checked: Record<AddressKind, boolean> = { billing, shipping };
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
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={formStyles.check}>
            <input
              type="checkbox"
              name="type"
              value={kind}
              checked={checked[kind]}
              disabled={disabled}
              onChange={(event) => onChange({ [kind]: event.target.checked })}
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={formStyles.fieldError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
