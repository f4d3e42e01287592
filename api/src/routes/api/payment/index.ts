import type { FastifyPluginAsync } from 'fastify';
import cashOnDeliveryRoutes from './cash-on-delivery';
import checkoutRoutes from './checkout';
import configRoutes from './config';
import sandboxRoutes from './sandbox';
import webhookRoutes from './webhook';

/**
 * /api/payment/*: which checkout to load (config), the logged-in shopper's order and its verification,
 * the gateway's webhook, and with the sandbox gateway its checkout script and signer.
 */
const paymentRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(configRoutes);
  await fastify.register(checkoutRoutes);
  await fastify.register(cashOnDeliveryRoutes);
  await fastify.register(webhookRoutes);
  if (fastify.sandboxGateway) await fastify.register(sandboxRoutes);
};

export default paymentRoutes;
