import { readdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { DESCRIPTION_TAGS } from '@harmony/shared/description-policy';
import {
  CANCELLED,
  ORDER_STATUSES,
  type OrderState,
  type OrderStatus,
  PAYMENT_STATUSES,
  amountToPaise,
  canAdvanceStatus,
  formatRupees,
  isOrderStatus,
  isPaymentStatus,
} from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { orderItems, orders, products } from '../db/schema';
import { specSheet, warranty } from '../db/seed/spec-sheet';
import { escapeHtml } from '../lib/escape-html';
import type { CancellationDeps } from '../lib/order-cancellation';
import { PRODUCT_ASSETS_DIR, PRODUCT_IMAGE_NAME } from '../lib/product-images';
import { sanitizeDescription } from '../lib/sanitize-description';
import {
  DEFAULT_HSN,
  INVOICE_OPTIONS,
  INVOICE_USAGE,
  type InvoiceOpsCommand,
  hsnCode,
  parseInvoiceCommand,
  runInvoiceCommand,
} from './ops-invoices';
import { OpsError, table, wholeId as id } from './ops-input';
import { REFUND_USAGE, type RefundOpsCommand, parseRefundCommand, runRefundCommand } from './ops-refunds';

export { OpsError, table };

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

  orders [--status <status|cancelled>] [--payment <created|paid|failed>] [--limit <n>]
      List orders, newest first (default: the last 50).
  advance <orderId> <status>
      Move a paid order forward: pending → shipped → out_for_delivery → completed.
  products
      List the catalogue: id, title, price, stock, HSN code.
  add-product --title <text> --brand <text> --price <rupees> [--original <rupees>] [--image <file>]
              [--label <text>] [--input <text>] [--output <text>] [--summary <text>]
              [--description <html>] [--slug <slug>] [--warranty-years <n>] [--hsn <code>]
      Add a product; --image is a file in api/assets/products/, --hsn its HSN code (${DEFAULT_HSN}: stabilizers).
  price <productId> <rupees> [--original <rupees>|none]
      Change a price; the original (struck-through) price stays unless --original says otherwise.
  stock <productId> <units> | stock <productId> --add <units> | stock <productId> --remove <units>
      Set the units that can be sold, or add or remove some: goods received, a count corrected.
      Units held by unpaid checkouts are not in it; they come back if their payment does not.
${INVOICE_USAGE}
${REFUND_USAGE}

Works on DATABASE_URL (PostgreSQL) or, when it is unset, the embedded database in DATA_DIR, which only
one process can open: stop \`npm start\` first.`;

export type OpsCommand =
  | { name: 'help' }
  | {
      name: 'orders';
      status: OrderState | null;
      payment: (typeof PAYMENT_STATUSES)[number] | null;
      limit: number;
    }
  | { name: 'advance'; orderId: number; to: OrderStatus }
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
  | { name: 'stock'; productId: number; units: number; relative: boolean }
  | InvoiceOpsCommand
  | RefundOpsCommand;

const DEFAULT_IMAGE = 'harmony-m1.svg';
const NOT_SPECIFIED = 'Not specified';
const statusList = ORDER_STATUSES.join(' → ');

function rupees(value: string | undefined, what: string): number {
  const paise = value === undefined ? null : amountToPaise(value);
  if (paise === null || paise <= 0) {
    throw new OpsError(
      `${what} must be an amount in rupees above 0 (e.g. 4999 or 4999.50)${value ? `, not "${value}"` : ''}.`,
    );
  }
  return paise;
}

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

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Reads the command line; nothing touches the database here, so bad input never opens it. */
export function parseOpsCommand(argv: string[]): OpsCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        status: { type: 'string' },
        payment: { type: 'string' },
        limit: { type: 'string' },
        add: { type: 'string' },
        remove: { type: 'string' },
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
        ...INVOICE_OPTIONS,
      },
    });
  } catch (err) {
    throw new OpsError(`${(err as Error).message}\n\n${OPS_USAGE}`);
  }
  const { values: o, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (o.help || name === 'help') return { name: 'help' };
  const allowed: Record<string, string[]> = {
    orders: ['status', 'payment', 'limit'],
    advance: [],
    products: [],
    'add-product': [
      'title',
      'brand',
      'price',
      'original',
      'image',
      'label',
      'input',
      'output',
      'summary',
      'description',
      'slug',
      'warranty-years',
      'hsn',
    ],
    price: ['original'],
    stock: ['add', 'remove'],
    invoices: ['limit', 'year'],
    invoice: ['reissue'],
    hsn: [],
    refunds: ['status', 'limit'],
    refund: [],
  };
  if (!name) throw new OpsError(`A command is needed.\n\n${OPS_USAGE}`);
  const options = allowed[name];
  if (!options) throw new OpsError(`Unknown command "${name}".\n\n${OPS_USAGE}`);
  const stray = Object.keys(o).filter((key) => !options.includes(key));
  if (stray.length > 0) throw new OpsError(`${name} takes no --${stray.join(', --')}.`);
  const positionalCount =
    {
      orders: 0,
      advance: 2,
      products: 0,
      'add-product': 0,
      price: 2,
      stock: o.add || o.remove ? 1 : 2,
      invoices: 0,
      invoice: 1,
      hsn: 2,
      refunds: 0,
      refund: 1,
    }[name] ?? 0;
  if (rest.length !== positionalCount) {
    throw new OpsError(
      name === 'advance'
        ? 'Usage: npm run ops -- advance <orderId> <status>'
        : name === 'price'
          ? 'Usage: npm run ops -- price <productId> <rupees> [--original <rupees>|none]'
          : name === 'stock'
            ? 'Usage: npm run ops -- stock <productId> <units>, or --add <units>, or --remove <units>'
            : name === 'invoice'
              ? 'Usage: npm run ops -- invoice <number> [--reissue <file or folder>]'
              : name === 'hsn'
                ? 'Usage: npm run ops -- hsn <productId> <code>'
                : name === 'refund'
                  ? 'Usage: npm run ops -- refund <orderId>'
                  : `${name} takes no further arguments (got "${rest.join(' ')}").`,
    );
  }

  switch (name) {
    case 'orders': {
      if (o.status !== undefined && o.status !== CANCELLED && !isOrderStatus(o.status)) {
        throw new OpsError(
          `Unknown status "${o.status}". Statuses: ${[...ORDER_STATUSES, CANCELLED].join(', ')}.`,
        );
      }
      if (o.payment !== undefined && !isPaymentStatus(o.payment)) {
        throw new OpsError(
          `Unknown payment status "${o.payment}". Payment statuses: ${PAYMENT_STATUSES.join(', ')}.`,
        );
      }
      const limit = o.limit === undefined ? 50 : id(o.limit, '--limit');
      return {
        name,
        status: (o.status as OrderState | undefined) ?? null,
        payment: (o.payment as (typeof PAYMENT_STATUSES)[number] | undefined) ?? null,
        limit: Math.min(limit, 10_000),
      };
    }
    case 'advance': {
      const orderId = id(rest[0], 'The order id');
      const to = rest[1];
      if (!isOrderStatus(to))
        throw new OpsError(`Unknown status "${to}". Statuses, in order: ${statusList}.`);
      return { name, orderId, to };
    }
    case 'products':
      return { name };
    case 'add-product': {
      const title = text(o.title, '--title', 200);
      const pricePaise = rupees(o.price, '--price');
      const originalPricePaise = o.original === undefined ? null : rupees(o.original, '--original');
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
    case 'stock': {
      const productId = id(rest[0], 'The product id');
      if (o.add && o.remove) throw new OpsError('stock takes --add or --remove, not both.');
      const given = o.add ?? o.remove ?? rest[1] ?? '';
      if (!/^\d{1,6}$/.test(given)) throw new OpsError(`Units must be a whole number, not "${given}".`);
      const units = Number(given) * (o.remove ? -1 : 1);
      return { name, productId, units, relative: Boolean(o.add ?? o.remove) };
    }
    case 'price': {
      const productId = id(rest[0], 'The product id');
      const pricePaise = rupees(rest[1], 'The price');
      let original: number | null | 'keep' = 'keep';
      if (o.original !== undefined)
        original = o.original === 'none' ? null : rupees(o.original, '--original');
      if (typeof original === 'number' && original <= pricePaise) {
        throw new OpsError('--original must be above the price (it is shown struck through), or "none".');
      }
      return { name, productId, pricePaise, original };
    }
    case 'invoices':
    case 'invoice':
    case 'hsn':
      return parseInvoiceCommand(name, rest, o);
    case 'refunds':
    case 'refund':
      return parseRefundCommand(name, rest, o);
  }
  throw new OpsError(`Unknown command "${name}".`);
}

const money = (paise: number) => formatRupees(paise, { exact: true });
const ist = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

async function listOrdersCommand(db: Database, c: Extract<OpsCommand, { name: 'orders' }>) {
  const filters = [
    ...(c.status ? [eq(orders.status, c.status)] : []),
    ...(c.payment ? [eq(orders.paymentStatus, c.payment)] : []),
  ];
  const rows = await db
    .select()
    .from(orders)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(c.limit);
  const what = [c.status && `status ${c.status}`, c.payment && `payment ${c.payment}`]
    .filter(Boolean)
    .join(', ');
  if (rows.length === 0) return [`No orders${what ? ` with ${what}` : ''}.`];
  const counts = await db
    .select({ orderId: orderItems.orderId, units: count() })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(orderItems.orderId);
  const lines = new Map(counts.map((row) => [row.orderId, row.units]));
  return [
    ...table(
      ['ID', 'Placed (IST)', 'Customer', 'Email', 'Lines', 'Total', 'Payment', 'Method', 'Status'],
      rows.map((row) => [
        String(row.id),
        ist.format(row.createdAt),
        row.customerName,
        row.customerEmail,
        String(lines.get(row.id) ?? 0),
        money(row.grandTotalPaise),
        row.paymentStatus,
        row.paymentMethod ?? '-',
        row.status,
      ]),
      [0, 4, 5],
    ),
    '',
    `${rows.length} order${rows.length === 1 ? '' : 's'}${what ? ` with ${what}` : ''}${rows.length === c.limit ? ` (the last ${c.limit}; --limit shows more)` : ''}.`,
  ];
}

async function advanceCommand(db: Database, c: Extract<OpsCommand, { name: 'advance' }>, now: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.id, c.orderId));
  if (!order) throw new OpsError(`There is no order #${c.orderId}.`);
  const from = order.status as OrderState;
  if (from === CANCELLED) throw new OpsError(`Order #${order.id} is cancelled; it is not fulfilled.`);
  if (order.paymentStatus !== 'paid') {
    throw new OpsError(
      `Order #${order.id} is not paid (payment ${order.paymentStatus}); only paid orders are fulfilled.`,
    );
  }
  if (from === c.to) throw new OpsError(`Order #${order.id} is already ${from}; nothing to do.`);
  if (!canAdvanceStatus(from, c.to)) {
    throw new OpsError(
      `Order #${order.id} is ${from}; it cannot go back to ${c.to}. Status only moves forward: ${statusList}.`,
    );
  }
  // Compared with what was read: a change made meanwhile (another operator) is not overwritten.
  const [moved] = await db
    .update(orders)
    .set({ status: c.to, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (!moved) throw new OpsError(`Order #${order.id} changed while this ran; look again with \`orders\`.`);
  return [`Order #${order.id} (${order.customerName}, ${money(order.grandTotalPaise)}): ${from} → ${c.to}.`];
}

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
  c: Extract<OpsCommand, { name: 'add-product' }>,
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
  const [row] = await db
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
  if (!row) throw new Error('product insert returned no row');
  return [
    `Added product #${row.id}: ${c.title} (${c.brand}), ${money(c.pricePaise)}` +
      `${c.originalPricePaise === null ? '' : `, original ${money(c.originalPricePaise)}`}, picture ${c.image}.`,
    `It is out of stock until you set its units: npm run ops -- stock ${row.id} <units>.`,
    'A running api with PostgreSQL shows it within PRODUCTS_CACHE_TTL_MS (5 s by default).',
  ];
}

async function priceCommand(db: Database, c: Extract<OpsCommand, { name: 'price' }>, now: Date) {
  const [product] = await db.select().from(products).where(eq(products.id, c.productId));
  if (!product) throw new OpsError(`There is no product #${c.productId}.`);
  const original = c.original === 'keep' ? product.originalPricePaise : c.original;
  if (original !== null && original <= c.pricePaise) {
    throw new OpsError(
      `Product #${product.id}'s original price is ${money(original)}, not above ${money(c.pricePaise)}: ` +
        'pass --original <rupees> above the new price, or --original none.',
    );
  }
  await db
    .update(products)
    .set({ pricePaise: c.pricePaise, originalPricePaise: original, updatedAt: now })
    .where(eq(products.id, product.id));
  const shown = (price: number, was: number | null) =>
    `${money(price)}${was === null ? '' : ` (original ${money(was)})`}`;
  return [
    `Product #${product.id} ${product.title}: ${shown(product.pricePaise, product.originalPricePaise)} → ${shown(c.pricePaise, original)}.`,
    'Orders already placed keep their prices.',
  ];
}

async function stockCommand(db: Database, c: Extract<OpsCommand, { name: 'stock' }>, now: Date) {
  // One statement: checkouts taking units meanwhile are neither lost nor counted twice.
  const [row] = await db
    .update(products)
    .set({ stock: c.relative ? sql`${products.stock} + ${c.units}` : c.units, updatedAt: now })
    .where(and(eq(products.id, c.productId), c.relative ? gte(products.stock, -c.units) : undefined))
    .returning({ id: products.id, title: products.title, stock: products.stock });
  if (row) return [`Product #${row.id} ${row.title}: ${row.stock} in stock.`];
  const [product] = await db.select().from(products).where(eq(products.id, c.productId));
  if (!product) throw new OpsError(`There is no product #${c.productId}.`);
  throw new OpsError(`Product #${product.id} has ${product.stock} in stock: it cannot lose ${-c.units}.`);
}

/** Runs one command; answers the lines to print, or throws OpsError for the operator. */
export interface OpsOptions {
  imagesDir?: string;
  now?: () => Date;
  /** The gateway, mailer and settings a refund needs, made only when a command needs them. */
  cancellation?: () => Promise<CancellationDeps>;
}

export async function runOpsCommand(
  db: Database,
  command: OpsCommand,
  options: OpsOptions = {},
): Promise<string[]> {
  const now = (options.now ?? (() => new Date()))();
  switch (command.name) {
    case 'help':
      return [OPS_USAGE];
    case 'orders':
      return listOrdersCommand(db, command);
    case 'advance':
      return advanceCommand(db, command, now);
    case 'products':
      return listProductsCommand(db);
    case 'add-product':
      return addProductCommand(db, command, options.imagesDir ?? PRODUCT_ASSETS_DIR, now);
    case 'price':
      return priceCommand(db, command, now);
    case 'stock':
      return stockCommand(db, command, now);
    case 'invoices':
    case 'invoice':
    case 'hsn':
      return runInvoiceCommand(db, command, now);
    case 'refunds':
    case 'refund':
      return runRefundCommand(db, command, options.cancellation);
  }
}

/** parseOpsCommand then runOpsCommand: the whole tool without the process around it. */
export async function runOps(db: Database, argv: string[], options?: OpsOptions) {
  return runOpsCommand(db, parseOpsCommand(argv), options);
}
