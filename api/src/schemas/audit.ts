import { z } from 'zod';
import { AUDIT_OBJECT_TYPES } from '@harmony/shared/domain';
import { dayParam, idParam } from './common';

export const AuditQuerySchema = z
  .object({
    actor: z
      .union([z.literal('ops'), z.coerce.number().int().positive().max(2_147_483_647)])
      .optional()
      .meta({ description: "A staff account's id, or 'ops' for `npm run ops`" }),
    object_type: z.enum(AUDIT_OBJECT_TYPES).optional(),
    object_id: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .meta({ description: 'With object_type: one object' }),
    from: dayParam('On or after this day (India time)'),
    to: dayParam('On or before this day (India time)'),
    after: idParam('The last line of the previous page (its `next`)').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

export const AuditPageSchema = z
  .object({
    lines: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        by: z.string().meta({ description: "The staff member's name, or 'ops'" }),
        action: z.string(),
        object_type: z.string(),
        object_id: z.string(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
    next: z.number().int().nullable(),
  })
  .meta({ id: 'AuditPage' });

/** An object's own history, oldest first: who (a name, or 'ops'), what, and its values before and after. */
export const ObjectHistorySchema = z.array(
  z.object({
    at: z.string(),
    by: z.string().meta({ description: "The staff member's name, or 'ops'" }),
    action: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  }),
);
