import { readdir } from 'node:fs/promises';
import { asc, eq } from 'drizzle-orm';
import { DESCRIPTION_TAGS } from '@harmony/shared/description-policy';
import { DEFAULT_HSN, formatRupees, slugify } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { specSheet, warranty } from '../db/seed/spec-sheet';
import { escapeHtml } from '../http/escape-html';
import { PRODUCT_IMAGE_NAME } from '../images/product-images';
import { sanitizeDescription } from '../catalogue/sanitize-description';
import { recordAudit } from '../db/audit-repository';
import { hsnCode } from './invoices';
import { OpsError, rupeesArgument, table, wholeId as id } from './input';
import { type StockOpsCommand, parseStockCommand, stockCommand } from './stock';

/** The operator's side of the catalogue: list products, add one, change a price or the stock. */

export type ProductOpsCommand =
  | { name: 'products' }
  | {
      name: 'add-product';
      title: string;
      brand: string;
      pricePaise: number;
      originalPricePaise: number | null;
      image: string;
      label: string | null;
      input: string;
      output: string;
      summary: string;
      description: string;
      slug: string;
      warrantyYears: number;
      hsn: string;
    }
  | { name: 'price'; productId: number; pricePaise: number; original: number | null | 'keep' }
  | StockOpsCommand;

export const PRODUCT_USAGE = `  products
      List the catalogue: id, title, price, stock, HSN code.
  add-product --title <text> --brand <text> --price <rupees> [--original <rupees>] [--image <file>]
              [--label <text>] [--input <text>] [--output <text>] [--summary <text>]
              [--description <html>] [--slug <slug>] [--warranty-years <n>] [--hsn <code>]
      Add a product; --image is a file in api/assets/products/, --hsn its HSN code (${DEFAULT_HSN}: stabilizers).
  price <productId> <rupees> [--original <rupees>|none]
      Change a price; the original (struck-through) price stays unless --original says otherwise.
  stock <productId> <units> | stock <productId> --add <units> | stock <productId> --remove <units>
        [--reason <reason>] [--note <text>]
      Set the units that can be sold (reason: correction), or add some (received, the default, or
      returned) or remove some (damaged). Units held by unpaid checkouts are not in it and stay held;
      they come back if their payment does not. Each change is in the product's stock history.`;

/** parseArgs options only these commands take. */
export const PRODUCT_OPTIONS = {
  add: { type: 'string' },
  remove: { type: 'string' },
  reason: { type: 'string' },
  note: { type: 'string' },
  title: { type: 'string' },
  brand: { type: 'string' },
  price: { type: 'string' },
  original: { type: 'string' },
  image: { type: 'string' },
  label: { type: 'string' },
  input: { type: 'string' },
  output: { type: 'string' },
  summary: { type: 'string' },
  description: { type: 'string' },
  slug: { type: 'string' },
  'warranty-years': { type: 'string' },
  hsn: { type: 'string' },
} as const;

type ProductOptionValues = { [K in keyof typeof PRODUCT_OPTIONS]?: string };

const DEFAULT_IMAGE = 'harmony-m1.svg';
const NOT_SPECIFIED = 'Not specified';

function text(value: string | undefined, what: string, max: number): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw new OpsError(`${what} is required.`);
  if (trimmed.length > max) throw new OpsError(`${what} must be at most ${max} characters.`);
  return trimmed;
}

/** Stored as the shared policy cleans it; refused when nothing a shopper could read is left. */
function storedDescription(html: string): string {
  const clean = sanitizeDescription(html);
  // The cleaned HTML escapes any "<" in its text, so dropping its tags leaves exactly the text.
  if (!clean.replace(/<[^>]*>/g, '').trim()) {
    throw new OpsError(
      `--description has no text left once cleaned; it may hold ${DESCRIPTION_TAGS.join(', ')} (a with href).`,
    );
  }
  return clean;
}

// The back office names new products' slugs by the same rule.
export { slugify };

/** Reads a catalogue command's arguments (the caller checked the command's name and argument count). */
export function parseProductCommand(
  name: ProductOpsCommand['name'],
  rest: string[],
  o: ProductOptionValues,
): ProductOpsCommand {
  switch (name) {
    case 'products':
      return { name };
    case 'add-product': {
      const title = text(o.title, '--title', 200);
      const pricePaise = rupeesArgument(o.price, '--price');
      const originalPricePaise = o.original === undefined ? null : rupeesArgument(o.original, '--original');
      if (originalPricePaise !== null && originalPricePaise <= pricePaise) {
        throw new OpsError('--original must be above --price (it is shown struck through).');
      }
      const slug = o.slug === undefined ? slugify(title) : o.slug;
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
        throw new OpsError(
          `--slug must be lowercase letters, digits and dashes${o.slug ? `, not "${o.slug}"` : ''}.`,
        );
      }
      const image = o.image ?? DEFAULT_IMAGE;
      if (!PRODUCT_IMAGE_NAME.test(image)) {
        throw new OpsError(`--image must be a file name in api/assets/products/ such as ${DEFAULT_IMAGE}.`);
      }
      const warrantyYears =
        o['warranty-years'] === undefined ? 1 : id(o['warranty-years'], '--warranty-years');
      const summary = o.summary === undefined ? title : text(o.summary, '--summary', 300);
      return {
        name,
        title,
        brand: text(o.brand, '--brand', 100),
        pricePaise,
        originalPricePaise,
        image,
        label: o.label === undefined ? null : text(o.label, '--label', 30),
        input: o.input === undefined ? NOT_SPECIFIED : text(o.input, '--input', 100),
        output: o.output === undefined ? NOT_SPECIFIED : text(o.output, '--output', 100),
        summary,
        description:
          o.description === undefined
            ? `<p>${escapeHtml(summary)}</p>`
            : storedDescription(text(o.description, '--description', 5000)),
        slug,
        warrantyYears: Math.min(warrantyYears, 25),
        hsn: o.hsn === undefined ? DEFAULT_HSN : hsnCode(o.hsn),
      };
    }
    case 'stock':
      return parseStockCommand(rest, o);
    case 'price': {
      const productId = id(rest[0], 'The product id');
      const pricePaise = rupeesArgument(rest[1], 'The price');
      let original: number | null | 'keep' = 'keep';
      if (o.original !== undefined)
        original = o.original === 'none' ? null : rupeesArgument(o.original, '--original');
      if (typeof original === 'number' && original <= pricePaise) {
        throw new OpsError('--original must be above the price (it is shown struck through), or "none".');
      }
      return { name, productId, pricePaise, original };
    }
  }
}

const money = (paise: number) => formatRupees(paise, { exact: true });

async function listProductsCommand(db: Database) {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  if (rows.length === 0) return ['The catalogue is empty.'];
  return [
    ...table(
      ['ID', 'Title', 'Brand', 'Price', 'Original', 'Label', 'Stock', 'HSN'],
      rows.map((row) => [
        String(row.id),
        row.title,
        row.brand,
        money(row.pricePaise),
        row.originalPricePaise === null ? '-' : money(row.originalPricePaise),
        row.label ?? '-',
        String(row.stock),
        row.hsn,
      ]),
      [0, 3, 4, 6],
    ),
    '',
    `${rows.length} product${rows.length === 1 ? '' : 's'}.`,
  ];
}

async function addProductCommand(
  db: Database,
  c: Extract<ProductOpsCommand, { name: 'add-product' }>,
  imagesDir: string,
  now: Date,
) {
  const images = (await readdir(imagesDir)).filter((name) => PRODUCT_IMAGE_NAME.test(name)).sort();
  if (!images.includes(c.image)) {
    throw new OpsError(
      `There is no picture ${c.image} in api/assets/products/. Pictures: ${images.join(', ')}.`,
    );
  }
  const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, c.slug));
  if (taken)
    throw new OpsError(`Product #${taken.id} already has the slug "${c.slug}"; pass another --slug.`);
  const details = { Details: NOT_SPECIFIED };
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(products)
      .values({
        slug: c.slug,
        title: c.title,
        brand: c.brand,
        pricePaise: c.pricePaise,
        originalPricePaise: c.originalPricePaise,
        imageFile: c.image,
        inputVoltage: c.input,
        outputVoltage: c.output,
        description: c.description,
        summary: c.summary,
        label: c.label,
        hsn: c.hsn,
        specs: specSheet({
          general: { 'Model Name': c.title, Brand: c.brand },
          body: details,
          performance: details,
          safety: details,
          power: { 'Input Voltage': c.input, 'Output Voltage': c.output },
          additional: details,
          dimensions: details,
          warranty: warranty(c.warrantyYears, 'Manufacturing defects'),
        }),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    if (!added) throw new Error('product insert returned no row');
    await recordAudit(
      tx,
      { via: 'ops' },
      {
        action: 'product.create',
        objectType: 'product',
        objectId: added.id,
        before: null,
        after: { title: c.title, brand: c.brand, price_paise: c.pricePaise, hsn: c.hsn },
      },
      now,
    );
    return added;
  });
  return [
    `Added product #${row.id}: ${c.title} (${c.brand}), ${money(c.pricePaise)}` +
      `${c.originalPricePaise === null ? '' : `, original ${money(c.originalPricePaise)}`}, picture ${c.image}.`,
    `It is out of stock until you set its units: npm run ops -- stock ${row.id} <units>.`,
    'A running api with PostgreSQL shows it within PRODUCTS_CACHE_TTL_MS (5 s by default).',
  ];
}

async function priceCommand(db: Database, c: Extract<ProductOpsCommand, { name: 'price' }>, now: Date) {
  const [product] = await db.select().from(products).where(eq(products.id, c.productId));
  if (!product) throw new OpsError(`There is no product #${c.productId}.`);
  const original = c.original === 'keep' ? product.originalPricePaise : c.original;
  if (original !== null && original <= c.pricePaise) {
    throw new OpsError(
      `Product #${product.id}'s original price is ${money(original)}, not above ${money(c.pricePaise)}: ` +
        'pass --original <rupees> above the new price, or --original none.',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ pricePaise: c.pricePaise, originalPricePaise: original, updatedAt: now })
      .where(eq(products.id, product.id));
    await recordAudit(
      tx,
      { via: 'ops' },
      {
        action: 'product.edit',
        objectType: 'product',
        objectId: product.id,
        before: { price_paise: product.pricePaise, original_price_paise: product.originalPricePaise },
        after: { price_paise: c.pricePaise, original_price_paise: original },
      },
      now,
    );
  });
  const shown = (price: number, was: number | null) =>
    `${money(price)}${was === null ? '' : ` (original ${money(was)})`}`;
  return [
    `Product #${product.id} ${product.title}: ${shown(product.pricePaise, product.originalPricePaise)} → ${shown(c.pricePaise, original)}.`,
    'Orders already placed keep their prices.',
  ];
}

export async function runProductCommand(
  db: Database,
  command: ProductOpsCommand,
  imagesDir: string,
  now: Date,
): Promise<string[]> {
  switch (command.name) {
    case 'products':
      return listProductsCommand(db);
    case 'add-product':
      return addProductCommand(db, command, imagesDir, now);
    case 'price':
      return priceCommand(db, command, now);
    case 'stock':
      return stockCommand(db, command, now);
  }
}
