import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type BackofficeArea, STAFF_MESSAGES, type StaffRole, mayUse } from '@harmony/shared/domain';
import { rolesOf } from '../../db/staff-repository';
import { HttpError } from '../../http/http-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of every /api/admin route: the caller signed in (401 otherwise) with a role that
     * may use `area` (403 otherwise). The roles are read from the database on every request, so a role
     * revoked takes effect on the next one, not at the token's expiry.
     */
    staffOnly(area: BackofficeArea): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's roles, on routes behind staffOnly; null elsewhere. */
    staffRoles: StaffRole[] | null;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorateRequest('staffRoles', null);
    fastify.decorate(
      'staffOnly',
      (area: BackofficeArea) => async (request: FastifyRequest, reply: FastifyReply) => {
        await fastify.authenticate(request, reply);
        const roles = await rolesOf(fastify.db, request.userId);
        if (roles.length === 0) throw new HttpError(403, STAFF_MESSAGES.staffOnly);
        if (!mayUse(roles, area)) throw new HttpError(403, STAFF_MESSAGES.areaRefused(area));
        request.staffRoles = roles;
      },
    );
  },
  { name: 'staff-access', dependencies: ['db', 'auth'] },
);
