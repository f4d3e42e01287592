import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema } from '../../../schemas/common';
import { HealthSchema, LivenessSchema } from '../../../schemas/health';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Does this api process answer? (liveness: asks nothing of the database)',
        response: { 200: LivenessSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // /api/health is the older name of readiness, kept for whatever already asks it.
  for (const url of ['/api/health/ready', '/api/health']) {
    fastify.get(
      url,
      {
        schema: {
          tags: ['health'],
          summary:
            'Should this process be sent requests? Its database answers, has every migration, and it is not shutting down',
          description: '503 names the check that failed.',
          response: { 200: HealthSchema, 503: ErrorSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const problem = await fastify.readiness.check();
        if (problem) throw new HttpError(503, problem);
        return { status: 'ok' as const, database: fastify.dbKind };
      },
    );
  }
};

export default health;
