import { TextField } from '@harmony/shared/forms';
import { MAX_LEGAL_NAME } from '@harmony/shared/gstin';
import { useEffect, useRef } from 'react';
import type { BusinessBuyerForm } from '../hooks/use-business-buyer';
import styles from './business-buyer-fields.module.css';

/**
 * A box to tick for a business invoice; ticked, the GSTIN and the legal name registered with it. Each
 * field's message is under it; a failed Pay focuses the first one.
 */
export function BusinessBuyerFields({ form, disabled }: { form: BusinessBuyerForm; disabled: boolean }) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  const { wanted, gstin, legalName, errors, focusRequest } = form;

  useEffect(() => {
    if (focusRequest === 0) return;
    fieldsRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return (
    <section className={styles.business} aria-label="Business invoice">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={wanted}
          disabled={disabled}
          onChange={(event) => form.setWanted(event.target.checked)}
        />
        Business purchase: add my GSTIN to the invoice
      </label>
      {wanted && (
        <div ref={fieldsRef} className={styles.fields}>
          <TextField
            label="GSTIN (for a business invoice)"
            name="gstin"
            value={gstin}
            onChange={(event) => form.setGstin(event.target.value)}
            onBlur={() => form.blur('gstin')}
            error={errors.gstin}
            hint="15 characters, as on your GST registration"
            disabled={disabled}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={styles.gstin}
          />
          <TextField
            label="Legal name (as registered for GST)"
            name="legal-name"
            value={legalName}
            onChange={(event) => form.setLegalName(event.target.value)}
            onBlur={() => form.blur('legalName')}
            error={errors.legalName}
            disabled={disabled}
            autoComplete="organization"
            maxLength={MAX_LEGAL_NAME}
          />
        </div>
      )}
    </section>
  );
}
