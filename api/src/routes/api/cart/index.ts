import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, normalizeQuantity } from '@harmony/shared/domain';
import {
  addToCart,
  listCart,
  productExists,
  removeFromCart,
  setCartQuantity,
} from '../../../db/cart-repository';
import { HttpError } from '../../../http/http-errors';
import {
  AddToCartBodySchema,
  CartParamsSchema,
  CartSchema,
  SetQuantityBodySchema,
} from '../../../schemas/cart';
import { ErrorSchema, authErrors } from '../../../schemas/common';

const security = [{ bearerAuth: [] }];
const tags = ['cart'];

/** /api/cart: the token's user's server cart; every answer is the whole cart. */
const cartRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  async function requireProduct(productId: number) {
    if (!(await productExists(db, productId))) throw new HttpError(404, MESSAGES.productNotFound);
  }

  fastify.get(
    '/api/cart',
    {
      schema: { tags, security, summary: 'My cart', response: { 200: CartSchema, ...authErrors } },
    },
    async (request) => ({ cart: await listCart(db, request.userId) }),
  );

  fastify.post(
    '/api/cart',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product',
        description: "Adds to the line's quantity when the product is already in the cart (at most 99).",
        body: AddToCartBodySchema,
        response: { 200: CartSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const { product_id: productId, quantity } = request.body;
      await requireProduct(productId);
      await addToCart(db, request.userId, productId, quantity);
      return { cart: await listCart(db, request.userId) };
    },
  );

  fastify.put(
    '/api/cart/:product_id',
    {
      schema: {
        tags,
        security,
        summary: "Set a line's quantity",
        description: 'The quantity is normalised (1 to 99, whole); a product not in the cart yet is added.',
        params: CartParamsSchema,
        body: SetQuantityBodySchema,
        response: { 200: CartSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const productId = request.params.product_id;
      await requireProduct(productId);
      await setCartQuantity(db, request.userId, productId, normalizeQuantity(request.body.quantity));
      return { cart: await listCart(db, request.userId) };
    },
  );

  fastify.delete(
    '/api/cart/:product_id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a line',
        description: 'Removing a product that is not in the cart changes nothing.',
        params: CartParamsSchema,
        response: { 200: CartSchema, ...authErrors },
      },
    },
    async (request) => {
      await removeFromCart(db, request.userId, request.params.product_id);
      return { cart: await listCart(db, request.userId) };
    },
  );
};

export default cartRoutes;
