import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { changeProfile, changeProfileImage } from '../../../accounts/profile';
import { loadApiUser } from '../../../db/users-repository';
import { badRequest } from '../../../http/form';
import { HttpError } from '../../../http/http-errors';
import { readUploadParts } from '../../../http/upload-parts';
import { limitKey } from '../../../plugins/app/limit-keys';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  ImageUploadedSchema,
  ProfileBodySchema,
  ProfileUpdatedSchema,
  UserParamsSchema,
  UserSchema,
} from '../../../schemas/users';
import { currentUser } from './current-user';
import { accountLimits } from './limits';

const forbidden = () => new HttpError(403, ACCOUNT_MESSAGES.ownProfileOnly);

/** GET /api/users/profile, PUT /api/users/:id, POST /api/users/upload-image: the token's user only. */
const profileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/users/profile',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The logged-in user, with addresses',
        security: [{ bearerAuth: [] }],
        response: { 200: UserSchema, ...authErrors },
      },
    },
    async (request) => loadApiUser(db, await currentUser(db, request.userId), fastify.config.now()),
  );

  fastify.put(
    '/api/users/:id',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the name; ask to change the email or mobile number',
        description:
          'Only your own id. The name changes at once. A new email or mobile number needs current_password ' +
          '(a wrong one counts with failed logins; 429 over the limit) and takes effect only once the link ' +
          'mailed to the new email (a new mobile: to the current email) is opened; the old email gets a ' +
          'link to undo it for 7 days. Until then the user carries pending_email / pending_contact_number.',
        security: [{ bearerAuth: [] }],
        params: UserParamsSchema,
        body: ProfileBodySchema,
        response: { 200: ProfileUpdatedSchema, 403: ErrorSchema, 429: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      if (request.params.id !== request.userId) throw forbidden();
      const user = await currentUser(db, request.userId);
      const deps = { ...fastify.accountDeps, log: request.log };
      const saved = await changeProfile(
        deps,
        user,
        request.body,
        accountLimits(fastify.rateLimit, request, reply),
      );
      const message = saved.changeSent
        ? ACCOUNT_MESSAGES.contactChangeSent(saved.changeSent.newEmail !== null)
        : ACCOUNT_MESSAGES.profileUpdated;
      return { message, user: saved.user };
    },
  );

  fastify.post(
    '/api/users/upload-image',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Upload a profile picture',
        description:
          'multipart/form-data: `image` (JPEG, PNG or WebP, recognised by content, at most 2 MB) and ' +
          "`userId` (the token's user; optional). Re-encoded to WebP, at most 512x512, metadata dropped; " +
          'the previous picture is deleted. At most 4096 x 4096 pixels (400 above); ' +
          'PROFILE_IMAGE_LIMIT_USER_MAX uploads per customer per hour (429 above).',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: ImageUploadedSchema, 403: ErrorSchema, 429: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      // Counted before the picture is read: decoding and re-encoding is the api's dearest work.
      const key = limitKey('profile-image:user', request.userId);
      await fastify.rateLimit.enforce(reply, key, fastify.config.profileImageLimitUserMax, 3600);
      const upload = await readUploadParts(request, 'image', ACCOUNT_MESSAGES.imageTooLarge);
      const { userId } = upload.fields;
      if (userId !== undefined && userId.trim() !== String(request.userId)) throw forbidden();
      if (!upload.file || upload.file.length === 0) throw badRequest(ACCOUNT_MESSAGES.imageMissing, 'image');
      const user = await currentUser(db, request.userId);
      const deps = { ...fastify.accountDeps, log: request.log };
      const profileImage = await changeProfileImage(deps, user, upload.file);
      return { message: ACCOUNT_MESSAGES.imageUploaded, profileImage };
    },
  );
};

export default profileRoutes;
