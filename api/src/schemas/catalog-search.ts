import {
  CATALOG_LIMITS,
  CATALOG_PARAMS,
  CATALOG_SORTS,
  type CatalogParam,
  parseCatalogQuery,
} from '@harmony/shared/catalog-query';
import { z } from 'zod';
import { ProductSchema } from './products';

// Every value arrives as text; a repeated parameter arrives as a list, which is refused.
const text = (description: string, examples: string[]) =>
  z.string({ error: 'Give this parameter once' }).meta({ description, examples }).optional();

const PARAM_DOCS: Record<CatalogParam, z.ZodOptional<z.ZodString>> = {
  q: text(
    `Search text (at most ${CATALOG_LIMITS.qLength} characters): English stemming; units in any spelling ` +
      "('2 ton', '2-ton', '2T', '5 KVA') find the same products",
    ['stabilizer 1.5 ton', 'extension boards'],
  ),
  category: text('A category slug (GET /api/categories)', ['ac-stabilizers']),
  brand: text('A brand, any case', ['Harmony Pro']),
  capacity: text('An AC tonnage or a kVA, any spelling', ['2ton', '5kva', '1.5 ton']),
  min_price: text('Lowest selling price in rupees', ['1000']),
  max_price: text('Highest selling price in rupees', ['7499.50']),
  in_stock: text('1: only products with units left', ['1']),
  sort: text(`One of ${CATALOG_SORTS.join(', ')} (default relevance: catalogue order without q)`, [
    'price_asc',
  ]),
  page: text(`From 1 to ${CATALOG_LIMITS.page}; past the last page the list is empty`, ['2']),
  per_page: text(`From 1 to ${CATALOG_LIMITS.perPage} (default 8)`, ['8']),
};

/**
 * GET /api/products' parameters, checked by the same rules the shop's address bar uses
 * (parseCatalogQuery): any problem is a 400 naming each parameter.
 */
export const CatalogQuerySchema = z.object(PARAM_DOCS).transform((given, ctx) => {
  const params = new URLSearchParams();
  for (const param of CATALOG_PARAMS) {
    const value = given[param];
    if (value !== undefined) params.set(param, value);
  }
  const { query, problems } = parseCatalogQuery(params);
  for (const [param, message] of Object.entries(problems))
    ctx.addIssue({ code: 'custom', path: [param], message });
  return query;
});

const count = z.number().int().min(0);

export const CatalogPageSchema = z
  .object({
    products: z.array(ProductSchema),
    total: count.meta({ description: 'Products matching the search and every filter' }),
    page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    pages: z.number().int().min(1),
    sort: z.enum(CATALOG_SORTS),
    facets: z
      .object({
        categories: z.array(z.object({ slug: z.string(), name: z.string(), count })),
        brands: z.array(z.object({ name: z.string(), count })),
        capacities: z.array(
          z.object({
            value: z.string().meta({ examples: ['1.5ton', '5kva'], description: 'The capacity parameter' }),
            label: z.string().meta({ examples: ['1.5 ton', '5 kVA'] }),
            count,
          }),
        ),
        price: z.object({
          min: z.number().nullable().meta({ description: 'Rupees; null when nothing matches' }),
          max: z.number().nullable(),
        }),
        in_stock: count.meta({ description: 'How many would remain with in_stock=1' }),
      })
      .meta({
        description:
          'What the filters can offer: each count applies the search and every other filter, not its own',
      }),
  })
  .meta({ id: 'CatalogPage' });

export type CatalogPage = z.infer<typeof CatalogPageSchema>;

export const SuggestQuerySchema = z.object({
  q: z
    .string({ error: 'Give this parameter once' })
    .trim()
    .min(1, 'Type something to search for')
    .max(CATALOG_LIMITS.qLength, `Search text must be at most ${CATALOG_LIMITS.qLength} characters`)
    .meta({
      description: 'What the shopper has typed so far; its last word is a prefix',
      examples: ['stab'],
    }),
});

export const SuggestionsSchema = z
  .object({
    suggestions: z.array(
      ProductSchema.pick({ id: true, title: true, image: true, price: true }).meta({ id: 'Suggestion' }),
    ),
  })
  .meta({ id: 'Suggestions' });

export type Suggestion = z.infer<typeof SuggestionsSchema>['suggestions'][number];

export const CategoryListSchema = z
  .array(
    z.object({
      slug: z.string().meta({ examples: ['ac-stabilizers'] }),
      name: z.string().meta({ examples: ['AC stabilizers'] }),
      count: count.meta({ description: 'Products in the category' }),
    }),
  )
  .meta({ id: 'Categories' });

export type CategoryList = z.infer<typeof CategoryListSchema>;
