import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { addPicture, orderPictures, removePicture } from '../../../catalogue/product-pictures';
import { badRequest } from '../../../http/form';
import { readUploadParts } from '../../../http/upload-parts';
import { ErrorSchema } from '../../../schemas/common';
import {
  PictureOrderBodySchema,
  StaffPictureParamsSchema,
  StaffProductParamsSchema,
  StaffProductSchema,
} from '../../../schemas/staff-products';
import { afterWrite, security, staffActor, writeErrors } from './products-answers';

const tags = ['admin'];

/** A product's pictures (catalog role): upload, remove, reorder; the first is the listing's picture. */
const staffProductPictureRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('catalog');

  fastify.post(
    '/api/admin/products/:productId/pictures',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Upload a picture (added last; a first picture becomes the listing picture)',
        description:
          'multipart/form-data: `image`, a JPEG, PNG or WebP recognised by its content (415 otherwise), ' +
          'at most 2 MB (413) and 4096 x 4096 pixels (422). Re-encoded ' +
          'to WebP, at most 1200 x 1200, metadata dropped; served at /api/images/products/<name>.webp.',
        consumes: ['multipart/form-data'],
        params: StaffProductParamsSchema,
        response: { 201: StaffProductSchema, 415: ErrorSchema, 422: ErrorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const upload = await readUploadParts(request, 'image', PRODUCT_MESSAGES.pictureTooLarge);
      if (!upload.file || upload.file.length === 0)
        throw badRequest(PRODUCT_MESSAGES.pictureMissing, 'image');
      const image = upload.file;
      const deps = { db, uploadsDir: fastify.config.uploadsDir };
      const product = await afterWrite(fastify, productId, () =>
        addPicture(deps, productId, image, staffActor(request.userId), fastify.config.now()),
      );
      return reply.code(201).send(product);
    },
  );

  fastify.delete(
    '/api/admin/products/:productId/pictures/:pictureId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Remove a picture (a published product keeps at least one: 409)',
        params: StaffPictureParamsSchema,
        response: { 200: StaffProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { productId, pictureId } = request.params;
      return afterWrite(fastify, productId, () =>
        removePicture(db, { productId, pictureId }, staffActor(request.userId), fastify.config.now()),
      );
    },
  );

  fastify.put(
    '/api/admin/products/:productId/pictures/order',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Put the pictures in a new order (the first is the listing picture)',
        description:
          'Every picture id of the product once. A list that is not its pictures as they are now (one ' +
          'was added or removed meanwhile) is 409 with the product as it is.',
        params: StaffProductParamsSchema,
        body: PictureOrderBodySchema,
        response: { 200: StaffProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const { order } = request.body;
      return afterWrite(fastify, productId, () =>
        orderPictures(db, { productId, order }, staffActor(request.userId), fastify.config.now()),
      );
    },
  );
};

export default staffProductPictureRoutes;
