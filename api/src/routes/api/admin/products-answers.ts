import type { FastifyInstance } from 'fastify';
import { PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { ProductWriteError, type ProductRefusal } from '../../../catalogue/edit-product';
import { staffProduct } from '../../../catalogue/staff-product';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import { StaffProductConflictSchema } from '../../../schemas/staff-products';

// How the back office's product routes answer: the product as staff see it, or why not.

export const security = [{ bearerAuth: [] }];

/** What a product write may answer besides 200/201. */
export const writeErrors = {
  403: ErrorSchema,
  404: ErrorSchema,
  409: StaffProductConflictSchema,
  ...authErrors,
} as const;

const REFUSALS: Record<ProductRefusal, { status: number; message: string }> = {
  'no-product': { status: 404, message: PRODUCT_MESSAGES.noProduct },
  'no-picture': { status: 404, message: PRODUCT_MESSAGES.noPicture },
  changed: { status: 409, message: PRODUCT_MESSAGES.changed },
  'needs-picture': { status: 409, message: PRODUCT_MESSAGES.needsPicture },
  'last-picture': { status: 409, message: PRODUCT_MESSAGES.lastPicture },
  'too-many-pictures': { status: 409, message: PRODUCT_MESSAGES.tooManyPictures },
};

export async function productOr404(db: Database, productId: number) {
  const product = await staffProduct(db, productId);
  if (!product) throw new HttpError(404, PRODUCT_MESSAGES.noProduct);
  return product;
}

/** The staff member making a request, as the audit log names them. */
export const staffActor = (userId: number) => ({ via: 'back office' as const, userId });

/**
 * Runs a write and answers the product as it is after it; this process drops its catalogue copy (the
 * others see the change within their poll). A refused write answers why, with the product as it is now
 * (`product`), so a stale page can show it and keep what was typed.
 */
export async function afterWrite(fastify: FastifyInstance, productId: number, write: () => Promise<unknown>) {
  try {
    await write();
    fastify.catalogue.invalidate();
  } catch (err) {
    if (!(err instanceof ProductWriteError)) throw err;
    const { status, message } = REFUSALS[err.reason];
    const product = await staffProduct(fastify.db, productId);
    throw new HttpError(status, message, undefined, product ? { product } : undefined);
  }
  return productOr404(fastify.db, productId);
}
