import { z } from 'zod';
import { blankToUndefined, optionalText, textOr } from './env-fields';

// The courier gateway's settings (README: Couriers and tracking): Shiprocket, or the offline sandbox.

export interface CourierSettings {
  /** Both set: shipments are booked with Shiprocket; both unset: with the offline courier sandbox. */
  shiprocketEmail: string | null;
  shiprocketPassword: string | null;
  /** The pickup address's nickname in Shiprocket's panel. */
  shiprocketPickupLocation: string;
  /** Where Shiprocket calls go; Shiprocket's own API by default (a test's server otherwise). */
  shiprocketApiUrl: string;
  shiprocketTimeoutMs: number;
  /**
   * The x-api-key the tracking webhook requires: with Shiprocket, the token set in its panel (null: every
   * event is refused); with the sandbox, null = generated once into DATA_DIR/courier-webhook-token.
   */
  courierWebhookToken: string | null;
  /** The sandbox moves a shipment one step (In transit, Out for delivery, Delivered) this often; 0 = by hand only. */
  courierSandboxPaceMs: number;
  /** Where the sandbox sends its tracking events; null = this api process's own webhook. */
  courierSandboxWebhookUrl: string | null;
}

/** The environment variables of the courier gateway, as config.ts's EnvSchema reads them. */
export const COURIER_ENV = {
  SHIPROCKET_EMAIL: optionalText,
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_PICKUP_LOCATION: textOr('Primary'),
  SHIPROCKET_API_URL: z.preprocess(
    blankToUndefined,
    z.url().default('https://apiv2.shiprocket.in/v1/external'),
  ),
  SHIPROCKET_TIMEOUT_MS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(100).max(120_000).default(15_000),
  ),
  COURIER_WEBHOOK_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'COURIER_WEBHOOK_TOKEN must be at least 16 characters').optional(),
  ),
  COURIER_SANDBOX_PACE_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(0).max(86_400).default(60),
  ),
  COURIER_SANDBOX_WEBHOOK_URL: z.preprocess(blankToUndefined, z.url().optional()),
};

/** The settings from the environment as COURIER_ENV read it; Shiprocket's two credentials go together. */
export function courierSettings(e: z.infer<z.ZodObject<typeof COURIER_ENV>>): CourierSettings {
  if (Boolean(e.SHIPROCKET_EMAIL) !== Boolean(e.SHIPROCKET_PASSWORD)) {
    throw new Error(
      'Invalid configuration: SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go together (both set: Shiprocket; ' +
        'both unset: the courier sandbox)',
    );
  }
  return {
    shiprocketEmail: e.SHIPROCKET_EMAIL ?? null,
    shiprocketPassword: e.SHIPROCKET_PASSWORD ?? null,
    shiprocketPickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
    shiprocketApiUrl: e.SHIPROCKET_API_URL.replace(/\/+$/, ''),
    shiprocketTimeoutMs: e.SHIPROCKET_TIMEOUT_MS,
    courierWebhookToken: e.COURIER_WEBHOOK_TOKEN ?? null,
    courierSandboxPaceMs: Math.round(e.COURIER_SANDBOX_PACE_SECONDS * 1000),
    courierSandboxWebhookUrl: e.COURIER_SANDBOX_WEBHOOK_URL ?? null,
  };
}
