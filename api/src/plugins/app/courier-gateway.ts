import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { SANDBOX_LOCATIONS, createCourierSandbox, nextSandboxStep } from '../../couriers/courier-sandbox';
import { createShiprocketGateway } from '../../couriers/shiprocket';
import { trackingBody } from '../../couriers/tracking-payload';
import type { CourierGateway } from '../../couriers/types';
import type { Database } from '../../db/client';
import { sandboxShipmentsOnTheirWay } from '../../db/tracking-repository';
import { post } from '../../gateways/sandbox-webhooks';
import { ownUrl } from '../own-url';
import { resolveSecretFile } from '../secret-file';

declare module 'fastify' {
  interface FastifyInstance {
    courierGateway: CourierGateway;
    /** The sandbox's sweep: sends every tracking event now due (tests call it; a timer does otherwise). */
    courierSandboxSweep: (() => Promise<void>) | null;
  }
}

export const COURIER_WEBHOOK_TOKEN_FILE = 'courier-webhook-token';
export const COURIER_WEBHOOK_PATH = '/api/courier/tracking';

/**
 * Shiprocket when SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD are set; otherwise the offline courier
 * sandbox, whose webhook token is COURIER_WEBHOOK_TOKEN or generated once into DATA_DIR. The api and
 * the operator tool make theirs here.
 */
export async function createConfiguredCourier(
  config: AppConfig,
  warn: (details: Record<string, unknown>, message: string) => void,
): Promise<{ courier: CourierGateway; webhookToken: string | null }> {
  if (config.shiprocketEmail && config.shiprocketPassword) {
    const courier = createShiprocketGateway({
      email: config.shiprocketEmail,
      password: config.shiprocketPassword,
      webhookToken: config.courierWebhookToken,
      pickupLocation: config.shiprocketPickupLocation,
      apiUrl: config.shiprocketApiUrl,
      timeoutMs: config.shiprocketTimeoutMs,
      now: config.now,
      warn,
    });
    return { courier, webhookToken: config.courierWebhookToken };
  }
  const webhookToken = await resolveSecretFile(
    config.courierWebhookToken,
    config.dataDir,
    COURIER_WEBHOOK_TOKEN_FILE,
    16,
  );
  return { courier: createCourierSandbox(webhookToken), webhookToken };
}

/**
 * Sends each sandbox shipment's next due step to the tracking webhook, as Shiprocket would (its body,
 * the token as x-api-key). The step's time is its due time, so two processes sending it send the same
 * event and the webhook keeps it once.
 */
function sandboxSweep(
  db: Database,
  config: AppConfig,
  token: string,
  url: () => string | undefined,
  log: { warn(details: object, message: string): void },
) {
  return async () => {
    const target = url();
    if (!target) return;
    const now = config.now();
    for (const shipment of await sandboxShipmentsOnTheirWay(db)) {
      const next = nextSandboxStep(shipment.shippedAt, shipment.reached, config.courierSandboxPaceMs);
      if (!next || next.dueAt > now) continue;
      const body = trackingBody(shipment, next.step, next.dueAt, SANDBOX_LOCATIONS[next.step]!);
      const headers = { 'content-type': 'application/json', 'x-api-key': token };
      const status = await post(target, headers, JSON.stringify(body), 5_000).catch(() => 0);
      if (status < 200 || status >= 300) {
        log.warn({ orderId: shipment.orderId, step: next.step, status }, 'courier sandbox event not taken');
      }
    }
  };
}

export default fp(
  async (fastify) => {
    const { config, log } = fastify;
    const { courier, webhookToken } = await createConfiguredCourier(config, (details, message) =>
      log.warn(details, message),
    );
    let sweep: (() => Promise<void>) | null = null;
    if (courier.kind === 'shiprocket' && !webhookToken) {
      log.warn(`COURIER_WEBHOOK_TOKEN is not set: ${COURIER_WEBHOOK_PATH} refuses every tracking event`);
    }
    if (courier.kind === 'sandbox' && webhookToken) {
      sweep = sandboxSweep(
        fastify.db,
        config,
        webhookToken,
        () => config.courierSandboxWebhookUrl ?? ownUrl(fastify.server.address(), COURIER_WEBHOOK_PATH),
        log,
      );
      if (config.courierSandboxPaceMs > 0) {
        const run = sweep;
        let sweeping: Promise<void> = Promise.resolve();
        // Half a pace between sweeps (at most a minute): a step is sent at most that late.
        const every = Math.min(Math.max(config.courierSandboxPaceMs / 2, 250), 60_000);
        const timer = setInterval(() => {
          sweeping = run().catch((err: unknown) => log.warn({ err }, 'courier sandbox sweep failed'));
        }, every);
        timer.unref();
        fastify.addHook('onClose', async () => {
          clearInterval(timer);
          await sweeping;
        });
      }
      log.warn('SHIPMENTS ARE SIMULATED: the courier sandbox books and delivers them; nothing is carried');
    }
    fastify.decorate('courierGateway', courier);
    fastify.decorate('courierSandboxSweep', sweep);
    log.info({ courier: courier.kind }, 'courier gateway ready');
  },
  { name: 'courier-gateway', dependencies: ['config', 'db'] },
);
