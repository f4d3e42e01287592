import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/errors';
import { GENERIC_SERVER_ERROR, HttpError, UNAVAILABLE_MESSAGE, errorBody } from '../../http/http-errors';
import type { ErrorBody } from '../../schemas/common';

/** Seconds a 503's Retry-After asks for: a restarting database is usually back within them. */
const RETRY_AFTER_SECONDS = 10;

/** Every 4xx/5xx leaves in one shape: {statusCode, error, message, fields?}. */
export default fp(
  async (fastify) => {
    const bodyLimitKb = Math.round((fastify.initialConfig.bodyLimit ?? 0) / 1024);

    fastify.setErrorHandler(async (err: FastifyError, request, reply) => {
      const body = toErrorBody(err, bodyLimitKb);
      await dropUnreadBody(request, reply);
      if (body.statusCode === 503) {
        // Passing trouble: the client is told when to try again, and the cause (the database away, a
        // mail server down) is logged where it is met, so this line stays short.
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        const reason = err.cause instanceof Error ? err.cause.message : err.message;
        request.log.warn({ reason, route: routeOf(request) }, 'request answered 503');
      } else if (body.statusCode >= 500) {
        // Details (stack, SQL) stay in the log; the client gets the generic sentence.
        request.log.error({ err, route: routeOf(request) }, 'request failed');
      } else {
        request.log.info({ statusCode: body.statusCode, reason: body.message }, 'request refused');
      }
      return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
    });

    fastify.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${path} not found`));
    });
  },
  { name: 'errors' },
);

function toErrorBody(err: FastifyError, bodyLimitKb: number): ErrorBody {
  // extra adds members (success: false) and may word `error` (payment verify); the rest is fixed.
  if (err instanceof HttpError) {
    const body = errorBody(err.statusCode, err.message, err.fields);
    return {
      ...err.extra,
      ...body,
      error: typeof err.extra?.error === 'string' ? err.extra.error : body.error,
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const key =
        issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (err.validationContext ?? 'body');
      fields[key] ??= issue.message ?? 'is not valid';
    }
    const message = Object.entries(fields)
      .map(([field, text]) => `${field}: ${text}`)
      .join('; ');
    return errorBody(400, message, fields);
  }
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return errorBody(400, 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return errorBody(400, 'The request body is empty; a JSON object was expected.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return errorBody(413, `The request body is larger than ${bodyLimitKb} KB.`);
  }
  if (isDatabaseUnavailable(err)) return errorBody(503, UNAVAILABLE_MESSAGE);
  const status = err.statusCode ?? 500;
  // Fastify's own 4xx messages (unsupported media type, bad URL…) are safe and say what went wrong.
  if (status >= 400 && status < 500) return errorBody(status, err.message);
  return errorBody(500, GENERIC_SERVER_ERROR);
}

/** A refused body is read and dropped up to this much; a larger one ends the connection. */
const DROP_LIMIT_BYTES = 32 * 1024 * 1024;
const DROP_TIMEOUT_MS = 10_000;

/**
 * The rest of a body the api refused before reading it all (too large, an unsupported type), read and
 * dropped before the answer goes out. Fastify would close the connection instead, and a proxy still
 * writing that body (nginx) then loses the answer with the connection and tells the shopper 502. A body
 * beyond DROP_LIMIT_BYTES, or one that stalls, still ends the connection.
 */
async function dropUnreadBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  if (raw.destroyed) return;
  // All of it has arrived (what is left unread, Node drops): the connection can serve the next request.
  if (raw.complete || raw.readableEnded) {
    reply.removeHeader('connection');
    return;
  }
  if (Number(raw.headers['content-length']) > DROP_LIMIT_BYTES) return;
  const dropped = await new Promise<boolean>((resolve) => {
    let size = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onFail);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > DROP_LIMIT_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(onFail, DROP_TIMEOUT_MS);
    raw.on('data', onData).once('end', onEnd).once('error', onFail).once('close', onFail);
    raw.resume();
  });
  if (dropped) reply.removeHeader('connection');
  else reply.header('connection', 'close');
}

function routeOf(request: FastifyRequest) {
  return { method: request.method, url: request.url, route: request.routeOptions.url };
}
