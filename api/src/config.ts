import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MAX_DOCUMENT_PREFIX, gstStateCode, isGstin } from '@harmony/shared/gst';
import { BACKUP_ENV, type BackupSettings, backupSettings } from './settings/backup-settings';
import { COURIER_ENV, type CourierSettings, courierSettings } from './settings/courier-settings';
import { DELIVERY_ENV, type DeliveryAndCash, deliverySettings } from './settings/delivery-settings';
import { blankToUndefined, optionalText, textOr } from './settings/env-fields';
import { MAIL_ENV, type MailSettings, mailSettings } from './settings/mail-settings';
import { METRICS_ENV, type MetricsSettings, metricsSettings } from './settings/metrics-settings';

/**
 * The api's folder and the repository root (default home of the data and outbox folders). This file
 * runs from api/src/ (tsx) or bundled into api/dist/ (node): one level below the api's folder either way.
 */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = path.dirname(path.resolve(API_ROOT));

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir null = in memory (tests), started from `template` when given (PGlite's dumpDataDir of a
   * database already migrated, which saves its initdb); otherwise a folder that PGlite owns.
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

/** What a tax invoice says about the shop, and the rate it charges (README: Tax invoices). */
export interface InvoiceSettings {
  /** The series' prefix: HAR in HAR/26-27/000123. */
  prefix: string;
  /** The credit notes' own series: HCN in HCN/26-27/000007. */
  creditNotePrefix: string;
  /** The GST rate of every order, in basis points (500 = 5%). */
  taxRateBp: number;
  supplier: { legalName: string; address: string; state: string; gstin: string };
}

export interface AppConfig
  extends DeliveryAndCash, CourierSettings, MailSettings, BackupSettings, MetricsSettings {
  database: DatabaseConfig;
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  contactEmail: string;
  mailFrom: string;
  smtpUrl: string | null;
  outboxDir: string;
  /** How long one process serves its cached catalogue before re-reading it (writes by other processes). */
  productsCacheTtlMs: number;
  /** Whether an empty products table is seeded at start. */
  seedOnStart: boolean;
  /** Whether the example coupons (WELCOME10, MONSOON500) come with a seeded catalogue: never in production. */
  seedExampleCoupons: boolean;
  /** The OpenAPI document and its UI at /api/docs: off in production unless PUBLIC_API_DOCS=1. */
  publicApiDocs: boolean;
  /** How long create-order holds an order's units for its payment before they go back to stock. */
  reservationTtlMs: number;
  /** How often each process gives back the units of expired holds. */
  reservationSweepMs: number;
  /** Where the api keeps its own files (PGlite's folder, the generated JWT secret). */
  dataDir: string;
  /** HS256 key of the access tokens; null = generated once and kept in DATA_DIR/jwt-secret. */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  /** A refresh family's absolute lifetime from sign-in (never extended by rotation), for customers. */
  sessionMaxDays: number;
  /** A refresh family ends when it goes unused this long, for customers. */
  sessionIdleDays: number;
  /** Adds Secure to the refresh cookie (set it behind HTTPS). */
  cookieSecure: boolean;
  /** Fastify's trustProxy: whose X-Forwarded-For names the client (rate limits by address). */
  trustProxy: boolean | string | number;
  /** Login, signup, forget- and reset-password: at most rateLimitIpMax per address and route per window. */
  rateLimitWindowSeconds: number;
  rateLimitIpMax: number;
  /** Failed logins (and signup/OTP requests) per account identifier per window. */
  rateLimitAccountMax: number;
  /** How often dead refresh tokens (revoked or expired) are deleted. */
  refreshTokenPruneMs: number;
  /** The contact form: messages per address, and per sender's email, per contactLimitWindowSeconds. */
  contactLimitIpMax: number;
  contactLimitEmailMax: number;
  contactLimitWindowSeconds: number;
  /**
   * Unknown coupon codes tried (quotes, and create-orders that carry one) per client address per
   * rateLimitWindowSeconds: guessing codes is slow, pricing a real one again is free.
   */
  couponLimitIpMax: number;
  /** Orders one customer places per orderLimitWindowSeconds (each one holds stock for a while). */
  orderLimitUserMax: number;
  orderLimitWindowSeconds: number;
  /** Unpaid orders one customer may have holding stock at once; one more create-order is 429. */
  openOrdersMax: number;
  /** Profile picture uploads per customer per hour (each one is decoded and re-encoded). */
  profileImageLimitUserMax: number;
  /**
   * scrypt cost N = 2^passwordScryptLogN for new hashes; a stored hash keeps its own until the next good
   * login re-hashes it at this cost.
   */
  passwordScryptLogN: number;
  /** Profile pictures live in UPLOADS_DIR/profile and are served under /uploads/. */
  uploadsDir: string;
  /** The shop's address in mails (the password reset link). */
  siteUrl: string;
  /** Key id the sandbox gateway shows to the browser (Razorpay's test keys look alike). */
  sandboxKeyId: string;
  /** The sandbox's signing secret; null = generated once and kept in DATA_DIR/sandbox-key-secret. */
  sandboxKeySecret: string | null;
  /** The sandbox's webhook secret; null = generated once and kept in DATA_DIR/sandbox-webhook-secret. */
  sandboxWebhookSecret: string | null;
  /** The sandbox sends Razorpay's webhooks for the payments it makes ('off': it sends none). */
  sandboxWebhooks: boolean;
  /** Where they go; null = this api process's own /api/payment/webhook, wherever it listens. */
  sandboxWebhookUrl: string | null;
  /** The "capture later" test card's payment is authorized, then captured by the sandbox this much later. */
  sandboxCaptureDelayMs: number;
  /** Both set: payments go through Razorpay; both unset: through the offline sandbox. */
  razorpayKeyId: string | null;
  razorpayKeySecret: string | null;
  /** The secret of the webhook set in Razorpay's dashboard; null = /api/payment/webhook refuses everything. */
  razorpayWebhookSecret: string | null;
  /** Where the Razorpay SDK sends its requests; null = Razorpay's own https://api.razorpay.com. */
  razorpayApiUrl: string | null;
  /** How long one call to Razorpay may take. */
  razorpayTimeoutMs: number;
  invoice: InvoiceSettings;
  /** The clock of every expiry check and of invoice dates (tests move it). */
  now: () => Date;
}

/** A series' prefix: HAR in HAR/26-27/000123. Longer, the number would pass rule 46's 16 characters. */
const documentPrefix = (name: string, fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        new RegExp(`^[A-Z0-9-]{1,${MAX_DOCUMENT_PREFIX}}$`),
        `${name} must be 1 to ${MAX_DOCUMENT_PREFIX} capital letters, digits or dashes (an invoice number has at most 16 characters)`,
      )
      .default(fallback),
  );

const EnvSchema = z.object({
  ...DELIVERY_ENV,
  ...COURIER_ENV,
  ...MAIL_ENV,
  ...BACKUP_ENV,
  ...METRICS_ENV,
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: optionalText,
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(4000)),
  HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  CONTACT_EMAIL: z.preprocess(blankToUndefined, z.email().default('support@harmony.example')),
  MAIL_FROM: optionalText,
  NODE_ENV: optionalText,
  // Loud on purpose: each lets a production api run with something that is not real.
  ALLOW_SANDBOX_PAYMENTS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  ALLOW_FILE_OUTBOX: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  ALLOW_PLAIN_HTTP: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  PUBLIC_API_DOCS: z.preprocess(blankToUndefined, z.enum(['0', '1']).default('0')),
  SEED_EXAMPLE_COUPONS: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  SMTP_URL: optionalText,
  OUTBOX_DIR: optionalText,
  PRODUCTS_CACHE_TTL_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(5000)),
  SEED_ON_START: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('true')),
  RESERVATION_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
  ),
  RESERVATION_SWEEP_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().positive().max(3600).default(30),
  ),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(10).max(86_400).default(900),
  ),
  SESSION_MAX_DAYS: z.preprocess(blankToUndefined, z.coerce.number().min(0.001).max(365).default(30)),
  SESSION_IDLE_DAYS: z.preprocess(blankToUndefined, z.coerce.number().min(0.001).max(365).default(7)),
  COOKIE_SECURE: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('false')),
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().default('loopback')),
  RATE_LIMIT_WINDOW_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(900)),
  RATE_LIMIT_IP_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(10)),
  RATE_LIMIT_ACCOUNT_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5)),
  REFRESH_TOKEN_PRUNE_MINUTES: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(60),
  ),
  CONTACT_LIMIT_IP_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(5)),
  CONTACT_LIMIT_EMAIL_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(3)),
  CONTACT_LIMIT_WINDOW_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(3600)),
  COUPON_LIMIT_IP_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(60)),
  ORDER_LIMIT_USER_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(20)),
  ORDER_LIMIT_WINDOW_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(900)),
  OPEN_ORDERS_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(3)),
  PROFILE_IMAGE_LIMIT_USER_MAX: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(10)),
  SANDBOX_CAPTURE_DELAY_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(0).default(30)),
  // OWASP's minimum is N = 2^17; below 2^15 a stolen hash is too cheap to guess, so the api will not start.
  PASSWORD_SCRYPT_LOG_N: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(
        15,
        'PASSWORD_SCRYPT_LOG_N must be at least 15 (scrypt N = 2^15; the default 17 is OWASP’s minimum)',
      )
      .max(20)
      .default(17),
  ),
  UPLOADS_DIR: optionalText,
  SITE_URL: z.preprocess(blankToUndefined, z.url().default('http://localhost:3000')),
  SANDBOX_KEY_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rzp_test_\w+$/, 'SANDBOX_KEY_ID must look like rzp_test_<letters>')
      .default('rzp_test_sandbox'),
  ),
  SANDBOX_KEY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'SANDBOX_KEY_SECRET must be at least 16 characters').optional(),
  ),
  SANDBOX_WEBHOOKS: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
  SANDBOX_WEBHOOK_URL: z.preprocess(blankToUndefined, z.url().optional()),
  SANDBOX_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'SANDBOX_WEBHOOK_SECRET must be at least 16 characters').optional(),
  ),
  RAZORPAY_KEY_ID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rzp_(test|live)_\w+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.preprocess(blankToUndefined, z.url().optional()),
  RAZORPAY_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(100).max(120_000).default(15_000),
  ),
  GST_RATE_PERCENT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(100)
      .multipleOf(0.01, 'GST_RATE_PERCENT must be a percentage with at most 2 decimals')
      .default(5),
  ),
  INVOICE_PREFIX: documentPrefix('INVOICE_PREFIX', 'HAR'),
  CREDIT_NOTE_PREFIX: documentPrefix('CREDIT_NOTE_PREFIX', 'HCN'),
  SUPPLIER_LEGAL_NAME: textOr('Harmony Power Systems Pvt. Ltd.'),
  SUPPLIER_ADDRESS: textOr('Plot 42, SIDCO Industrial Estate, Guindy, Chennai 600 032, Tamil Nadu, India'),
  SUPPLIER_STATE: textOr('Tamil Nadu').refine(
    (state) => gstStateCode(state) !== null,
    'SUPPLIER_STATE must be an Indian state or union territory',
  ),
  // A placeholder of the right form (PAN AAAAA0000A): set the shop's own before issuing real invoices.
  SUPPLIER_GSTIN: textOr('33AAAAA0000A1Z9').refine(
    isGstin,
    'SUPPLIER_GSTIN must be a 15-character GSTIN with a matching check character',
  ),
});

/** TRUST_PROXY: true/false, a hop count, or addresses and ranges as proxy-addr reads them ("loopback"). */
function trustProxy(value: string): boolean | string | number {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * What a production api will not run with besides the payment and mail settings, each refusal naming
 * the setting to change. Over plain HTTP the refresh cookie and the mailed links would travel in clear;
 * ALLOW_PLAIN_HTTP=1 is for a shop on this machine only (npm start, http://localhost).
 */
function refuseInProduction(e: z.infer<typeof EnvSchema>): void {
  if (e.NODE_ENV !== 'production') return;
  if (e.ALLOW_PLAIN_HTTP !== '1' && e.COOKIE_SECURE !== 'true') {
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs COOKIE_SECURE=true, so the refresh cookie is only ' +
        'sent over HTTPS.',
    );
  }
  if (e.ALLOW_PLAIN_HTTP !== '1' && !e.SITE_URL.startsWith('https://')) {
    throw new Error(
      `Invalid configuration: NODE_ENV=production needs a SITE_URL that starts with https:// (not ` +
        `${e.SITE_URL}); the mails' links and the pages' canonical addresses use it.`,
    );
  }
  if (e.SEED_EXAMPLE_COUPONS === 'true') {
    throw new Error(
      'Invalid configuration: NODE_ENV=production refuses SEED_EXAMPLE_COUPONS=true; the example coupons ' +
        '(WELCOME10, MONSOON500) are known to everyone who read the README. Unset SEED_EXAMPLE_COUPONS and ' +
        "make the shop's own with `npm run ops -- add-coupon`.",
    );
  }
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new Error(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together (both set: Razorpay; ' +
        'both unset: the sandbox)',
    );
  }
  // A production api fails closed: the sandbox would sign any order (the goods would go for free) and
  // the file outbox would keep OTPs and receipts on disk, unseen.
  if (e.NODE_ENV === 'production' && !e.RAZORPAY_KEY_ID && e.ALLOW_SANDBOX_PAYMENTS !== '1') {
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET; without ' +
        'them the sandbox gateway would approve every payment. Set ALLOW_SANDBOX_PAYMENTS=1 only for a ' +
        'demonstration that takes no real money.',
    );
  }
  if (e.NODE_ENV === 'production' && !e.SMTP_URL && e.ALLOW_FILE_OUTBOX !== '1') {
    throw new Error(
      'Invalid configuration: NODE_ENV=production needs SMTP_URL; without it the one-time passwords, ' +
        'receipts and invoices would be written to OUTBOX_DIR and never sent. Set ALLOW_FILE_OUTBOX=1 ' +
        'only for a demonstration.',
    );
  }
  const production = e.NODE_ENV === 'production';
  refuseInProduction(e);
  if (gstStateCode(e.SUPPLIER_STATE) !== e.SUPPLIER_GSTIN.slice(0, 2)) {
    throw new Error(
      `Invalid configuration: SUPPLIER_GSTIN starts with ${e.SUPPLIER_GSTIN.slice(0, 2)}, not the code of ` +
        `SUPPLIER_STATE ${e.SUPPLIER_STATE} (${gstStateCode(e.SUPPLIER_STATE)})`,
    );
  }
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data');
  const contactEmail = e.CONTACT_EMAIL;
  return {
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    contactEmail,
    mailFrom: e.MAIL_FROM ?? `Harmony <${contactEmail.replace(/^[^@]*/, 'no-reply')}>`,
    smtpUrl: e.SMTP_URL ?? null,
    outboxDir: path.resolve(REPO_ROOT, e.OUTBOX_DIR ?? '.outbox'),
    productsCacheTtlMs: e.PRODUCTS_CACHE_TTL_MS,
    seedOnStart: e.SEED_ON_START === 'true',
    seedExampleCoupons: (e.SEED_EXAMPLE_COUPONS ?? (production ? 'false' : 'true')) === 'true',
    publicApiDocs: !production || e.PUBLIC_API_DOCS === '1',
    reservationTtlMs: Math.round(e.RESERVATION_MINUTES * 60_000),
    reservationSweepMs: Math.round(e.RESERVATION_SWEEP_SECONDS * 1000),
    dataDir,
    jwtSecret: e.JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    sessionIdleDays: e.SESSION_IDLE_DAYS,
    cookieSecure: e.COOKIE_SECURE === 'true',
    trustProxy: trustProxy(e.TRUST_PROXY),
    rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    rateLimitIpMax: e.RATE_LIMIT_IP_MAX,
    rateLimitAccountMax: e.RATE_LIMIT_ACCOUNT_MAX,
    refreshTokenPruneMs: Math.round(e.REFRESH_TOKEN_PRUNE_MINUTES * 60_000),
    contactLimitIpMax: e.CONTACT_LIMIT_IP_MAX,
    contactLimitEmailMax: e.CONTACT_LIMIT_EMAIL_MAX,
    contactLimitWindowSeconds: e.CONTACT_LIMIT_WINDOW_SECONDS,
    couponLimitIpMax: e.COUPON_LIMIT_IP_MAX,
    orderLimitUserMax: e.ORDER_LIMIT_USER_MAX,
    orderLimitWindowSeconds: e.ORDER_LIMIT_WINDOW_SECONDS,
    openOrdersMax: e.OPEN_ORDERS_MAX,
    profileImageLimitUserMax: e.PROFILE_IMAGE_LIMIT_USER_MAX,
    passwordScryptLogN: e.PASSWORD_SCRYPT_LOG_N,
    uploadsDir: path.resolve(REPO_ROOT, e.UPLOADS_DIR ?? '.uploads'),
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    sandboxKeyId: e.SANDBOX_KEY_ID,
    sandboxKeySecret: e.SANDBOX_KEY_SECRET ?? null,
    sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET ?? null,
    sandboxWebhooks: e.SANDBOX_WEBHOOKS === 'on',
    sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL ?? null,
    sandboxCaptureDelayMs: Math.round(e.SANDBOX_CAPTURE_DELAY_SECONDS * 1000),
    razorpayKeyId: e.RAZORPAY_KEY_ID ?? null,
    razorpayKeySecret: e.RAZORPAY_KEY_SECRET ?? null,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
    razorpayApiUrl: e.RAZORPAY_API_URL?.replace(/\/+$/, '') ?? null,
    razorpayTimeoutMs: e.RAZORPAY_TIMEOUT_MS,
    invoice: {
      prefix: e.INVOICE_PREFIX,
      creditNotePrefix: e.CREDIT_NOTE_PREFIX,
      taxRateBp: Math.round(e.GST_RATE_PERCENT * 100),
      supplier: {
        legalName: e.SUPPLIER_LEGAL_NAME,
        address: e.SUPPLIER_ADDRESS,
        state: e.SUPPLIER_STATE,
        gstin: e.SUPPLIER_GSTIN,
      },
    },
    ...courierSettings(e),
    ...mailSettings(e),
    ...deliverySettings(e),
    ...backupSettings(e, { repoRoot: REPO_ROOT, dataDir }),
    ...metricsSettings(e),
    now: () => new Date(),
    ...overrides,
  };
}
