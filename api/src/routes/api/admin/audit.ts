import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE_SIZE } from '@harmony/shared/domain';
import { istDayEnd, istDayStart } from '@harmony/shared/gst';
import { listAudit } from '../../../db/audit-repository';
import { actorLabel } from '../../../staff/object-history';
import { AuditPageSchema, AuditQuerySchema } from '../../../schemas/audit';
import { ErrorSchema, authErrors } from '../../../schemas/common';

/** The owner's audit log: who did what, to which object, when, with its values before and after. */
const auditRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/admin/audit',
    {
      onRequest: fastify.staffOnly('audit'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'The audit log, newest first, 50 a page (owner only)',
        description:
          'Every write through the back office or `npm run ops`. Filters by person, object and the days ' +
          '(India time); keyset pages: pass `next` as `after`.',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { actor, object_type, object_id, from, to, after } = request.query;
      const page = await listAudit(
        fastify.db,
        {
          actor,
          objectType: object_type,
          objectId: object_id,
          from: from ? istDayStart(from) : undefined,
          until: to ? istDayEnd(to) : undefined,
        },
        after ?? null,
        AUDIT_PAGE_SIZE,
      );
      reply.header('cache-control', 'no-store');
      return {
        lines: page.rows.map((row) => ({
          id: row.id,
          at: row.at.toISOString(),
          by: actorLabel(row),
          action: row.action,
          object_type: row.objectType,
          object_id: row.objectId,
          before: row.before,
          after: row.after,
        })),
        next: page.next,
      };
    },
  );
};

export default auditRoutes;
