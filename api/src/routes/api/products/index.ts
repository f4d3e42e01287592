import { hasCatalogParams } from '@harmony/shared/catalog-query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-errors';
import { answerBytes, sendCached } from '../../../http/send-cached';
import { ErrorSchema } from '../../../schemas/common';
import { searchCatalogue, suggestProducts } from '../../../catalogue/catalogue-search';
import { stockOf } from '../../../db/stock-repository';
import {
  CatalogPageSchema,
  CatalogQuerySchema,
  SuggestQuerySchema,
  SuggestionsSchema,
} from '../../../schemas/catalog-search';
import {
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  StockAnswerSchema,
  StockQuerySchema,
} from '../../../schemas/products';

/** Shared caches may keep a copy a minute, then serve it while they revalidate for five more. */
export const PRODUCTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** Suggestions change with every keystroke and are cheap to ask again: kept briefly. */
export const SUGGEST_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';

export const JSON_UTF8 = 'application/json; charset=utf-8';

const productRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'All products in catalogue order; or, with any search parameter, one page of a search',
        description:
          'Without any of the parameters below: every product, as an array (SPEC §7). With any of them ' +
          '(even empty): a CatalogPage object. Strong ETag; answers 304 to a matching If-None-Match.',
        querystring: CatalogQuerySchema,
        response: {
          200: ProductListSchema.or(CatalogPageSchema),
          400: ErrorSchema,
          500: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const headers = { contentType: JSON_UTF8, cacheControl: PRODUCTS_CACHE_CONTROL };
      const search = request.url.indexOf('?');
      if (search >= 0 && hasCatalogParams(new URLSearchParams(request.url.slice(search + 1)))) {
        const page = await searchCatalogue(fastify.db, request.query);
        return sendCached(request, reply, await answerBytes(request, page), headers);
      }
      const { list } = await fastify.catalogue.snapshot();
      return sendCached(request, reply, list, headers);
    },
  );

  fastify.get(
    '/api/products/suggest',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to six products for what the shopper is typing',
        description: 'Prefix match on the last word. Strong ETag; cached for 30 seconds.',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestionsSchema, 400: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const suggestions = await suggestProducts(fastify.db, request.query.q);
      return sendCached(request, reply, await answerBytes(request, { suggestions }), {
        contentType: JSON_UTF8,
        cacheControl: SUGGEST_CACHE_CONTROL,
      });
    },
  );

  fastify.get(
    '/api/stock',
    {
      schema: {
        tags: ['products'],
        summary: 'Units that can be ordered now, for the products of a cart',
        description:
          "Read live, never cached: the cart and the order confirmation warn about a line above what's left.",
        querystring: StockQuerySchema,
        response: { 200: StockAnswerSchema, 400: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stock = await stockOf(fastify.db, request.query.ids);
      return { stock: Object.fromEntries([...stock].map(([id, units]) => [String(id), units])) };
    },
  );

  fastify.get(
    '/api/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        description: 'Strong ETag; answers 304 to a matching If-None-Match.',
        params: ProductParamsSchema,
        response: { 200: ProductSchema, 400: ErrorSchema, 404: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { byId } = await fastify.catalogue.snapshot();
      const product = byId.get(request.params.id);
      if (!product) throw new HttpError(404, `Product ${request.params.id} was not found.`);
      return sendCached(request, reply, product, {
        contentType: JSON_UTF8,
        cacheControl: PRODUCTS_CACHE_CONTROL,
      });
    },
  );
};

export default productRoutes;
