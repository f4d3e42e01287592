import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, normalizeEmail, normalizeMobile, validateProfile } from '@harmony/shared/domain';
import { users } from '../../../db/schema';
import { emailTakenByOther, loadApiUser, uniqueViolation } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';
import {
  NotAnImageError,
  deleteProfileImage,
  reencodeProfileImage,
  storeProfileImage,
} from '../../../images/profile-images';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  ImageUploadedSchema,
  ProfileBodySchema,
  ProfileUpdatedSchema,
  UserParamsSchema,
  UserSchema,
} from '../../../schemas/users';
import { currentUser } from './current-user';
import { formError, trimmed } from './form';

const forbidden = () => new HttpError(403, ACCOUNT_MESSAGES.ownProfileOnly);

/** GET /api/users/profile, PUT /api/users/:id, POST /api/users/upload-image: the token's user only. */
const profileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db } = fastify;

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
    async (request) => loadApiUser(db, await currentUser(db, request.userId)),
  );

  fastify.put(
    '/api/users/:id',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change name and email',
        description: 'Only your own id. The mobile number is read-only: if sent, it must be the current one.',
        security: [{ bearerAuth: [] }],
        params: UserParamsSchema,
        body: ProfileBodySchema,
        response: { 200: ProfileUpdatedSchema, 403: ErrorSchema, 409: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      if (request.params.id !== request.userId) throw forbidden();
      const user = await currentUser(db, request.userId);
      const b = request.body;
      const problem = validateProfile(b);
      if (problem) throw formError(problem);
      if (!['', undefined, null].includes(b.contact_number?.trim())) {
        if (normalizeMobile(b.contact_number) !== user.contactNumber) {
          throw new HttpError(400, ACCOUNT_MESSAGES.mobileReadOnly, {
            contact_number: ACCOUNT_MESSAGES.mobileReadOnly,
          });
        }
      }
      const email = normalizeEmail(b.email!);
      if (await emailTakenByOther(db, email, user.id)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      let updated;
      try {
        [updated] = await db
          .update(users)
          .set({ fullname: trimmed(b.fullname), email, updatedAt: config.now() })
          .where(eq(users.id, user.id))
          .returning();
      } catch (err) {
        if (uniqueViolation(err) === 'email') throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
        throw err;
      }
      if (!updated) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: await loadApiUser(db, updated) };
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
          'the previous picture is deleted.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: ImageUploadedSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Please send the image as multipart/form-data.');
      let image: Buffer | undefined;
      let userIdField: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const file = part as MultipartFile;
            if (file.fieldname === 'image' && !image) image = await file.toBuffer();
            else file.file.resume();
          } else if (part.fieldname === 'userId') {
            userIdField = String(part.value);
          }
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, ACCOUNT_MESSAGES.imageTooLarge);
        }
        throw err;
      }
      if (userIdField !== undefined && userIdField.trim() !== String(request.userId)) throw forbidden();
      if (!image || image.length === 0) {
        throw new HttpError(400, ACCOUNT_MESSAGES.imageMissing, { image: ACCOUNT_MESSAGES.imageMissing });
      }
      const user = await currentUser(db, request.userId);

      let encoded: Buffer;
      try {
        encoded = await reencodeProfileImage(image);
      } catch (err) {
        if (err instanceof NotAnImageError) {
          throw new HttpError(400, ACCOUNT_MESSAGES.imageType, { image: ACCOUNT_MESSAGES.imageType });
        }
        throw err;
      }
      const profileImage = await storeProfileImage(config.uploadsDir, encoded);
      const previous = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ profileImage: users.profileImage })
          .from(users)
          .where(eq(users.id, user.id))
          .for('update');
        await tx.update(users).set({ profileImage, updatedAt: config.now() }).where(eq(users.id, user.id));
        return row;
      });
      await deleteProfileImage(config.uploadsDir, previous?.profileImage ?? null).catch((err) =>
        request.log.warn({ err }, 'previous profile picture not deleted'),
      );
      return { message: ACCOUNT_MESSAGES.imageUploaded, profileImage };
    },
  );
};

export default profileRoutes;
