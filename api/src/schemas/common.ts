import { z } from 'zod';

/** The one shape of every 4xx/5xx answer. */
export const ErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'Every 4xx/5xx answer; `fields` maps a body field to its message' });

export type ErrorBody = z.infer<typeof ErrorSchema>;

/** Error answers a JSON route documents besides its own. */
export const commonErrors = { 400: ErrorSchema, 413: ErrorSchema, 500: ErrorSchema } as const;

/** Error answers of routes that need a logged-in user. */
export const authErrors = { 401: ErrorSchema, ...commonErrors } as const;

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });

/** Largest value of an integer (int4) column: a bigger id cannot exist. */
const MAX_ID = 2_147_483_647;

/** A path id: digits only, 1 to 2^31-1, as a number. */
export const idParam = (description: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer')
    .transform(Number)
    .refine((id) => id <= MAX_ID, 'must be a positive integer')
    .meta({ description });

/** An Indian calendar day, YYYY-MM-DD, as a list's from/to filter takes it (optional). */
export const dayParam = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00+05:30`)), 'must be a real date')
    .optional()
    .meta({ description });
