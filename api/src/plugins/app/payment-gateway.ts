import fp from 'fastify-plugin';
import { createRazorpayGateway } from '../../gateways/razorpay';
import { createSandboxGateway } from '../../gateways/sandbox';
import type { PaymentGateway, SandboxGateway } from '../../gateways/types';
import { resolveSecretFile } from '../../lib/secret-file';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    /** The same object as paymentGateway when it is the sandbox; null with Razorpay. */
    sandboxGateway: SandboxGateway | null;
  }
}

export const SANDBOX_KEY_SECRET_FILE = 'sandbox-key-secret';
export const SANDBOX_WEBHOOK_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; otherwise the offline sandbox, whose
 * secrets are SANDBOX_KEY_SECRET / SANDBOX_WEBHOOK_SECRET or generated once into DATA_DIR.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    let gateway: PaymentGateway;
    let sandbox: SandboxGateway | null = null;
    if (config.razorpayKeyId && config.razorpayKeySecret) {
      gateway = createRazorpayGateway({
        keyId: config.razorpayKeyId,
        keySecret: config.razorpayKeySecret,
        webhookSecret: config.razorpayWebhookSecret,
        apiUrl: config.razorpayApiUrl,
        timeoutMs: config.razorpayTimeoutMs,
        warn: (details, message) => fastify.log.warn(details, message),
      });
      if (!config.razorpayWebhookSecret) {
        fastify.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: /api/payment/webhook refuses every event');
      }
    } else {
      sandbox = createSandboxGateway({
        keyId: config.sandboxKeyId,
        keySecret: await resolveSecretFile(config.sandboxKeySecret, config.dataDir, SANDBOX_KEY_SECRET_FILE),
        webhookSecret: await resolveSecretFile(
          config.sandboxWebhookSecret,
          config.dataDir,
          SANDBOX_WEBHOOK_SECRET_FILE,
        ),
      });
      gateway = sandbox;
    }
    fastify.decorate('paymentGateway', gateway);
    fastify.decorate('sandboxGateway', sandbox);
    fastify.log.info({ gateway: gateway.kind, keyId: gateway.keyId }, 'payment gateway ready');
  },
  { name: 'payment-gateway', dependencies: ['config'] },
);
