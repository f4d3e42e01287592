import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppConfig, loadConfig } from './config';
import { loggerOptions } from './http/request-log';
import cookie from './plugins/external/cookie';
import multipart from './plugins/external/multipart';
import swagger from './plugins/external/swagger';
import zod from './plugins/external/zod';
import accounts from './plugins/app/accounts';
import auth from './plugins/app/auth';
import config from './plugins/app/config';
import db from './plugins/app/db';
import errors from './plugins/app/errors';
import mailer from './plugins/app/mailer';
import metrics from './plugins/app/metrics';
import staffAccess from './plugins/app/staff-access';
import stockHolds from './plugins/app/stock-holds';
import invoicePrinter from './plugins/app/invoice-printer';
import opsChannel from './plugins/app/ops-channel';
import orders from './plugins/app/orders';
import passwords from './plugins/app/passwords';
import pincodes from './plugins/app/pincodes';
import delivery from './plugins/app/delivery';
import paymentGateway from './plugins/app/payment-gateway';
import courierGateway from './plugins/app/courier-gateway';
import productCatalogue from './plugins/app/product-catalogue';
import rateLimit from './plugins/app/rate-limit';
import readiness from './plugins/app/readiness';
import sessions from './plugins/app/sessions';
import addressRoutes from './routes/api/addresses/index';
import adminRoutes from './routes/api/admin/index';
import categoryRoutes from './routes/api/categories/index';
import cartRoutes from './routes/api/cart/index';
import contactRoutes from './routes/api/contact/index';
import couponRoutes from './routes/api/coupons/index';
import healthRoutes from './routes/api/health/index';
import imageRoutes from './routes/api/images/index';
import orderRoutes from './routes/api/orders/index';
import pageRoutes from './routes/api/pages/index';
import pincodeRoutes from './routes/api/pincodes/index';
import deliveryRoutes from './routes/api/delivery/index';
import paymentRoutes from './routes/api/payment/index';
import courierRoutes from './routes/api/courier/index';
import productRoutes from './routes/api/products/index';
import userRoutes from './routes/api/users/index';
import uploadRoutes from './routes/uploads/index';
import crawlerRoutes from './routes/crawlers/index';

export interface BuildAppOptions {
  /** Overrides on top of the environment (tests: in-memory PGlite, a temporary outbox, silent logs). */
  config?: Partial<AppConfig>;
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Pino options over the defaults (e.g. a stream to capture logs in a test); the URL serializer stays. */
  logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
}

/** JSON bodies above this are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Honours a caller's X-Request-Id (a proxy's or a test's) when it is sane; otherwise makes one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** TRUST_PROXY as a number: that many proxies in front of the api are believed (Fastify's hop count). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: BuildAppOptions = {}) {
  const appConfig = loadConfig(options.env ?? process.env, options.config);
  const app = Fastify({
    logger: loggerOptions(appConfig.logLevel, options.logger),
    genReqId: requestId,
    // Behind the apps' servers (which forward /api) the client's address is in X-Forwarded-For.
    trustProxy:
      typeof appConfig.trustProxy === 'number' ? trustHops(appConfig.trustProxy) : appConfig.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true },
    // PGlite's first start (unpacking Postgres, migrating) takes a few seconds on a slow machine.
    pluginTimeout: 60_000,
    // While closing, a request that still arrives on an open connection is served (with Connection:
    // close) rather than refused with Fastify's bare 503: its database is open until the last one ends,
    // and a POST nginx had already sent cannot be tried on another process. Readiness says draining.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Third-party plugins first, then our decorators, then the routes that use them.
  await app.register(zod);
  await app.register(swagger, { serve: appConfig.publicApiDocs });
  await app.register(cookie);
  await app.register(multipart);

  await app.register(config, { config: appConfig });
  await app.register(errors);
  await app.register(db);
  await app.register(readiness);
  await app.register(metrics);
  await app.register(productCatalogue);
  await app.register(passwords);
  await app.register(sessions);
  await app.register(auth);
  await app.register(accounts);
  await app.register(rateLimit);
  await app.register(pincodes);
  await app.register(delivery);
  await app.register(paymentGateway);
  await app.register(courierGateway);
  // Before the mailer: onClose runs last-registered first, so mails under way still print.
  await app.register(invoicePrinter);
  await app.register(mailer);
  await app.register(orders);
  await app.register(stockHolds);
  await app.register(staffAccess);
  await app.register(opsChannel);

  await app.register(healthRoutes);
  await app.register(adminRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(imageRoutes);
  await app.register(contactRoutes);
  await app.register(userRoutes);
  await app.register(addressRoutes);
  await app.register(cartRoutes);
  await app.register(orderRoutes);
  await app.register(couponRoutes);
  await app.register(pincodeRoutes);
  await app.register(deliveryRoutes);
  await app.register(paymentRoutes);
  await app.register(courierRoutes);
  await app.register(uploadRoutes);
  await app.register(pageRoutes);
  await app.register(crawlerRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
