import { trace } from '@opentelemetry/api';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values never reach a log: a reset link's token (SPEC's `?token=` form arrives
 * at the page-head and page-status routes, which carry the page's own query).
 */
const SECRET_PARAMS = /([?&]token=)[^&#]*/gi;

/** The URL as logged: every `token=` value replaced. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL's secrets taken out. */
function request(req: FastifyRequest) {
  return {
    method: req.method,
    url: loggedUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The trace and span of the line's request, when tracing is on (instrumentation.ts), so a log line
 * leads to its trace. Off, no span is ever active and nothing is added.
 */
function traceFields() {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The api's pino options: `given` (a test's stream, say) on top of the defaults, and whatever is given,
 * the URL serializer and the redactions stay. `false` logs nothing.
 */
export function loggerOptions(level: string, given?: boolean | LoggerOptions): false | LoggerOptions {
  if (given === false) return false;
  return {
    level,
    ...(typeof given === 'object' ? given : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: request },
    mixin: traceFields,
  };
}
