import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (api/src/ → ../..): default home of the data and outbox folders. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** dataDir null = in memory (tests); otherwise a folder that PGlite owns. */
  | { kind: 'pglite'; dataDir: string | null };

export interface AppConfig {
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
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const EnvSchema = z.object({
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
  SMTP_URL: optionalText,
  OUTBOX_DIR: optionalText,
  PRODUCTS_CACHE_TTL_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).default(5000)),
  SEED_ON_START: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('true')),
});

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
    ...overrides,
  };
}
