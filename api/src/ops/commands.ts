import { parseArgs } from 'node:util';
import type { Database } from '../db/client';
import { PRODUCT_ASSETS_DIR } from '../images/product-images';
import type { OrderDeps } from '../orders/order-deps';
import {
  BACKUP_OPTIONS,
  BACKUP_USAGE,
  type BackupContext,
  type BackupOpsCommand,
  parseBackupCommand,
  runBackupCommand,
} from './backups';
import {
  COUPON_OPTIONS,
  COUPON_USAGE,
  type CouponOpsCommand,
  parseCouponCommand,
  runCouponCommand,
} from './coupons';
import { COURIER_USAGE, type CourierOpsCommand, parseCourierCommand, runCourierCommand } from './couriers';
import { OpsError, table } from './input';
import {
  INVOICE_OPTIONS,
  INVOICE_USAGE,
  type InvoiceOpsCommand,
  parseInvoiceCommand,
  runInvoiceCommand,
} from './invoices';
import { MAIL_USAGE, type MailOpsCommand, parseMailCommand, runMailCommand } from './mail';
import { ORDER_USAGE, type OrderOpsCommand, parseOrderCommand, runOrderCommand } from './orders';
import {
  PRODUCT_OPTIONS,
  PRODUCT_USAGE,
  type ProductOpsCommand,
  parseProductCommand,
  runProductCommand,
} from './products';
import { REFUND_USAGE, type RefundOpsCommand, parseRefundCommand, runRefundCommand } from './refunds';
import { STAFF_USAGE, type StaffOpsCommand, parseStaffCommand, runStaffCommand } from './staff';

export { OpsError, table };
export { slugify } from './products';

export const OPS_USAGE = `Usage: npm run ops -- <command> [options]

${ORDER_USAGE}
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
  | OrderOpsCommand
  | ProductOpsCommand
  | InvoiceOpsCommand
  | RefundOpsCommand
  | CourierOpsCommand
  | MailOpsCommand
  | CouponOpsCommand
  | StaffOpsCommand
  | BackupOpsCommand;

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
    case 'orders':
    case 'advance':
      return parseOrderCommand(name, rest, o);
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
    case 'advance':
      return runOrderCommand(db, command, now, options.cancellation);
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
