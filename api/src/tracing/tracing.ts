import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Traces this process with the given span processor (an OTLP exporter's, or a test's in-memory one):
 * a span per request (@fastify/otel, under the HTTP server's span), per PostgreSQL statement (pg; PGlite
 * runs inside the process and has no instrumentation) and per outgoing call (Razorpay's SDK over
 * node:http, Shiprocket's over fetch). Must run before fastify and pg are imported: the instrumentations
 * patch modules as they load (ESM imports through import-in-the-middle's hook, registered here).
 */
export function startTracing(processor: SpanProcessor): NodeTracerProvider {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? 'harmony-api' }),
    spanProcessors: [processor],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [
      new HttpInstrumentation(),
      new UndiciInstrumentation(),
      new PgInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  return provider;
}
