import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-errors';
import { ping } from '../../../plugins/app/db';
import { ErrorSchema } from '../../../schemas/common';
import { HealthSchema } from '../../../schemas/health';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the api up and its database answering?',
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        await ping(fastify.db);
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        throw new HttpError(503, 'The database is not available.');
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: fastify.dbKind };
    },
  );
};

export default health;
