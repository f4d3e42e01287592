import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PINCODE_MESSAGES, isPincode } from '@harmony/shared/domain';
import { HttpError } from '../../../http/http-errors';
import { badRequest } from '../../../http/form';
import { ErrorSchema } from '../../../schemas/common';
import { PincodeParamsSchema, PincodePlaceSchema } from '../../../schemas/pincodes';

/** The directory changes a few times a year; a day's caching spares the api a shopper's second look. */
const PINCODE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * /api/pincodes/{pincode}: one code's place, for the address forms to fill City and State. One code
 * per request: the list itself never goes to a browser. Not rate limited, unlike coupon codes: the
 * directory is public, and a counter would cost a database write per lookup of a Map.
 */
const pincodeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/pincodes/:pincode',
    {
      schema: {
        tags: ['pincodes'],
        summary: "A PIN code's district, state and city",
        description:
          "From India Post's directory. 400 for anything but six digits starting 1-9; 404 for a code " +
          'the directory does not hold (it may be new: the forms still accept it).',
        params: PincodeParamsSchema,
        response: { 200: PincodePlaceSchema, 400: ErrorSchema, 404: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { pincode } = request.params;
      if (!isPincode(pincode)) throw badRequest(PINCODE_MESSAGES.malformed, 'pincode');
      reply.header('cache-control', PINCODE_CACHE_CONTROL);
      const place = fastify.pincodes.find(pincode);
      if (!place) throw new HttpError(404, PINCODE_MESSAGES.unknown(pincode));
      return place;
    },
  );
};

export default pincodeRoutes;
