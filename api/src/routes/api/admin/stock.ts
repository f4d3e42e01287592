import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STOCK_CHANGE_MESSAGES } from '@harmony/shared/domain';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  LowStockLevelBodySchema,
  StockChangeBodySchema,
  StockConflictSchema,
  StockDetailSchema,
  StockListQuerySchema,
  StockListSchema,
  StockParamsSchema,
} from '../../../schemas/staff-stock';
import {
  StockChangeError,
  type StockRefusal,
  changeStock,
  setLowStockLevel,
} from '../../../stock/change-stock';
import { stockDetail, stockList } from '../../../stock/stock-answers';

const security = [{ bearerAuth: [] }];
const errors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;

const REFUSAL_STATUS: Record<StockRefusal, number> = {
  'no-product': 404,
  changed: 409,
  'not-enough': 422,
  'too-many': 422,
};

function refusalMessage(err: StockChangeError, units: number): string {
  switch (err.reason) {
    case 'no-product':
      return STOCK_CHANGE_MESSAGES.noProduct;
    case 'changed':
      return STOCK_CHANGE_MESSAGES.changed;
    case 'not-enough':
      return STOCK_CHANGE_MESSAGES.notEnough(units, err.product?.stock ?? 0, err.held);
    case 'too-many':
      return STOCK_CHANGE_MESSAGES.tooMany;
  }
}

/** /admin/stock: every product's available units, one product's history, a change with its reason (catalog). */
const staffStockRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('catalog');

  const detailOf = async (productId: number) => {
    const detail = await stockDetail(db, productId);
    if (!detail) throw new HttpError(404, STOCK_CHANGE_MESSAGES.noProduct);
    return detail;
  };

  fastify.get(
    '/api/admin/stock',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every product’s available and held units and low-stock level, 50 a page by id',
        querystring: StockListQuerySchema,
        response: { 200: StockListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { q, low, after } = request.query;
      return stockList(db, { q: q || undefined, low: low !== undefined, after });
    },
  );

  fastify.get(
    '/api/admin/stock/:productId',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A product’s stock and its stock history',
        params: StockParamsSchema,
        response: { 200: StockDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return detailOf(request.params.productId);
    },
  );

  fastify.post(
    '/api/admin/stock/:productId/changes',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Change the available units, with a reason',
        description:
          'received and returned add `units`, damaged removes them, correction makes `units` the ' +
          'available count. Units held by unpaid checkouts are not available and stay held. ' +
          '`expected_stock` is the count the page showed: another count now is 409 with `detail`; ' +
          'removing more than is available is 422.',
        params: StockParamsSchema,
        body: StockChangeBodySchema,
        response: { 200: StockDetailSchema, 409: StockConflictSchema, 422: StockConflictSchema, ...errors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const body = request.body;
      try {
        await changeStock(
          db,
          {
            productId,
            reason: body.reason,
            units: body.units,
            note: body.note || null,
            expectedStock: body.expected_stock,
          },
          { via: 'back office', userId: request.userId },
          fastify.config.now(),
        );
      } catch (err) {
        if (!(err instanceof StockChangeError)) throw err;
        const detail = err.product ? await stockDetail(db, productId) : undefined;
        throw new HttpError(
          REFUSAL_STATUS[err.reason],
          refusalMessage(err, body.units),
          undefined,
          detail ? { detail } : undefined,
        );
      }
      return detailOf(productId);
    },
  );

  fastify.put(
    '/api/admin/stock/:productId/low-level',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Set the level at or below which the product counts as low on stock (the dashboard)',
        params: StockParamsSchema,
        body: LowStockLevelBodySchema,
        response: { 200: StockDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      try {
        await setLowStockLevel(
          db,
          productId,
          request.body.low_stock_level,
          { via: 'back office', userId: request.userId },
          fastify.config.now(),
        );
      } catch (err) {
        if (err instanceof StockChangeError) throw new HttpError(404, STOCK_CHANGE_MESSAGES.noProduct);
        throw err;
      }
      return detailOf(productId);
    },
  );
};

export default staffStockRoutes;
