import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories } from '../../../db/categories-repository';
import { answerBytes, sendCached } from '../../../http/send-cached';
import { CategoryListSchema } from '../../../schemas/catalog-search';
import { ErrorSchema } from '../../../schemas/common';
import { JSON_UTF8, PRODUCTS_CACHE_CONTROL } from '../products/index';

const categoryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/categories',
    {
      schema: {
        tags: ['products'],
        summary: "The shop's categories in order, with how many products each holds",
        description:
          'Browse one with GET /api/products?category=<slug>. Strong ETag; answers 304 to a matching If-None-Match.',
        response: { 200: CategoryListSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      return sendCached(request, reply, await answerBytes(request, await listCategories(fastify.db)), {
        contentType: JSON_UTF8,
        cacheControl: PRODUCTS_CACHE_CONTROL,
      });
    },
  );
};

export default categoryRoutes;
