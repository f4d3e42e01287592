import { z } from 'zod';
import { MAX_STOCK_UNITS, STOCK_CHANGE_MESSAGES, STOCK_REASONS } from '@harmony/shared/domain';
import { ErrorSchema, idParam } from './common';

const units = (description: string) =>
  z.number().int('must be a whole number').min(0).max(MAX_STOCK_UNITS).meta({ description });

/** GET /api/admin/stock: a page of products by id, searched by title, the low ones only with low=1. */
export const StockListQuerySchema = z.object({
  q: z.string().trim().max(120).optional().meta({ description: 'Part of the title, any case' }),
  low: z
    .enum(['1', 'true'])
    .optional()
    .meta({ description: 'Only products on sale at or below their low-stock level' }),
  after: idParam('The last product of the previous page (its `next`)').optional(),
});

export const StockProductSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    brand: z.string(),
    stock: z.number().int().meta({ description: 'Available units: held ones are already out of it' }),
    held: z.number().int().meta({ description: 'Units held by unpaid checkouts' }),
    low_stock_level: z.number().int(),
    low: z.boolean().meta({ description: 'stock ≤ low_stock_level' }),
    published: z.boolean(),
  })
  .meta({ id: 'StockProduct' });

export const StockListSchema = z
  .object({
    products: z.array(StockProductSchema),
    next: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `after` for the next page; null at the end' }),
  })
  .meta({ id: 'StockList' });

export const StockParamsSchema = z.object({ productId: idParam('Product id') });

export const StockDetailSchema = z
  .object({
    product: StockProductSchema,
    movements: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        reason: z.enum(STOCK_REASONS),
        delta: z.number().int(),
        stock_after: z.number().int(),
        note: z.string().nullable(),
        by: z.string().meta({ description: "The staff member's name, or 'ops'" }),
      }),
    ),
  })
  .meta({ id: 'StockDetail', description: 'A product’s stock and its history, newest first' });

/** One change: units added (received, returned), removed (damaged), or the new count (correction). */
export const StockChangeBodySchema = z
  .object({
    reason: z.enum(STOCK_REASONS),
    units: units('Units received, returned or damaged; for a correction the available count itself'),
    expected_stock: units('The available units the page showed: another count now is 409'),
    note: z.string().trim().max(200).optional().meta({ description: 'e.g. the supplier’s invoice number' }),
  })
  .refine((body) => body.reason === 'correction' || body.units > 0, {
    message: STOCK_CHANGE_MESSAGES.unitsNeeded,
    path: ['units'],
  });

export const LowStockLevelBodySchema = z.object({
  low_stock_level: units('At or below this many available units the product counts as low'),
});

/** 409 or 422 from a stock change: why, and the product's stock as it is now. */
export const StockConflictSchema = ErrorSchema.extend({
  detail: StockDetailSchema.optional(),
}).meta({ id: 'StockConflict' });
