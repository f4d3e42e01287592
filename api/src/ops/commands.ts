import { parseArgs } from 'node:util';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  CANCELLED,
  COURIER_MESSAGES,
  ORDER_STATUSES,
  type OrderState,
  type OrderStatus,
  PAYMENT_STATUSES,
  RETURNED,
  formatRupees,
  isOrderStatus,
  isPaymentStatus,
} from '@harmony/shared/domain';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { type OrderRow, orderItems, orders } from '../db/schema';
import type { OrderDeps } from '../orders/order-deps';
import { FulfilmentError, type FulfilmentRefusal, fulfilOrder } from '../shipment/fulfil-order';
import { PRODUCT_ASSETS_DIR } from '../images/product-images';
import {
  INVOICE_OPTIONS,
  INVOICE_USAGE,
  type InvoiceOpsCommand,
  parseInvoiceCommand,
  runInvoiceCommand,
} from './invoices';
import {
  COUPON_OPTIONS,
  COUPON_USAGE,
  type CouponOpsCommand,
  parseCouponCommand,
  runCouponCommand,
} from './coupons';
import { OpsError, table, wholeId as id } from './input';
import {
  PRODUCT_OPTIONS,
  PRODUCT_USAGE,
  type ProductOpsCommand,
  parseProductCommand,
  runProductCommand,
} from './products';
import { REFUND_USAGE, type RefundOpsCommand, parseRefundCommand, runRefundCommand } from './refunds';
import { COURIER_USAGE, type CourierOpsCommand, parseCourierCommand, runCourierCommand } from './couriers';
import { BookingError, BookingInProgressError, bookAndShip } from '../shipment/book-shipment';
import { MAIL_USAGE, type MailOpsCommand, parseMailCommand, runMailCommand } from './mail';
import { STAFF_USAGE, type StaffOpsCommand, parseStaffCommand, runStaffCommand } from './staff';
import {
  BACKUP_OPTIONS,
  BACKUP_USAGE,
  type BackupContext,
  type BackupOpsCommand,
  parseBackupCommand,
  runBackupCommand,
} from './backups';

export { OpsError, table };
export { slugify } from './products';

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

  orders [--status <status|cancelled|returned>] [--payment <created|paid|failed|cod>] [--limit <n>]
      List orders, newest first (default: the last 50).
  advance <orderId> <status>
      Move a paid order forward: pending → shipped → out_for_delivery → completed. Shipped books the
      courier (Shiprocket, or the courier sandbox) and mails the customer its AWB.
${COURIER_USAGE}
${MAIL_USAGE}
${PRODUCT_USAGE}
${INVOICE_USAGE}
${REFUND_USAGE}
${COUPON_USAGE}
${STAFF_USAGE}
${BACKUP_USAGE}

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
  | ProductOpsCommand
  | InvoiceOpsCommand
  | RefundOpsCommand
  | CourierOpsCommand
  | MailOpsCommand
  | CouponOpsCommand
  | StaffOpsCommand
  | BackupOpsCommand;

const statusList = ORDER_STATUSES.join(' → ');

/** What a command with positional arguments is called with, said when they are wrong. */
const USAGE_LINES: Record<string, string> = {
  advance: 'advance <orderId> <status>',
  price: 'price <productId> <rupees> [--original <rupees>|none]',
  stock:
    'stock <productId> <units>, or --add <units>, or --remove <units> [--reason <reason>] [--note <text>]',
  invoice: 'invoice <number> [--reissue <file or folder>]',
  hsn: 'hsn <productId> <code>',
  refund: 'refund <orderId>',
  courier: 'courier <orderId> <status>',
  coupon: 'coupon <CODE>',
  'disable-coupon': 'disable-coupon <CODE>',
  'add-coupon': 'add-coupon <CODE> --percent <1-100> [--max <rupees>] | --amount <rupees> [options]',
  'grant-role': 'grant-role <email-or-mobile> <role>',
  'revoke-role': 'revoke-role <email-or-mobile> <role>',
  restore: 'restore <backup folder> [--force]',
};

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
        ...PRODUCT_OPTIONS,
        ...INVOICE_OPTIONS,
        ...COUPON_OPTIONS,
        ...BACKUP_OPTIONS,
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
    stock: ['add', 'remove', 'reason', 'note'],
    invoices: ['limit', 'year'],
    invoice: ['reissue'],
    hsn: [],
    refunds: ['status', 'limit'],
    refund: [],
    courier: [],
    mail: [],
    coupons: [],
    coupon: ['limit'],
    'add-coupon': [
      'percent',
      'max',
      'amount',
      'min',
      'from',
      'until',
      'limit',
      'per-customer',
      'first-order',
      'categories',
      'products',
    ],
    'disable-coupon': [],
    staff: [],
    'grant-role': [],
    'revoke-role': [],
    backup: [],
    restore: ['force'],
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
      courier: 2,
      // mail alone lists; mail order|retry <id> names one.
      mail: rest.length === 0 ? 0 : 2,
      coupons: 0,
      coupon: 1,
      'add-coupon': 1,
      'disable-coupon': 1,
      staff: 0,
      'grant-role': 2,
      'revoke-role': 2,
      backup: 0,
      restore: 1,
    }[name] ?? 0;
  if (rest.length !== positionalCount) {
    const usage = USAGE_LINES[name];
    throw new OpsError(
      usage
        ? `Usage: npm run ops -- ${usage}`
        : `${name} takes no further arguments (got "${rest.join(' ')}").`,
    );
  }

  switch (name) {
    case 'orders': {
      if (
        o.status !== undefined &&
        o.status !== CANCELLED &&
        o.status !== RETURNED &&
        !isOrderStatus(o.status)
      ) {
        throw new OpsError(
          `Unknown status "${o.status}". Statuses: ${[...ORDER_STATUSES, CANCELLED, RETURNED].join(', ')}.`,
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
    case 'add-product':
    case 'stock':
    case 'price':
      return parseProductCommand(name, rest, o);
    case 'invoices':
    case 'invoice':
    case 'hsn':
      return parseInvoiceCommand(name, rest, o);
    case 'refunds':
    case 'refund':
      return parseRefundCommand(name, rest, o);
    case 'courier':
      return parseCourierCommand(rest);
    case 'mail':
      return parseMailCommand(rest);
    case 'coupons':
    case 'coupon':
    case 'add-coupon':
    case 'disable-coupon':
      return parseCouponCommand(name, rest, o);
    case 'staff':
    case 'grant-role':
    case 'revoke-role':
      return parseStaffCommand(name, rest);
    case 'backup':
    case 'restore':
      return parseBackupCommand(name, rest, o);
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

async function advanceCommand(
  db: Database,
  c: Extract<OpsCommand, { name: 'advance' }>,
  now: Date,
  deps?: () => Promise<OrderDeps>,
) {
  // Every refusal but 'no-order' carries the order as it is now.
  const refusals: Record<FulfilmentRefusal, (order: OrderRow | undefined) => string> = {
    'no-order': () => `There is no order #${c.orderId}.`,
    cancelled: () => `Order #${c.orderId} is cancelled; it is not fulfilled.`,
    'not-paid': (o) =>
      `Order #${c.orderId} is not paid (payment ${o?.paymentStatus}); only paid orders are fulfilled.`,
    'not-confirmed': () =>
      `Order #${c.orderId} is on Cash on Delivery and its customer has not confirmed it yet.`,
    backwards: (o) =>
      `Order #${c.orderId} is ${o?.status}; it cannot go back to ${c.to}. Status only moves forward: ${statusList}.`,
    changed: () => `Order #${c.orderId} changed while this ran; look again with \`orders\`.`,
  };
  try {
    // Shipping books the courier (with the gateway the api would use).
    const shipping = c.to === 'shipped' && deps ? await deps() : undefined;
    const done = shipping
      ? await bookAndShip(shipping, { orderId: c.orderId }, { via: 'ops' }, now)
      : await fulfilOrder(
          db,
          { orderId: c.orderId, step: { to: c.to } },
          { via: 'ops' },
          now,
          loadConfig().invoice,
        );
    const { order } = done;
    if (!done.changed) throw new OpsError(`Order #${order.id} is already ${order.status}; nothing to do.`);
    const booked = done.shipment ? ` ${done.shipment.courier}, AWB ${done.shipment.trackingNumber}.` : '';
    return [
      `Order #${order.id} (${order.customerName}, ${money(order.grandTotalPaise)}): ${done.from} → ${c.to}.${booked}`,
    ];
  } catch (err) {
    if (err instanceof FulfilmentError) throw new OpsError(refusals[err.reason](err.order));
    if (err instanceof BookingInProgressError) {
      throw new OpsError(`Order #${c.orderId}: ${COURIER_MESSAGES.bookingInProgress}`);
    }
    if (err instanceof BookingError) {
      throw new OpsError(
        `Order #${c.orderId} is not shipped: the courier could not book it (${err.message}).`,
      );
    }
    throw err;
  }
}

/** Runs one command; answers the lines to print, or throws OpsError for the operator. */
export interface OpsOptions {
  imagesDir?: string;
  now?: () => Date;
  /** The gateways, mailer and settings a refund or a shipment needs, made only when a command needs them. */
  cancellation?: () => Promise<OrderDeps>;
  /** The settings (and the running api's database) backup and restore work with. */
  backups?: BackupContext;
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
      return advanceCommand(db, command, now, options.cancellation);
    case 'courier':
      if (!options.cancellation) throw new OpsError('The courier command needs the api’s gateways.');
      return runCourierCommand(db, command, options.cancellation, now);
    case 'mail':
      return runMailCommand(db, command, now);
    case 'products':
    case 'add-product':
    case 'price':
    case 'stock':
      return runProductCommand(db, command, options.imagesDir ?? PRODUCT_ASSETS_DIR, now);
    case 'invoices':
    case 'invoice':
    case 'hsn':
      return runInvoiceCommand(db, command, now);
    case 'refunds':
    case 'refund':
      return runRefundCommand(db, command, options.cancellation);
    case 'coupons':
    case 'coupon':
    case 'add-coupon':
    case 'disable-coupon':
      return runCouponCommand(db, command, now);
    case 'staff':
    case 'grant-role':
    case 'revoke-role':
      return runStaffCommand(db, command, now);
    case 'backup':
    case 'restore':
      if (!options.backups) throw new OpsError(`${command.name} needs the shop's settings.`);
      return runBackupCommand(command, options.backups, now);
  }
}

/** parseOpsCommand then runOpsCommand: the whole tool without the process around it. */
export async function runOps(db: Database, argv: string[], options?: OpsOptions) {
  return runOpsCommand(db, parseOpsCommand(argv), options);
}
