import fp from 'fastify-plugin';
import { type CheckDelivery, deliveryChecker } from '../../delivery/check-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    /** Check delivery to a pincode (api/src/delivery): the page's answer, create-order's and COD's rule. */
    checkDelivery: CheckDelivery;
  }
}

/** The delivery check from the configured warehouse; a warehouse pincode the directory lacks stops the start. */
export default fp(
  async (fastify) => {
    fastify.decorate('checkDelivery', await deliveryChecker(fastify.pincodes, fastify.config.delivery));
  },
  { name: 'delivery', dependencies: ['pincodes'] },
);
