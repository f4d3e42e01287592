import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, COD_MESSAGES, codCodeOf } from '@harmony/shared/domain';
import { findAddress } from '../../../db/addresses-repository';
import { countOpenCodOrders } from '../../../db/checkout-repository';
import { findOrder } from '../../../db/orders-repository';
import { badRequest } from '../../../http/form';
import { HttpError } from '../../../http/http-errors';
import { confirmCodOrder, resendCodCode } from '../../../orders/cod-confirmation';
import {
  CodAvailabilityQuerySchema,
  CodAvailabilitySchema,
  CodCodeBodySchema,
  CodCodeSentSchema,
  CodConfirmedSchema,
} from '../../../schemas/cash-on-delivery';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import { OrderParamsSchema } from '../../../schemas/orders';

const security = [{ bearerAuth: [] }];
const tags = ['payment'];

/** Cash on Delivery: whether it is offered for an address, and the confirmation of a COD order by its code. */
const cashOnDeliveryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/api/payment/cod-availability',
    {
      schema: {
        tags,
        security,
        summary: 'Whether Cash on Delivery can be offered for my order to this address',
        description:
          'The pincode part and my undelivered COD orders; the order confirmation weighs them, with the ' +
          'total and GET /api/payment/config, by the rule create-order applies again.',
        querystring: CodAvailabilityQuerySchema,
        response: { 200: CodAvailabilitySchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const address = await findAddress(db, request.userId, request.query.shipping_address);
      if (!address) throw new HttpError(404, ACCOUNT_MESSAGES.addressNotFound);
      return {
        pincodeAllowsCod: (await fastify.checkDelivery(address.pincode, fastify.config.now())).cod,
        openCodOrders: await countOpenCodOrders(db, request.userId),
      };
    },
  );

  fastify.post(
    '/api/orders/:orderId/cod-confirmation',
    {
      schema: {
        tags: ['orders'],
        security,
        summary: 'Confirm my Cash on Delivery order with the mailed code',
        description:
          'The right code confirms the order (it can then be packed); a wrong one is 422, and after ' +
          'COD_CODE_MAX_TRIES (5) wrong codes 429 until a new code is asked for. Only the hash of a code ' +
          'is kept. An order that needs no code is 409.',
        params: OrderParamsSchema,
        body: CodCodeBodySchema,
        response: {
          200: CodConfirmedSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const code = codCodeOf(request.body.code);
      if (!code) throw badRequest(COD_MESSAGES.codeFormat, 'code');
      const { orderId } = request.params;
      await confirmCodOrder(fastify.orderDeps, { orderId, userId: request.userId, code });
      const order = await findOrder(db, request.userId, orderId);
      return { success: true as const, message: COD_MESSAGES.confirmed, data: order! };
    },
  );

  fastify.post(
    '/api/orders/:orderId/cod-code',
    {
      schema: {
        tags: ['orders'],
        security,
        summary: 'Send me a new code for my Cash on Delivery order',
        description:
          'A new code replaces the last and its wrong tries; 3 codes per order at most (then 429).',
        params: OrderParamsSchema,
        response: {
          200: CodCodeSentSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      await resendCodCode(
        { ...fastify.orderDeps, log: request.log },
        { orderId: request.params.orderId, userId: request.userId },
      );
      return { success: true as const, message: COD_MESSAGES.newCodeSent };
    },
  );
};

export default cashOnDeliveryRoutes;
