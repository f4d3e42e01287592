import { COD_FEE_LABEL, formatRupees, type PaymentMethodChoice, type Paise } from '@harmony/shared';
import { useId } from 'react';
import styles from './payment-method-choice.module.css';

export interface PaymentMethodChoiceProps {
  value: PaymentMethodChoice;
  onChange(value: PaymentMethodChoice): void;
  /** The COD fee; null while the api's terms are unknown. */
  codFee: Paise | null;
  /** Why Cash on Delivery cannot be chosen (shown under it), or null when it can. */
  codRefusal: string | null;
  disabled?: boolean;
}

/** The two ways to pay: online (the default) or Cash on Delivery, disabled with its reason when refused. */
export function PaymentMethodChoiceField({
  value,
  onChange,
  codFee,
  codRefusal,
  disabled = false,
}: PaymentMethodChoiceProps) {
  const name = useId();
  const reasonId = `${name}-cod-reason`;
  const codDisabled = disabled || codRefusal !== null;
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend className={styles.legend}>Payment method</legend>
      <label className={styles.option}>
        <input
          type="radio"
          name={name}
          value="online"
          checked={value === 'online'}
          onChange={() => onChange('online')}
        />
        <span>
          <span className={styles.label}>Pay online</span>
          <span className={styles.detail}>UPI, cards, net banking and wallets</span>
        </span>
      </label>
      <label className={codDisabled ? `${styles.option} ${styles.off}` : styles.option}>
        <input
          type="radio"
          name={name}
          value="cod"
          checked={value === 'cod'}
          disabled={codDisabled}
          aria-describedby={codRefusal ? reasonId : undefined}
          onChange={() => onChange('cod')}
        />
        <span>
          <span className={styles.label}>Cash on Delivery</span>
          <span className={styles.detail}>
            {codFee === null
              ? 'Pay in cash when it arrives'
              : `Pay in cash when it arrives; ${COD_FEE_LABEL.toLowerCase()} ${formatRupees(codFee)}`}
          </span>
          {codRefusal && (
            <span id={reasonId} className={styles.reason} data-testid="cod-reason">
              {codRefusal}
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
