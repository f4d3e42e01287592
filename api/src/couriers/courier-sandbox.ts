import { signaturesMatch } from '../gateways/signatures';
import type { CourierGateway } from './types';

/** The sandbox's courier, as the order page and the mail name it. */
export const SANDBOX_COURIER = 'Harmony Sandbox Courier';

/** A shipment moves by itself through these, one every pace (Delivered ends it; RTO only by hand). */
export const SANDBOX_STEPS = ['in_transit', 'out_for_delivery', 'delivered'] as const;
export type SandboxStep = (typeof SANDBOX_STEPS)[number];

/** Where each step's scan says the parcel is. */
export const SANDBOX_LOCATIONS: Record<string, string> = {
  in_transit: 'Chennai Hub (Tamil Nadu)',
  out_for_delivery: 'Destination delivery centre',
  delivered: 'Delivered to the customer',
  rto_initiated: 'Destination delivery centre',
  rto_delivered: 'Chennai warehouse (Tamil Nadu)',
};

/** The sandbox's AWB of an order: the same every time it is asked, so booking twice books once. */
export const sandboxAwb = (orderId: number) => `SBX${String(orderId).padStart(10, '0')}`;

/**
 * The offline courier (the default, as the payment sandbox is): books at once with an AWB of its own,
 * and accepts its own token on the tracking webhook. Its events are sent by the sweep in
 * plugins/app/courier-gateway.ts, from the shipments' rows, so any api process (and any restart) carries
 * a shipment on.
 */
export function createCourierSandbox(webhookToken: string): CourierGateway {
  return {
    kind: 'sandbox',
    async book(request) {
      return {
        courier: SANDBOX_COURIER,
        awb: sandboxAwb(request.orderId),
        gatewayOrderId: `sandbox-order-${request.orderId}`,
        gatewayShipmentId: `sandbox-shipment-${request.orderId}`,
        trackingUrl: null,
      };
    },
    verifyWebhookToken: (given) => signaturesMatch(webhookToken, given),
  };
}

/**
 * The sandbox step a shipment takes next and when: step n (1-based) is due n paces after it shipped,
 * after the furthest step it has reached. Null once it is delivered or returning (or moved by hand past
 * every step).
 */
export function nextSandboxStep(
  shippedAt: Date,
  reached: ReadonlySet<string>,
  paceMs: number,
): { step: SandboxStep; dueAt: Date } | null {
  if (reached.has('rto_initiated') || reached.has('rto_delivered')) return null;
  let furthest = -1;
  SANDBOX_STEPS.forEach((step, index) => {
    if (reached.has(step)) furthest = index;
  });
  const next = SANDBOX_STEPS[furthest + 1];
  if (!next) return null;
  return { step: next, dueAt: new Date(shippedAt.getTime() + paceMs * (furthest + 2)) };
}
