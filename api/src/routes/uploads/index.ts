import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/http-errors';
import { UPLOADS_PREFIX, readUploadedImage } from '../../images/profile-images';
import { ErrorSchema } from '../../schemas/common';

// A stored picture never changes under its name (a new upload gets a new random name).
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/*: profile pictures, read-only. Only names this api makes (profile/<32 hex>.webp) are
 * looked up, so no path a client sends can reach another file.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    `${UPLOADS_PREFIX}/*`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded profile picture (WebP)',
        params: z.object({
          '*': z.string().meta({ examples: ['profile/0123456789abcdef0123456789abcdef.webp'] }),
        }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const image = await readUploadedImage(fastify.config.uploadsDir, request.params['*']);
      if (!image) throw new HttpError(404, 'Image not found.');
      return (reply as FastifyReply)
        .header('content-type', 'image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image);
    },
  );
};

export default uploadRoutes;
