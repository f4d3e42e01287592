import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { HttpError } from '../../../http/http-errors';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from '../../../http/refresh-cookie';
import { ErrorSchema, MessageSchema } from '../../../schemas/common';
import { AccessTokenSchema } from '../../../schemas/users';

/** POST /api/users/refresh-token and /api/users/logout: the refresh cookie is their only input. */
const sessionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config } = fastify;

  // These two take no body: whatever a client sends (nothing, "{}", an empty JSON body) is ignored.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  fastify.post(
    '/api/users/refresh-token',
    {
      schema: {
        tags: ['users'],
        summary: 'A new access token for the refresh cookie',
        description:
          'Rotates the refresh token (a new cookie). A token that was already rotated revokes its whole ' +
          'family: every session started by that login ends.',
        response: { 200: AccessTokenSchema, 401: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[REFRESH_COOKIE];
      const rotation = token ? await fastify.sessions.rotate(token) : null;
      if (!rotation?.ok) {
        if (rotation?.reason === 'reused')
          request.log.warn('a rotated refresh token was reused: family revoked');
        clearRefreshCookie(reply, config);
        throw new HttpError(401, ACCOUNT_MESSAGES.sessionExpired);
      }
      setRefreshCookie(reply, config, rotation);
      return { accessToken: await fastify.accessTokens.sign(rotation.userId, rotation.familyId) };
    },
  );

  fastify.post(
    '/api/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Log out',
        description: "Revokes the refresh cookie's session family and clears the cookie; works without one.",
        response: { 200: MessageSchema, 500: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (token) await fastify.sessions.revokeFamilyOf(token);
      clearRefreshCookie(reply, config);
      return { message: ACCOUNT_MESSAGES.loggedOut };
    },
  );
};

export default sessionRoutes;
