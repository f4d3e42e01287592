import {
  DEFAULT_HSN,
  PRODUCT_TEXT_FIELDS,
  type ProductFormValues,
  type ProductTextField,
  SPEC_SECTIONS,
  paiseToRupeeText,
} from '@harmony/shared/domain';
import { useCallback, useState } from 'react';
import type { StaffProduct } from '../types/staff-product';

type SpecRows = ProductFormValues['specs'][number]['rows'];

const blankRow = () => ({ label: '', value: '' });

/** The editor's form for a product as it is saved, or a new product's (one empty row per section). */
export function formOf(product?: StaffProduct): ProductFormValues {
  if (!product) {
    const blank = Object.fromEntries(PRODUCT_TEXT_FIELDS.map((field) => [field, ''])) as Record<
      ProductTextField,
      string
    >;
    return {
      ...blank,
      hsn: DEFAULT_HSN,
      specs: SPEC_SECTIONS.map((section) => ({ section, rows: [blankRow()] })),
    };
  }
  return {
    title: product.title,
    brand: product.brand,
    category: product.category ?? '',
    price: paiseToRupeeText(product.price_paise),
    original_price:
      product.original_price_paise === null ? '' : paiseToRupeeText(product.original_price_paise),
    label: product.label ?? '',
    input_voltage: product.input_voltage,
    output_voltage: product.output_voltage,
    summary: product.summary,
    description: product.description,
    hsn: product.hsn,
    // Every section, in order, whatever the stored sheet left out.
    specs: SPEC_SECTIONS.map((section) => ({
      section,
      rows: product.specs.find((s) => s.section === section)?.rows.map((row) => ({ ...row })) ?? [],
    })),
  };
}

/** The form's values as typed, and the edits the fields make; nothing here clears them on a failure. */
export function useProductForm(initial: ProductFormValues) {
  const [values, setValues] = useState(initial);
  const setField = useCallback(
    (field: ProductTextField, value: string) => setValues((now) => ({ ...now, [field]: value })),
    [],
  );
  /** Changes one section's rows: `change` answers the new rows from the old. */
  const setRows = useCallback(
    (section: number, change: (rows: SpecRows) => SpecRows) =>
      setValues((now) => ({
        ...now,
        specs: now.specs.map((s, i) => (i === section ? { ...s, rows: change(s.rows) } : s)),
      })),
    [],
  );
  return { values, setField, setRows, reset: setValues, blankRow };
}
