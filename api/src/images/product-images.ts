import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_ROOT } from '../config';
import { strongEtag } from '../http/etag';
import { type CachedBytes, prepareBytes } from '../http/send-cached';

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

/**
 * Reads the shipped pictures once. Requests are answered from this map by exact name, so no path a
 * client sends ever reaches the file system.
 */
export async function loadProductImages(dir = PRODUCT_ASSETS_DIR): Promise<Map<string, ImageFile>> {
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
