import { MAX_PRODUCT_PICTURES, PRODUCT_MESSAGES } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import type { Database } from '../db/client';
import {
  type PictureRow,
  deletePicture,
  findStaffProduct,
  insertPicture,
  lockStaffProduct,
  picturesOf,
  setPictureOrder,
  updateProduct,
} from '../db/staff-products-repository';
import { badRequest } from '../http/form';
import { HttpError } from '../http/http-errors';
import { reencodeProductPicture, storeProductPicture } from '../images/product-images';
import { NotAnImageError, TooManyPixelsError } from '../images/profile-images';
import { ProductWriteError } from './edit-product';
import { NO_PICTURE } from './staff-product';

// A product's pictures in their order: added, removed, reordered, each under the product's row lock
// with its audit line. The first is the listing's picture (products.image_file), so every change that
// moves it moves that too. Files are never deleted: an order placed with a picture still shows it.

/** The files of the pictures as they are after the change, in order. */
type PictureChange = (tx: Database, pictures: PictureRow[]) => Promise<string[]>;

/**
 * Runs a change of the product's pictures in one transaction. The listing picture follows the first; a
 * published product keeps at least one; the audit line names the files before and after.
 */
async function changePictures(
  db: Database,
  productId: number,
  action: string,
  change: PictureChange,
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const product = await lockStaffProduct(tx, productId);
    if (!product) throw new ProductWriteError('no-product');
    const before = await picturesOf(tx, productId);
    const after = await change(tx, before);
    const listing = after[0] ?? NO_PICTURE;
    if (listing === NO_PICTURE && product.published) throw new ProductWriteError('last-picture');
    if (listing !== product.imageFile) {
      await updateProduct(tx, productId, { imageFile: listing, updatedAt: now });
    }
    await recordAudit(
      tx,
      actor,
      {
        action,
        objectType: 'product',
        objectId: productId,
        before: { pictures: before.map((picture) => picture.file) },
        after: { pictures: after },
      },
      now,
    );
  });
}

const refusal = (status: number, message: string) => new HttpError(status, message, { image: message });

/**
 * A picture staff uploaded, checked by its content (415 when it is not a JPEG, PNG or WebP; 422 over
 * the pixel limit), re-encoded and added last. A product's first picture becomes its listing picture.
 */
export async function addPicture(
  deps: { db: Database; uploadsDir: string },
  productId: number,
  upload: Buffer,
  actor: Actor,
  now: Date,
): Promise<void> {
  const { db, uploadsDir } = deps;
  // Refused before the dear part (decoding and encoding) where it can be; checked again under the lock.
  if (!(await findStaffProduct(db, productId))) throw new ProductWriteError('no-product');
  if ((await picturesOf(db, productId)).length >= MAX_PRODUCT_PICTURES) {
    throw new ProductWriteError('too-many-pictures');
  }
  let encoded: Buffer;
  try {
    encoded = await reencodeProductPicture(upload);
  } catch (err) {
    if (err instanceof NotAnImageError) throw refusal(415, PRODUCT_MESSAGES.pictureType);
    if (err instanceof TooManyPixelsError) throw refusal(422, PRODUCT_MESSAGES.pictureTooManyPixels);
    throw err;
  }
  const file = await storeProductPicture(uploadsDir, encoded);
  const add: PictureChange = async (tx, pictures) => {
    if (pictures.length >= MAX_PRODUCT_PICTURES) throw new ProductWriteError('too-many-pictures');
    await insertPicture(tx, productId, file, pictures.length);
    return [...pictures.map((picture) => picture.file), file];
  };
  await changePictures(db, productId, 'product.picture.add', add, actor, now);
}

/** Removes one picture; the others close up behind it. */
export async function removePicture(
  db: Database,
  request: { productId: number; pictureId: number },
  actor: Actor,
  now: Date,
): Promise<void> {
  const { productId, pictureId } = request;
  const remove: PictureChange = async (tx, pictures) => {
    if (!pictures.some((picture) => picture.id === pictureId)) throw new ProductWriteError('no-picture');
    const kept = pictures.filter((picture) => picture.id !== pictureId);
    await deletePicture(tx, productId, pictureId);
    await setPictureOrder(
      tx,
      productId,
      kept.map((picture) => picture.id),
    );
    return kept.map((picture) => picture.file);
  };
  await changePictures(db, productId, 'product.picture.remove', remove, actor, now);
}

/**
 * Puts the pictures in the order given: every picture of the product once (400 for a repeated id; a
 * list that is not the product's pictures as they are now is 'changed', a page that missed a change).
 */
export async function orderPictures(
  db: Database,
  request: { productId: number; order: number[] },
  actor: Actor,
  now: Date,
): Promise<void> {
  const { productId, order } = request;
  if (new Set(order).size !== order.length) throw badRequest(PRODUCT_MESSAGES.pictureOrder, 'order');
  const reorder: PictureChange = async (tx, pictures) => {
    const byId = new Map(pictures.map((picture) => [picture.id, picture.file]));
    if (order.length !== pictures.length || order.some((id) => !byId.has(id))) {
      throw new ProductWriteError('changed');
    }
    await setPictureOrder(tx, productId, order);
    return order.map((id) => byId.get(id)!);
  };
  await changePictures(db, productId, 'product.picture.order', reorder, actor, now);
}
