import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from '../config';
import { strongEtag } from '../http/etag';
import { type CachedBytes, prepareBytes } from '../http/send-cached';
import { readStoredImage, reencodeImage, storeUpload } from './profile-images';

export const PRODUCT_ASSETS_DIR = path.join(API_ROOT, 'assets', 'products');

export interface ImageFile extends CachedBytes {
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
// Plain names only: no dots before the extension, no separators, nothing hidden.
export const PRODUCT_IMAGE_NAME = /^[a-z0-9][a-z0-9-]*\.(svg|png|webp|jpg)$/;

const loaded = new Map<string, Promise<Map<string, ImageFile>>>();

/**
 * Reads the shipped pictures once per process (the image and page routes both serve them, and each
 * api the tests start would compress them again). Requests are answered from this map by exact name,
 * so no path a client sends ever reaches the file system.
 */
export function loadProductImages(dir = PRODUCT_ASSETS_DIR): Promise<Map<string, ImageFile>> {
  let images = loaded.get(dir);
  if (!images) {
    images = readImages(dir);
    loaded.set(dir, images);
    // A failed read (a missing folder) is not kept: the next start reads again.
    images.catch(() => loaded.delete(dir));
  }
  return images;
}

async function readImages(dir: string): Promise<Map<string, ImageFile>> {
  const images = new Map<string, ImageFile>();
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !PRODUCT_IMAGE_NAME.test(entry.name)) continue;
    const body = await readFile(path.join(dir, entry.name));
    const contentType = CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream';
    // SVG is text and compresses well; the other formats are compressed already.
    const bytes = entry.name.endsWith('.svg') ? await prepareBytes(body) : { body, etag: strongEtag(body) };
    images.set(entry.name, { ...bytes, contentType });
  }
  return images;
}

/** Where staff's uploaded product pictures are kept, inside the uploads folder. */
const PRODUCT_UPLOADS = 'products';
/** The names the back office gives them (storeUpload's): served beside the shipped pictures. */
export const UPLOADED_PRODUCT_PICTURE = /^[a-f0-9]{32}\.webp$/;
/** Uploaded pictures are scaled down to this (the product page shows them at most 600 px wide, at 2x). */
export const PRODUCT_PICTURE_SIZE = 1200;

/** A staff member's picture, recognised by content and re-encoded as profile pictures are. */
export const reencodeProductPicture = (input: Buffer) => reencodeImage(input, PRODUCT_PICTURE_SIZE);

/** Stores a re-encoded picture; answers its file name (what products.image_file and the URL hold). */
export const storeProductPicture = (uploadsDir: string, image: Buffer) =>
  storeUpload(uploadsDir, PRODUCT_UPLOADS, image);

/**
 * An uploaded picture by its name, as /api/images/products/ serves it; null for any other name. A
 * removed picture's file stays: an order placed with it still shows it.
 */
export async function readProductPicture(uploadsDir: string, name: string): Promise<ImageFile | null> {
  if (!UPLOADED_PRODUCT_PICTURE.test(name)) return null;
  const body = await readStoredImage(path.join(uploadsDir, PRODUCT_UPLOADS, name));
  return body && { body, etag: strongEtag(body), contentType: CONTENT_TYPES['.webp']! };
}
