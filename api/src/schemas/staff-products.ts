import { z } from 'zod';
import { SPEC_SECTIONS } from '@harmony/shared/domain';
import { ErrorSchema, idParam } from './common';
import { SpecSectionSchema } from './products';
import { ObjectHistorySchema } from './audit';

/** An amount in rupees as typed: text ("4999.50") or a number; read by amountToPaise like every amount. */
const rupees = (description: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .meta({ description, examples: ['4999', '4999.50'] });

const text = (description: string) => z.string().meta({ description });

/** The editor's fields; lengths, prices, HSN and spec rows are checked by parseProductForm (shared). */
export const ProductBodySchema = z.object({
  title: text('The product name shoppers see'),
  brand: text('e.g. Harmony'),
  category: text('A category slug (GET /api/categories)'),
  price: rupees('Selling price in rupees'),
  original_price: rupees('Original (struck-through) price in rupees, above the selling price')
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  label: text('e.g. Bestseller, New, Sale; empty for none')
    .nullable()
    .optional()
    .transform((value) => value ?? ''),
  input_voltage: text('e.g. 130-290 V'),
  output_voltage: text('e.g. 200-240 V'),
  summary: text('The one-line summary (description1)'),
  description: text('HTML, cleaned by the description policy when saved'),
  hsn: text('4, 6 or 8 digits'),
  specs: z
    .array(
      z.object({
        section: z.enum(SPEC_SECTIONS),
        rows: z.array(z.object({ label: z.string(), value: z.string() })).max(100),
      }),
    )
    .max(SPEC_SECTIONS.length)
    .meta({ description: 'The eight sections in order; rows with both label and value blank are dropped' }),
});

export type ProductBody = z.infer<typeof ProductBodySchema>;

const version = z
  .string()
  .min(1)
  .max(64)
  .meta({ description: 'The `version` the editor loaded: another one now is 409 with the product as it is' });

export const ProductEditBodySchema = ProductBodySchema.extend({ version });

export const PublicationBodySchema = z.object({
  published: z.boolean().meta({ description: 'True: shoppers see it; false: it leaves the shop' }),
  version,
});

export const PictureOrderBodySchema = z.object({
  order: z
    .array(z.number().int().positive())
    .min(1)
    .max(100)
    .meta({ description: "Every picture id of the product once, the listing's picture first" }),
});

export const DescriptionPreviewBodySchema = z.object({ description: z.string().max(20_000) });

export const DescriptionPreviewSchema = z
  .object({ html: z.string().meta({ description: 'The description as it would be stored (cleaned)' }) })
  .meta({ id: 'DescriptionPreview' });

export const StaffProductListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .meta({ description: 'Part of the title, brand or slug, any case' }),
});

export const StaffProductParamsSchema = z.object({ productId: idParam('Product id') });
export const StaffPictureParamsSchema = StaffProductParamsSchema.extend({ pictureId: idParam('Picture id') });

const image = z
  .string()
  .nullable()
  .meta({ description: 'The listing picture, or null before one is uploaded' });

export const StaffProductRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brand: z.string(),
  image,
  price_paise: z.number().int(),
  original_price_paise: z.number().int().nullable(),
  stock: z.number().int(),
  published: z.boolean(),
});

export const StaffProductListSchema = z
  .object({ products: z.array(StaffProductRowSchema) })
  .meta({ id: 'StaffProductList' });

export const StaffProductSchema = StaffProductRowSchema.extend({
  category: z.string().nullable(),
  label: z.string().nullable(),
  input_voltage: z.string(),
  output_voltage: z.string(),
  summary: z.string(),
  description: z.string(),
  specs: z.array(SpecSectionSchema),
  hsn: z.string(),
  pictures: z.array(z.object({ id: z.number().int(), url: z.string(), position: z.number().int() })),
  version: z.string().meta({ description: 'Send it back with an edit or a publication' }),
  updated_at: z.string(),
  history: ObjectHistorySchema,
}).meta({ id: 'StaffProduct', description: 'A product as staff edit it, with its pictures and history' });

export type StaffProduct = z.infer<typeof StaffProductSchema>;

/** 409 from a product write: why, and the product as it is now (the editor keeps what was typed). */
export const StaffProductConflictSchema = ErrorSchema.extend({
  product: StaffProductSchema.optional(),
}).meta({ id: 'StaffProductConflict' });
