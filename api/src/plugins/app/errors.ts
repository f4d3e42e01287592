import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_SERVER_ERROR, HttpError, errorBody } from '../../lib/http-errors';
import type { ErrorBody } from '../../schemas/common';

/** Every 4xx/5xx leaves in one shape: {statusCode, error, message, fields?}. */
export default fp(
  async (fastify) => {
    const bodyLimitKb = Math.round((fastify.initialConfig.bodyLimit ?? 0) / 1024);

    fastify.setErrorHandler((err: FastifyError, request, reply) => {
      const body = toErrorBody(err, bodyLimitKb);
      if (body.statusCode >= 500) {
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
  const status = err.statusCode ?? 500;
  // Fastify's own 4xx messages (unsupported media type, bad URL…) are safe and say what went wrong.
  if (status >= 400 && status < 500) return errorBody(status, err.message);
  return errorBody(500, GENERIC_SERVER_ERROR);
}

function routeOf(request: FastifyRequest) {
  return { method: request.method, url: request.url, route: request.routeOptions.url };
}
