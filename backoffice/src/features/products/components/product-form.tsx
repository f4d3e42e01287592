import { Button, errorMessage, failedResponse, serverFieldErrors } from '@harmony/shared';
import {
  type FieldErrors,
  PRODUCT_FIELD_LABELS,
  PRODUCT_LIMITS,
  type ProductField,
  type ProductTextField,
  parseProductForm,
} from '@harmony/shared/domain';
import { FormNotice, SelectField, TextField, formStyles, type Notice } from '@harmony/shared/forms';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createProduct, refusedProduct, saveProduct } from '../api/products-api';
import { formOf, useProductForm } from '../hooks/use-product-form';
import type { Category, StaffProduct } from '../types/staff-product';
import { ConflictNotice } from './conflict-notice';
import { DescriptionField } from './description-field';
import styles from './products.module.css';
import { SpecSectionsField } from './spec-sections-field';

export const PRODUCT_FORM_TEXT = {
  create: 'Create product',
  save: 'Save changes',
  saving: 'Saving…',
  created: 'Product created. Add its pictures, then publish it.',
  saved: 'Saved. Shoppers see the change within a few seconds.',
  unchanged: 'Nothing to save: the product already says this.',
  failed: 'The product could not be saved. Try again.',
} as const;

const ALL_FIELDS: ProductField[] = [...(Object.keys(PRODUCT_FIELD_LABELS) as ProductField[])];

/** The short fields, in the form's order; the description and the specs follow. */
const SHORT_FIELDS: Array<{ field: ProductTextField; inputMode?: 'decimal' | 'numeric'; hint?: string }> = [
  { field: 'brand' },
  { field: 'price', inputMode: 'decimal', hint: 'In rupees, e.g. 4999 or 4999.50' },
  {
    field: 'original_price',
    inputMode: 'decimal',
    hint: 'Shown struck through; above the selling price, or empty',
  },
  { field: 'label', hint: 'e.g. Bestseller, New, Sale; empty for none' },
  { field: 'input_voltage' },
  { field: 'output_voltage' },
  { field: 'hsn', inputMode: 'numeric', hint: '4, 6 or 8 digits (8504: stabilizers)' },
];

/**
 * The product's fields, checked as the api checks them before anything is sent. A refusal says what
 * happened and keeps what was typed; a product changed meanwhile shows what differs (a second save
 * then replaces it, knowingly).
 */
export function ProductForm({
  product,
  categories,
  onChanged,
}: {
  product?: StaffProduct;
  categories: Category[];
  /** The product as the api answered it: saved, or as it is now when a save was refused as stale. */
  onChanged: (product: StaffProduct) => void;
}) {
  const form = useProductForm(formOf(product));
  const { values, setField } = form;
  const [errors, setErrors] = useState<FieldErrors<ProductField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState<StaffProduct | null>(null);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal is said at the top of a long form: the first field it marks takes the focus (the reader
  // hears its message), or else the message is brought into view.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else form?.querySelector('[role="alert"]:not(:empty)')?.scrollIntoView({ block: 'center' });
  }, [refusals]);
  // The version a save sends: the one loaded, or the one a conflict showed (saving again overrides it).
  const version = conflict?.version ?? product?.version ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { problem } = parseProductForm(values);
    setErrors(problem?.fields ?? {});
    if (problem) {
      setNotice({ kind: 'error', text: problem.message });
      setRefusals((n) => n + 1);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = product ? await saveProduct(product.id, values, version) : await createProduct(values);
      const text = !product
        ? PRODUCT_FORM_TEXT.created
        : saved.version === version
          ? PRODUCT_FORM_TEXT.unchanged
          : PRODUCT_FORM_TEXT.saved;
      setConflict(null);
      form.reset(formOf(saved));
      setNotice({ kind: 'success', text });
      onChanged(saved);
    } catch (error) {
      const fresh = failedResponse(error)?.status === 409 ? refusedProduct(error) : undefined;
      if (fresh) {
        setConflict(fresh);
        onChanged(fresh);
      }
      setErrors(serverFieldErrors(error, ALL_FIELDS));
      setNotice({ kind: 'error', text: errorMessage(error, PRODUCT_FORM_TEXT.failed) });
      setRefusals((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: ProductTextField,
    extra: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {},
  ) => (
    <TextField
      key={field}
      label={PRODUCT_FIELD_LABELS[field]}
      name={field}
      value={values[field]}
      onChange={(event) => setField(field, event.target.value)}
      maxLength={PRODUCT_LIMITS[field]}
      error={errors[field]}
      errorId={errorId}
      {...extra}
    />
  );

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Product"
    >
      <FormNotice errorId={errorId} notice={conflict ? null : notice} />
      {conflict && (
        <ConflictNotice
          saved={formOf(conflict)}
          typed={values}
          onLoadSaved={() => {
            form.reset(formOf(conflict));
            setConflict(null);
            setNotice(null);
          }}
        />
      )}
      {text('title')}
      <div className={styles.fieldGrid}>
        <SelectField
          label={PRODUCT_FIELD_LABELS.category}
          name="category"
          placeholder="Choose a category"
          value={values.category}
          onChange={(event) => setField('category', event.target.value)}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
          error={errors.category}
          errorId={errorId}
        />
        {SHORT_FIELDS.map(({ field, ...extra }) => text(field, extra))}
      </div>
      {text('summary')}
      <DescriptionField
        value={values.description}
        onChange={(value) => setField('description', value)}
        error={errors.description}
        errorId={errorId}
      />
      <SpecSectionsField specs={values.specs} setRows={form.setRows} error={errors.specs} errorId={errorId} />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? PRODUCT_FORM_TEXT.saving : product ? PRODUCT_FORM_TEXT.save : PRODUCT_FORM_TEXT.create}
        </Button>
      </div>
    </form>
  );
}
