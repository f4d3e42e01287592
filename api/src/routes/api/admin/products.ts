import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkedProduct, createProduct, editProduct, setPublished } from '../../../catalogue/edit-product';
import { sanitizeDescription } from '../../../catalogue/sanitize-description';
import { staffProductRow } from '../../../catalogue/staff-product';
import { listStaffProducts } from '../../../db/staff-products-repository';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  DescriptionPreviewBodySchema,
  DescriptionPreviewSchema,
  ProductBodySchema,
  ProductEditBodySchema,
  PublicationBodySchema,
  StaffProductListQuerySchema,
  StaffProductListSchema,
  StaffProductParamsSchema,
  StaffProductSchema,
} from '../../../schemas/staff-products';
import { afterWrite, productOr404, security, staffActor, writeErrors } from './products-answers';

const tags = ['admin'];
const readErrors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;
const EDITOR_NOTE =
  'Prices in rupees, read like every amount (amountToPaise); the original above the selling price. The ' +
  'description is cleaned by the shop’s description policy as it is stored. 400 with `fields` for what ' +
  'the form would refuse, an unknown category, or a description with no text left once cleaned.';

/** The back office's products (catalog role): list, read, create, edit, publish and unpublish. */
const staffProductRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('catalog');

  fastify.get(
    '/api/admin/products',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Every product, published or not; `q` searches title, brand and slug',
        querystring: StaffProductListQuerySchema,
        response: { 200: StaffProductListSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { products: (await listStaffProducts(db, request.query.q)).map(staffProductRow) };
    },
  );

  fastify.get(
    '/api/admin/products/:productId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A product as staff edit it, with its pictures, `version` and history',
        params: StaffProductParamsSchema,
        response: { 200: StaffProductSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return productOr404(db, request.params.productId);
    },
  );

  fastify.post(
    '/api/admin/products',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Create a product (unpublished, no stock, no picture yet)',
        description: EDITOR_NOTE,
        body: ProductBodySchema,
        response: { 201: StaffProductSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const product = await checkedProduct(db, request.body);
      const now = fastify.config.now();
      const productId = await createProduct(db, product, staffActor(request.userId), now);
      fastify.catalogue.invalidate();
      return reply.code(201).send(await productOr404(db, productId));
    },
  );

  fastify.put(
    '/api/admin/products/:productId',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Save the editor’s form over a product',
        description:
          `${EDITOR_NOTE} \`version\` is the one the editor loaded: a product changed since is 409 ` +
          '"This product changed since you opened it" with the product as it is (`product`).',
        params: StaffProductParamsSchema,
        body: ProductEditBodySchema,
        response: { 200: StaffProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const { version, ...form } = request.body;
      const product = await checkedProduct(db, form);
      return afterWrite(fastify, productId, () =>
        editProduct(db, { productId, version, product }, staffActor(request.userId), fastify.config.now()),
      );
    },
  );

  fastify.post(
    '/api/admin/products/:productId/publication',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Publish a product (shoppers see it) or unpublish it (it leaves the shop)',
        description:
          'Unpublished, it leaves the listing, search, suggestions and the sitemap, and its page is 404; ' +
          'orders that hold it keep their lines. Publishing needs a picture (409). Asking for what it ' +
          'already is changes nothing.',
        params: StaffProductParamsSchema,
        body: PublicationBodySchema,
        response: { 200: StaffProductSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const { published, version } = request.body;
      return afterWrite(fastify, productId, () =>
        setPublished(db, { productId, version, published }, staffActor(request.userId), fastify.config.now()),
      );
    },
  );

  fastify.post(
    '/api/admin/products/description-preview',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A description as it would be stored: cleaned by the shop’s description policy',
        body: DescriptionPreviewBodySchema,
        response: { 200: DescriptionPreviewSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request) => ({ html: sanitizeDescription(request.body.description) }),
  );
};

export default staffProductRoutes;
