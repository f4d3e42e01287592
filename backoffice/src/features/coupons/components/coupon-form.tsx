import { Button, serverFieldErrors } from '@harmony/shared';
import { COUPON_FIELD_LABELS as LABELS } from '@harmony/shared/domain';
import { FormNotice, TextField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { useFormAction } from '../../../hooks/use-form-action';
import { createCoupon, fetchCategories } from '../api/coupons-api';
import type { CouponCreateRequest, CouponDraft } from '../types/coupon';
import styles from './coupons.module.css';

export const COUPON_FORM_TEXT = {
  failed: 'The coupon could not be made. Try again.',
  made: (code: string, terms: string) => `Made ${code}: ${terms}.`,
  noCategories: 'The categories could not be loaded; the coupon can still be made for the whole cart.',
} as const;

const EMPTY: CouponDraft = {
  code: '',
  percent: '',
  max_discount: '',
  amount: '',
  min_order: '',
  starts_on: '',
  ends_on: '',
  usage_limit: '',
  per_customer_limit: '',
  product_ids: '',
};

const FIELD_ORDER = [...(Object.keys(EMPTY) as (keyof CouponDraft)[]), 'categories'] as const;
type FieldName = (typeof FIELD_ORDER)[number];

/** The request for the draft: the blank terms and the other kind's fields left out; the api judges the rest. */
function requestOf(draft: CouponDraft, kind: 'percent' | 'flat', firstOrder: boolean, categories: string[]) {
  const drop = kind === 'percent' ? ['amount'] : ['percent', 'max_discount'];
  const terms = Object.fromEntries(
    Object.entries(draft).filter(
      ([name, value]) => value.trim() !== '' && !drop.includes(name) && name !== 'product_ids',
    ),
  );
  return {
    ...terms,
    code: draft.code,
    first_order_only: firstOrder,
    categories,
    product_ids: draft.product_ids
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  } satisfies CouponCreateRequest;
}

/**
 * Makes a coupon by today's rules (the api's, the same as `npm run ops -- add-coupon`). A refused term is
 * marked with the api's words under its field; everything typed stays.
 */
export function CouponForm({ onCreated }: { onCreated: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [kind, setKind] = useState<'percent' | 'flat'>('percent');
  const [firstOrder, setFirstOrder] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const { busy, notice, run } = useFormAction();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const errorId = useId();
  const known = useApiRead(fetchCategories, 'categories').read;

  const field = (name: keyof CouponDraft, label: string, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      label={label}
      name={name}
      value={draft[name]}
      onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
      error={fieldErrors[name]}
      autoComplete="off"
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    await run(
      async () => {
        const made = await createCoupon(requestOf(draft, kind, firstOrder, categories));
        setDraft(EMPTY);
        setFirstOrder(false);
        setCategories([]);
        onCreated();
        return COUPON_FORM_TEXT.made(made.code, made.terms);
      },
      COUPON_FORM_TEXT.failed,
      (error) => {
        // The refused term is marked under its field too.
        setFieldErrors(serverFieldErrors(error, FIELD_ORDER));
        return undefined;
      },
    );
  };

  return (
    <form
      className={`${formStyles.form} ${styles.create}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="create-title"
    >
      <h2 id="create-title">Make a coupon</h2>
      <FormNotice errorId={errorId} notice={notice} />
      {field('code', LABELS.code, { hint: '3 to 32 letters, digits and dashes, e.g. DIWALI-26' })}
      <fieldset className={formStyles.fieldset}>
        <legend className={formStyles.legend}>Discount</legend>
        <div className={formStyles.checks}>
          {(['percent', 'flat'] as const).map((value) => (
            <label key={value} className={formStyles.check}>
              <input type="radio" name="kind" checked={kind === value} onChange={() => setKind(value)} />
              {value === 'percent' ? 'A percentage' : 'A flat amount'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.pair}>
        {kind === 'percent' ? (
          <>
            {field('percent', LABELS.percent, { hint: '1 to 100' })}
            {field('max_discount', LABELS.max, { hint: 'Optional' })}
          </>
        ) : (
          field('amount', LABELS.amount)
        )}
        {field('min_order', LABELS.min, { hint: 'Optional: the eligible lines must come to it' })}
      </div>
      <div className={styles.pair}>
        {field('starts_on', LABELS.from, { type: 'date', hint: 'Optional (India time)' })}
        {field('ends_on', LABELS.until, { type: 'date', hint: 'Optional: valid to the end of that day' })}
      </div>
      <div className={styles.pair}>
        {field('usage_limit', LABELS.limit, { hint: 'Optional' })}
        {field('per_customer_limit', LABELS.perCustomer, { hint: 'Optional' })}
      </div>
      <label className={`${formStyles.check} ${styles.single}`}>
        <input
          type="checkbox"
          checked={firstOrder}
          onChange={(event) => setFirstOrder(event.target.checked)}
        />
        Only a customer's first order
      </label>
      <fieldset
        className={`${formStyles.fieldset} ${fieldErrors.categories ? formStyles.fieldsetInvalid : ''}`}
      >
        <legend className={formStyles.legend}>
          {LABELS.categories} (optional: only their products count)
        </legend>
        {known.state === 'failed' && <p className={formStyles.hint}>{COUPON_FORM_TEXT.noCategories}</p>}
        {known.state === 'done' && (
          <div className={formStyles.checks}>
            {known.data.map((category) => (
              <label key={category.slug} className={formStyles.check}>
                <input
                  type="checkbox"
                  checked={categories.includes(category.slug)}
                  onChange={(event) =>
                    setCategories((chosen) =>
                      event.target.checked
                        ? [...chosen, category.slug]
                        : chosen.filter((slug) => slug !== category.slug),
                    )
                  }
                />
                {category.name}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {field('product_ids', LABELS.products, {
        hint: 'Optional: product numbers such as 3, 7; only they count',
      })}
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? 'Making…' : 'Make coupon'}
        </Button>
      </div>
    </form>
  );
}
