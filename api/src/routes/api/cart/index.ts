import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CART_ADD_KEY_KEEP_DAYS,
  CART_ADD_MESSAGES,
  MESSAGES,
  normalizeQuantity,
} from '@harmony/shared/domain';
import {
  addToCart,
  addToCartOnce,
  listCart,
  productExists,
  removeFromCart,
  setCartQuantity,
} from '../../../db/cart-repository';
import { HttpError } from '../../../http/http-errors';
import { idempotencyKeyOf } from '../../../http/idempotency-key';
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
        description:
          "Adds to the line's quantity when the product is already in the cart (at most 99). With an " +
          '`Idempotency-Key` header (1 to 255 printable characters, one per add: the page sends an add ' +
          'again after a reload may have cut it off) an add already made with that key adds nothing and ' +
          'answers the cart; the same key with another product or quantity is 409. Keys are kept ' +
          `${CART_ADD_KEY_KEEP_DAYS} days.`,
        body: AddToCartBodySchema,
        response: { 200: CartSchema, 404: ErrorSchema, 409: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const { product_id: productId, quantity } = request.body;
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      await requireProduct(productId);
      if (key === null) await addToCart(db, request.userId, productId, quantity);
      else {
        const add = await addToCartOnce(db, request.userId, productId, quantity, key);
        if (!add.added && (add.productId !== productId || add.quantity !== quantity))
          throw new HttpError(409, CART_ADD_MESSAGES.keyReused);
      }
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
