import { SPEC_SECTIONS } from '@harmony/shared/domain';
import { z } from 'zod';

/** Where an answer's product picture is served (routes/api/images). */
export const PRODUCT_IMAGE_PREFIX = '/api/images/products';

export function productImagePath(file: string): string {
  return `${PRODUCT_IMAGE_PREFIX}/${encodeURIComponent(file)}`;
}

export const SpecRowSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });

export const SpecSectionSchema = z
  .object({ section: z.enum(SPEC_SECTIONS), rows: z.array(SpecRowSchema) })
  .meta({ id: 'SpecSection' });

export const ProductSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string(),
    brand: z.string(),
    price: z.string().meta({
      description: 'Selling price, then the original (struck-through) price when there is one',
      examples: ['4,999', '4,999 6,999'],
    }),
    image: z.string().meta({ examples: ['/api/images/products/harmony-m1.svg'] }),
    inputvoltage: z.string(),
    outputvoltage: z.string(),
    description: z.string().meta({ description: 'HTML' }),
    label: z
      .string()
      .nullable()
      .meta({ examples: ['Bestseller', 'New', 'Sale', null] }),
    description1: z.string().meta({ description: 'One-line summary' }),
    specs: z
      .array(SpecSectionSchema)
      .refine(
        (sections) => sections.map((s) => s.section).join('|') === SPEC_SECTIONS.join('|'),
        'specs must hold the eight sections in order',
      ),
    stock: z
      .number()
      .int()
      .min(0)
      .meta({
        description:
          'Units that can be ordered, as of a few seconds ago (create-order checks the live count); ' +
          'pages say "Only N left" at 5 or fewer',
      }),
  })
  .meta({ id: 'Product' });

export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

export const ProductParamsSchema = z.object({
  id: z
    .string()
    .regex(/^(0|[1-9]\d{0,14})$/, 'Product id must be a positive integer')
    .transform(Number)
    .meta({ description: 'Product id (integer)' }),
});

export const StockQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, 'ids must be up to 100 product ids, separated by commas')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .meta({ examples: ['1,2,3'] }),
});

export const StockAnswerSchema = z
  .object({
    stock: z.record(z.string(), z.number().int().min(0)).meta({
      description: 'Units that can be ordered now, by product id; unknown ids are absent',
      examples: [{ '1': 48, '13': 0 }],
    }),
  })
  .meta({ id: 'Stock' });
