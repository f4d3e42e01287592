import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../lib/http-errors';
import { sendCached } from '../../../lib/send-cached';
import { ErrorSchema } from '../../../schemas/common';
import { stockOf } from '../../../db/stock-repository';
import {
  ProductListSchema,
  ProductParamsSchema,
  ProductSchema,
  StockAnswerSchema,
  StockQuerySchema,
} from '../../../schemas/products';

/** Shared caches may keep a copy a minute, then serve it while they revalidate for five more. */
export const PRODUCTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

const JSON_UTF8 = 'application/json; charset=utf-8';

const productRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/products',
    {
      schema: {
        tags: ['products'],
        summary: 'All products, in catalogue order',
        description: 'Strong ETag; answers 304 to a matching If-None-Match.',
        response: { 200: ProductListSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { list } = await fastify.catalogue.snapshot();
      return sendCached(request, reply, list, {
        contentType: JSON_UTF8,
        cacheControl: PRODUCTS_CACHE_CONTROL,
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
