import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKOFFICE_AREA_NAMES, mayUse } from '@harmony/shared/domain';
import { listStaff } from '../../../db/staff-repository';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  RoleChangeBodySchema,
  RoleChangeSchema,
  StaffListSchema,
  StaffMeSchema,
} from '../../../schemas/staff';
import { StaffRoleError, changeRole } from '../../../staff/staff-roles';

const staffErrors = { 403: ErrorSchema, ...authErrors } as const;

/** How a refused grant or revoke answers. */
const REFUSAL_STATUS = { 'unknown-role': 400, 'no-account': 404, 'last-owner': 409 } as const;
const security = [{ bearerAuth: [] }];

/** /api/admin/me and the owner's staff page: who may use the back office, and for what. */
const staffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/admin/me',
    {
      onRequest: fastify.staffOnly('dashboard'),
      schema: {
        tags: ['admin'],
        security,
        summary: "The caller's roles and the areas they may open",
        description: 'Any staff role. A shopper is 403, a signed-out caller 401.',
        response: { 200: StaffMeSchema, ...staffErrors },
      },
    },
    async (request) => {
      const roles = request.staffRoles ?? [];
      return {
        user_id: request.userId,
        roles,
        areas: BACKOFFICE_AREA_NAMES.filter((area) => mayUse(roles, area)),
      };
    },
  );

  fastify.get(
    '/api/admin/staff',
    {
      onRequest: fastify.staffOnly('staff'),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Everyone with a role (owner only)',
        response: { 200: StaffListSchema, ...staffErrors },
      },
    },
    async () =>
      (await listStaff(db)).map((m) => ({
        user_id: m.userId,
        fullname: m.fullname,
        email: m.email,
        contact_number: m.contactNumber,
        roles: m.roles,
      })),
  );

  const change = (action: 'grant' | 'revoke') =>
    fastify.post(
      `/api/admin/staff/${action}`,
      {
        onRequest: fastify.staffOnly('staff'),
        schema: {
          tags: ['admin'],
          security,
          summary: action === 'grant' ? 'Grant a role (owner only)' : 'Revoke a role (owner only)',
          description:
            'Names the account by email or mobile; doing it twice changes nothing (`changed: false`). ' +
            'The last owner cannot lose the role (409). Takes effect on the account’s next request.',
          body: RoleChangeBodySchema,
          response: { 200: RoleChangeSchema, 404: ErrorSchema, 409: ErrorSchema, ...staffErrors },
        },
      },
      async (request) => {
        const { email_or_mobile: who, role } = request.body;
        try {
          const actor = { via: 'back office' as const, userId: request.userId };
          const done = await changeRole(
            db,
            { action, emailOrMobile: who, role },
            actor,
            fastify.config.now(),
          );
          return { user_id: done.userId, role: done.role, changed: done.changed };
        } catch (err) {
          if (err instanceof StaffRoleError) {
            throw new HttpError(REFUSAL_STATUS[err.reason], err.message);
          }
          throw err;
        }
      },
    );
  change('grant');
  change('revoke');
};

export default staffRoutes;
