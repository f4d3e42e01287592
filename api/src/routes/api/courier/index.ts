import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURIER_MESSAGES } from '@harmony/shared/domain';
import { type TrackingBody, readTrackingBody } from '../../../couriers/tracking-payload';
import { HttpError } from '../../../http/http-errors';
import { COURIER_WEBHOOK_PATH } from '../../../plugins/app/courier-gateway';
import { ErrorSchema } from '../../../schemas/common';
import { TrackingAnswerSchema } from '../../../schemas/courier';
import { handleTrackingEvent } from '../../../shipment/track-shipment';

/** /api/courier/tracking: the courier's tracking webhook (Shiprocket's, or the sandbox's look-alike). */
const courierRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, courierGateway } = fastify;

  fastify.post(
    COURIER_WEBHOOK_PATH,
    {
      schema: {
        tags: ['courier'],
        summary: "The courier's tracking events (Shiprocket's webhook)",
        description:
          '`x-api-key` must be the token set for the webhook (COURIER_WEBHOOK_TOKEN): another is 401. ' +
          'The body is Shiprocket’s (awb, current_status, current_status_id, current_timestamp, scans). ' +
          'Each scan is stored once in the order’s tracking history; Out for delivery, Delivered and ' +
          'RTO Delivered move the order (out for delivery, delivered with a Cash on Delivery order’s cash ' +
          'collected, returned with its units back in stock), never backwards. Always 200 for a good ' +
          'token, as Shiprocket expects.',
        body: z.record(z.string(), z.unknown()),
        response: { 200: TrackingAnswerSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const token = request.headers['x-api-key'];
      if (!courierGateway.verifyWebhookToken(typeof token === 'string' ? token : undefined)) {
        request.log.warn('tracking webhook token refused');
        throw new HttpError(401, COURIER_MESSAGES.invalidToken);
      }
      const receivedAt = config.now();
      const update = readTrackingBody(request.body as TrackingBody, receivedAt);
      if (!update) return { outcome: 'ignored' as const };
      const deps = { ...fastify.orderDeps, log: request.log };
      const outcome = await handleTrackingEvent(deps, update, receivedAt);
      const details = { awb: update.awb, status: update.status, outcome };
      if (outcome === 'unknown_shipment') request.log.warn(details, 'tracking event for no shipment of ours');
      else request.log.info(details, 'tracking event handled');
      return { outcome };
    },
  );
};

export default courierRoutes;
