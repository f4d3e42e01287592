import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../../http/http-errors';
import { loadProductImages, readProductPicture } from '../../../images/product-images';
import { PRODUCT_IMAGE_PREFIX } from '../../../schemas/products';
import { sendCached } from '../../../http/send-cached';
import { ErrorSchema } from '../../../schemas/common';

// Pictures never change under a name (a new picture gets a new file name), so browsers keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const imageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const images = await loadProductImages();
  fastify.log.debug({ count: images.size }, 'product images loaded');

  fastify.get(
    `${PRODUCT_IMAGE_PREFIX}/:file`,
    {
      schema: {
        tags: ['images'],
        summary: 'A product picture: a shipped SVG, or a WebP uploaded by staff',
        params: z.object({ file: z.string().meta({ examples: ['harmony-m1.svg'] }) }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // The shipped pictures from memory; the ones staff uploaded from the uploads folder.
      const image = images.get(file) ?? (await readProductPicture(fastify.config.uploadsDir, file));
      if (!image) throw new HttpError(404, 'Image not found.');
      reply
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly must not run script: it is a picture, nothing more.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return sendCached(request, reply, image, { contentType: image.contentType, cacheControl: IMMUTABLE });
    },
  );
};

export default imageRoutes;
