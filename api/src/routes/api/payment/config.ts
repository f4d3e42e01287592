import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaymentConfigSchema } from '../../../schemas/payment';

const configRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { kind, keyId, checkoutScriptUrl } = fastify.paymentGateway;
  const taxRatePercent = fastify.config.invoice.taxRateBp / 100;
  const { shipping } = fastify.config;
  const { feePaise, maxOrderPaise, maxOpen } = fastify.config.cod;
  const cod = { feePaise, maxOrderPaise, maxOpen };

  fastify.get(
    '/api/payment/config',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Which checkout script and key id the browser uses, and the tax rate and delivery charge it shows',
        description:
          "The sandbox (default) serves its own checkout script; with Razorpay's keys configured, " +
          "Razorpay's checkout.js. The key id is public; no secret is ever part of the answer.",
        response: { 200: PaymentConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { gateway: kind, keyId, checkoutScriptUrl, taxRatePercent, shipping, cod };
    },
  );
};

export default configRoutes;
