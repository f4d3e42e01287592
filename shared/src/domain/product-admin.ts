// Products as staff keep them (the back office): the editor's fields as typed, how they are checked, and
// what every refusal says. The api checks the same way, so the form and the server never disagree.
import type { FieldErrors } from './validation';
import type { FormProblem } from './account';
import { SPEC_SECTIONS, type SpecSectionName } from './catalog';
import { formatRupees } from './money';
import { amountToPaise } from './payment';

/** The product editor's text fields, in the form's order (prices in rupees, as typed). */
export const PRODUCT_TEXT_FIELDS = [
  'title',
  'brand',
  'category',
  'price',
  'original_price',
  'label',
  'input_voltage',
  'output_voltage',
  'summary',
  'description',
  'hsn',
] as const;
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number];
export type ProductField = ProductTextField | 'specs';

export const PRODUCT_FIELD_LABELS: Record<ProductField, string> = {
  title: 'Title',
  brand: 'Brand',
  category: 'Category',
  price: 'Selling price (₹)',
  original_price: 'Original price (₹)',
  label: 'Label',
  input_voltage: 'Input voltage',
  output_voltage: 'Output voltage',
  summary: 'Summary',
  description: 'Description (HTML)',
  hsn: 'HSN code',
  specs: 'Specifications',
};

/** Longest text each field keeps; a spec row's label and value, and how many rows a section holds. */
export const PRODUCT_LIMITS = {
  title: 200,
  brand: 100,
  category: 60,
  price: 20,
  original_price: 20,
  label: 30,
  input_voltage: 100,
  output_voltage: 100,
  summary: 300,
  description: 5000,
  hsn: 8,
  specLabel: 60,
  specValue: 200,
  specRows: 20,
} as const;

/** The most a product may cost: ₹1 crore, in paise (well inside the price column). */
export const MAX_PRODUCT_PRICE_PAISE = 1_000_000_000;
/** How many pictures a product may have. */
export const MAX_PRODUCT_PICTURES = 12;
/** The HSN code a tax invoice prints: 4, 6 or 8 digits (the database's check says the same). */
export const HSN_PATTERN = /^\d{4}(\d{2}){0,2}$/;
/** What a new product's form starts with: stabilizers' heading, the shop's main line. */
export const DEFAULT_HSN = '8504';

export interface SpecSectionInput {
  section: SpecSectionName;
  rows: { label: string; value: string }[];
}

/** The editor's form as typed: every text field, and the eight spec sections. */
export type ProductFormValues = Record<ProductTextField, string> & { specs: SpecSectionInput[] };

/** The form once checked: text trimmed, an empty label null, prices in paise, blank spec rows dropped. */
export interface ParsedProduct {
  title: string;
  brand: string;
  category: string;
  pricePaise: number;
  originalPricePaise: number | null;
  label: string | null;
  inputVoltage: string;
  outputVoltage: string;
  summary: string;
  description: string;
  hsn: string;
  specs: SpecSectionInput[];
}

const label = (field: ProductField) => PRODUCT_FIELD_LABELS[field].replace(' (₹)', '').replace(' (HTML)', '');

export const PRODUCT_MESSAGES = {
  fixFields: 'Please correct the marked fields.',
  required: (field: ProductField) => `${label(field)} is required.`,
  tooLong: (field: ProductField, max: number) => `${label(field)} must be at most ${max} characters.`,
  price: (field: ProductField) =>
    `${label(field)} must be an amount in rupees above 0, with at most 2 decimals (e.g. 4999 or 4999.50).`,
  priceTooLarge: (field: ProductField) =>
    `${label(field)} must be at most ${formatRupees(MAX_PRODUCT_PRICE_PAISE)}.`,
  originalNotAbove:
    'The original price must be above the selling price (it is shown struck through), or left empty.',
  hsn: 'The HSN code is 4, 6 or 8 digits (8504 for stabilizers).',
  specSections: `The specifications hold the eight sections in order: ${SPEC_SECTIONS.join(', ')}.`,
  specRow: (section: string, row: number) => `${section}, row ${row}: give both a label and a value.`,
  specTooLong: (section: string, row: number) =>
    `${section}, row ${row}: a label is at most ${PRODUCT_LIMITS.specLabel} characters, a value ${PRODUCT_LIMITS.specValue}.`,
  specRows: (section: string) => `${section} holds at most ${PRODUCT_LIMITS.specRows} rows.`,
  unknownCategory: (slug: string) => `There is no category "${slug}".`,
  descriptionEmpty: 'The description has no text left once cleaned: write a paragraph or a list.',
  noProduct: 'There is no such product.',
  changed: 'This product changed since you opened it',
  needsPicture: 'Add a picture before publishing the product.',
  lastPicture: 'A published product keeps at least one picture: upload another first, or unpublish it.',
  tooManyPictures: `A product has at most ${MAX_PRODUCT_PICTURES} pictures: remove one first.`,
  noPicture: 'There is no such picture of this product.',
  pictureMissing: 'Please choose a picture to upload.',
  pictureType: 'Please upload a JPEG, PNG or WebP picture.',
  pictureTooManyPixels: 'The picture must be at most 4096 × 4096 pixels.',
  pictureTooLarge: 'The picture must be at most 2 MB: export a smaller one (1200 pixels across is plenty).',
  pictureOrder: 'Send every picture of the product once, in the new order.',
} as const;

/** A title's slug: "Harmony Spike Guard 5+1 (White)" → "harmony-spike-guard-5-1-white". */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Paise as the editor shows them: "4999", or "4999.50" with paise (no grouping, no sign). */
export function paiseToRupeeText(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/** A price field in paise, or its refusal. */
function pricePaise(field: ProductField, text: string): number | string {
  const paise = amountToPaise(text);
  if (paise === null || paise <= 0) return PRODUCT_MESSAGES.price(field);
  if (paise > MAX_PRODUCT_PRICE_PAISE) return PRODUCT_MESSAGES.priceTooLarge(field);
  return paise;
}

/** The spec sections with blank rows dropped, or the first refusal. */
function parseSpecs(specs: readonly SpecSectionInput[]): SpecSectionInput[] | string {
  if (specs.map((s) => s.section).join('|') !== SPEC_SECTIONS.join('|')) return PRODUCT_MESSAGES.specSections;
  const parsed: SpecSectionInput[] = [];
  for (const { section, rows } of specs) {
    const kept = [];
    for (const [i, row] of rows.entries()) {
      const [rowLabel, value] = [row.label.trim(), row.value.trim()];
      if (!rowLabel && !value) continue;
      if (!rowLabel || !value) return PRODUCT_MESSAGES.specRow(section, i + 1);
      if (rowLabel.length > PRODUCT_LIMITS.specLabel || value.length > PRODUCT_LIMITS.specValue) {
        return PRODUCT_MESSAGES.specTooLong(section, i + 1);
      }
      kept.push({ label: rowLabel, value });
    }
    if (kept.length > PRODUCT_LIMITS.specRows) return PRODUCT_MESSAGES.specRows(section);
    parsed.push({ section, rows: kept });
  }
  return parsed;
}

const OPTIONAL: readonly ProductTextField[] = ['original_price', 'label'];

/**
 * The editor's form checked field by field: the product it describes, or what is wrong with each field.
 * Prices are read as every amount in the shop is (amountToPaise); the original price, when given, must
 * be above the selling price, as the database's check says.
 */
export function parseProductForm(
  values: ProductFormValues,
): { product: ParsedProduct; problem: null } | { product: null; problem: FormProblem<ProductField> } {
  const errors: FieldErrors<ProductField> = {};
  const text = {} as Record<ProductTextField, string>;
  for (const field of PRODUCT_TEXT_FIELDS) {
    const value = values[field].trim();
    text[field] = value;
    if (!value && !OPTIONAL.includes(field)) errors[field] = PRODUCT_MESSAGES.required(field);
    else if (value.length > PRODUCT_LIMITS[field])
      errors[field] = PRODUCT_MESSAGES.tooLong(field, PRODUCT_LIMITS[field]);
  }
  const price = errors.price ? null : pricePaise('price', text.price);
  if (typeof price === 'string') errors.price = price;
  let original: number | null = null;
  if (text.original_price && !errors.original_price) {
    const parsed = pricePaise('original_price', text.original_price);
    if (typeof parsed === 'string') errors.original_price = parsed;
    else if (typeof price === 'number' && parsed <= price)
      errors.original_price = PRODUCT_MESSAGES.originalNotAbove;
    else original = parsed;
  }
  if (text.hsn && !errors.hsn && !HSN_PATTERN.test(text.hsn)) errors.hsn = PRODUCT_MESSAGES.hsn;
  const specs = parseSpecs(values.specs);
  if (typeof specs === 'string') errors.specs = specs;

  const messages = Object.values(errors);
  if (messages.length > 0 || typeof price !== 'number' || typeof specs === 'string') {
    const message = messages.length === 1 ? messages[0]! : PRODUCT_MESSAGES.fixFields;
    return { product: null, problem: { message, fields: errors } };
  }
  return {
    problem: null,
    product: {
      title: text.title,
      brand: text.brand,
      category: text.category,
      pricePaise: price,
      originalPricePaise: original,
      label: text.label || null,
      inputVoltage: text.input_voltage,
      outputVoltage: text.output_voltage,
      summary: text.summary,
      description: text.description,
      hsn: text.hsn,
      specs,
    },
  };
}
