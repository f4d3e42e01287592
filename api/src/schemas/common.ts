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
