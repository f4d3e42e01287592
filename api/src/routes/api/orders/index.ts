import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { findOrder, listOrders } from '../../../db/orders-repository';
import { HttpError } from '../../../lib/http-errors';
import {
  OrderAnswerSchema,
  OrderErrorSchema,
  OrderListAnswerSchema,
  OrderParamsSchema,
  UserOrdersParamsSchema,
} from '../../../schemas/orders';

const security = [{ bearerAuth: [] }];
const tags = ['orders'];
const errors = { 400: OrderErrorSchema, 401: OrderErrorSchema, 500: OrderErrorSchema };
const failure = (statusCode: number, message: string) =>
  new HttpError(statusCode, message, undefined, { success: false });

/** /api/orders: the read side of My Orders; orders are placed by the payment routes. */
const orderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/api/orders/user/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'My orders, newest first',
        description: 'Amounts are integer paise; item prices are also given as text.',
        params: UserOrdersParamsSchema,
        response: { 200: OrderListAnswerSchema, 403: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId !== request.userId) {
        throw failure(403, ACCOUNT_MESSAGES.ownOrdersOnly);
      }
      return { success: true as const, data: await listOrders(db, request.userId) };
    },
  );

  fastify.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags,
        security,
        summary: 'One of my orders',
        params: OrderParamsSchema,
        response: { 200: OrderAnswerSchema, 404: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.userId, request.params.orderId);
      if (!order) throw failure(404, ACCOUNT_MESSAGES.orderNotFound);
      return { success: true as const, data: order };
    },
  );
};

export default orderRoutes;
