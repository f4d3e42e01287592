import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { findGatewayOrderState } from '../../db/payments-repository';
import { createRazorpayGateway } from '../../gateways/razorpay';
import { createSandboxGateway } from '../../gateways/sandbox';
import { sandboxWebhookStore } from '../../db/sandbox-webhooks-repository';
import { type SandboxWebhooks, createSandboxWebhooks } from '../../gateways/sandbox-webhooks';
import type { PaymentGateway, SandboxGateway } from '../../gateways/types';
import { ownUrl } from '../own-url';
import { resolveSecretFile } from '../secret-file';

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    /** The same object as paymentGateway when it is the sandbox; null with Razorpay. */
    sandboxGateway: SandboxGateway | null;
    /** The sandbox's webhook deliveries; null with Razorpay or SANDBOX_WEBHOOKS=off. */
    sandboxWebhooks: SandboxWebhooks | null;
  }
}

export const SANDBOX_KEY_SECRET_FILE = 'sandbox-key-secret';
export const SANDBOX_WEBHOOK_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * Razorpay when RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set; otherwise the offline sandbox, whose
 * secrets are SANDBOX_KEY_SECRET / SANDBOX_WEBHOOK_SECRET or generated once into DATA_DIR. The api and
 * the operator tool (its refunds) make theirs here.
 */
export async function createConfiguredGateway(
  config: AppConfig,
  db: Database,
  warn: (details: Record<string, unknown>, message: string) => void,
): Promise<{ gateway: PaymentGateway; sandbox: SandboxGateway | null; webhookSecret: string | null }> {
  if (config.razorpayKeyId && config.razorpayKeySecret) {
    const gateway = createRazorpayGateway({
      keyId: config.razorpayKeyId,
      keySecret: config.razorpayKeySecret,
      webhookSecret: config.razorpayWebhookSecret,
      apiUrl: config.razorpayApiUrl,
      timeoutMs: config.razorpayTimeoutMs,
      warn,
    });
    return { gateway, sandbox: null, webhookSecret: config.razorpayWebhookSecret };
  }
  const webhookSecret = await resolveSecretFile(
    config.sandboxWebhookSecret,
    config.dataDir,
    SANDBOX_WEBHOOK_SECRET_FILE,
  );
  const sandbox = createSandboxGateway({
    keyId: config.sandboxKeyId,
    keySecret: await resolveSecretFile(config.sandboxKeySecret, config.dataDir, SANDBOX_KEY_SECRET_FILE),
    webhookSecret,
    orderAmount: async (gatewayOrderId) => (await findGatewayOrderState(db, gatewayOrderId))?.grandTotalPaise,
    captureDelayMs: config.sandboxCaptureDelayMs,
    now: config.now,
  });
  return { gateway: sandbox, sandbox, webhookSecret };
}

export default fp(
  async (fastify) => {
    const { config } = fastify;
    const { gateway, sandbox, webhookSecret } = await createConfiguredGateway(
      config,
      fastify.db,
      (details, message) => fastify.log.warn(details, message),
    );
    let webhooks: SandboxWebhooks | null = null;
    if (gateway.kind === 'razorpay' && !config.razorpayWebhookSecret) {
      fastify.log.warn('RAZORPAY_WEBHOOK_SECRET is not set: /api/payment/webhook refuses every event');
    }
    if (sandbox && webhookSecret && config.sandboxWebhooks) {
      const sender = createSandboxWebhooks({
        secret: webhookSecret,
        store: sandboxWebhookStore(fastify.db),
        url: () => config.sandboxWebhookUrl ?? ownUrl(fastify.server.address(), '/api/payment/webhook'),
        log: fastify.log,
      });
      fastify.addHook('onClose', async () => {
        sender.close();
        await sender.settled();
      });
      webhooks = sender;
    }
    fastify.decorate('paymentGateway', gateway);
    fastify.decorate('sandboxGateway', sandbox);
    fastify.decorate('sandboxWebhooks', webhooks);
    fastify.log.info({ gateway: gateway.kind, keyId: gateway.keyId }, 'payment gateway ready');
    if (sandbox) {
      // Every start says it: a shop left on the sandbox approves any payment.
      fastify.log.warn(
        'PAYMENTS ARE SIMULATED: the sandbox gateway approves test payments and no money moves ' +
          '(set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real payments)',
      );
    }
  },
  { name: 'payment-gateway', dependencies: ['config', 'db'] },
);
