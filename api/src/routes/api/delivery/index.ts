import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-errors';
import { badRequest } from '../../../http/form';
import { ErrorSchema } from '../../../schemas/common';
import { DeliveryAnswerSchema } from '../../../schemas/delivery';
import { PincodeParamsSchema } from '../../../schemas/pincodes';

/** The date turns at the cut-off: a minute's caching spares a second click without showing a stale day. */
const DELIVERY_CACHE_CONTROL = 'public, max-age=60';

/**
 * /api/delivery/{pincode}: Check delivery on the product page and the cart. Not rate limited, like
 * /api/pincodes: it reads a Map and the settings, and a counter would cost a database write per check.
 */
const deliveryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/delivery/:pincode',
    {
      schema: {
        tags: ['delivery'],
        summary:
          'Whether, and by when, the shop delivers to a pincode, and whether it takes Cash on Delivery there',
        description:
          "Counted from the warehouse (WAREHOUSE_PINCODE) in business days, after the day's dispatch " +
          '(DISPATCH_CUTOFF, IST). 200 also where the shop does not deliver (serviceable false, with the ' +
          'words to show); 400 for anything but six digits starting 1-9; 404 for a code the directory does ' +
          'not hold.',
        params: PincodeParamsSchema,
        response: { 200: DeliveryAnswerSchema, 400: ErrorSchema, 404: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const check = await fastify.checkDelivery(request.params.pincode, fastify.config.now());
      if ('problem' in check) {
        if (check.problem === 'malformed') throw badRequest(check.message, 'pincode');
        throw new HttpError(404, check.message);
      }
      reply.header('cache-control', DELIVERY_CACHE_CONTROL);
      return check;
    },
  );
};

export default deliveryRoutes;
