import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { istDate } from '@harmony/shared/gst';
import { listEveryOrder } from '../../../db/orders-repository';
import { loadApiUser } from '../../../db/users-repository';
import { authErrors } from '../../../schemas/common';
import { MyDataSchema } from '../../../schemas/users';
import { currentUser } from './current-user';

/** GET /api/users/my-data: everything the shop keeps about the signed-in customer, as a JSON file. */
const myDataRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db } = fastify;

  fastify.get(
    '/api/users/my-data',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Download my data',
        description:
          'The profile, saved addresses and every order (lines, amounts in paise, invoice numbers) of ' +
          'the token’s user, as an attachment harmony-my-data-<date>.json.',
        security: [{ bearerAuth: [] }],
        response: { 200: MyDataSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(db, request.userId);
      const {
        addresses,
        billing_address_id: _b,
        shipping_address_id: _s,
        ...profile
      } = await loadApiUser(db, user, config.now());
      const placed = await listEveryOrder(db, user.id);
      const now = config.now();
      reply.header('content-disposition', `attachment; filename="harmony-my-data-${istDate(now)}.json"`);
      return { exported_at: now.toISOString(), profile, addresses, orders: placed };
    },
  );
};

export default myDataRoutes;
