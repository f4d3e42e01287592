import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';

export const UPLOADS_PREFIX = '/uploads';
const PROFILE_FOLDER = 'profile';
/** The only names this api writes (and so the only ones it serves): 32 hex digits, .webp. */
const STORED_NAME = /^profile\/([a-f0-9]{32})\.webp$/;

/** Pictures larger than this are scaled down (kept whole, never enlarged). */
export const PROFILE_IMAGE_SIZE = 512;
/**
 * A decompression bomb (a small file of a huge picture) is refused before it is decoded. The app sends
 * the file as picked (no resizing in the browser), so the limit is what a phone photo for a 512-px
 * picture is: 12 MP (4032 x 3024) with a third to spare, 4096 x 4096; one decode stays under 64 MB.
 */
export const MAX_INPUT_PIXELS = 4096 * 4096;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class NotAnImageError extends Error {}
/** An image of more than MAX_INPUT_PIXELS pixels. */
export class TooManyPixelsError extends Error {}

/**
 * Recognises JPEG, PNG and WebP by their content (sharp reads the header; names and MIME types are
 * not trusted), then re-encodes: orientation applied, metadata dropped, at most size x size, WebP.
 */
export async function reencodeImage(input: Buffer, size: number): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`format ${format}`);
  // Read from the header: refused before a pixel is decoded.
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${width}x${height}`);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A truncated or corrupt file with a valid header.
    throw new NotAnImageError('undecodable image');
  }
}

export const reencodeProfileImage = (input: Buffer) => reencodeImage(input, PROFILE_IMAGE_SIZE);

/** Writes a re-encoded picture into a folder of the uploads under a new random name (32 hex digits .webp). */
export async function storeUpload(uploadsDir: string, folder: string, image: Buffer): Promise<string> {
  const dir = path.join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(path.join(dir, name), image, { flag: 'wx' });
  return name;
}

/** Writes the picture under a new random name and answers its public path. */
export async function storeProfileImage(uploadsDir: string, image: Buffer): Promise<string> {
  const name = await storeUpload(uploadsDir, PROFILE_FOLDER, image);
  return `${UPLOADS_PREFIX}/${PROFILE_FOLDER}/${name}`;
}

/** The file behind a public path this api made, or null for anything else. */
function fileOf(uploadsDir: string, relative: string): string | null {
  return STORED_NAME.test(relative) ? path.join(uploadsDir, relative) : null;
}

/** Deletes a picture this api stored; other values (none, foreign paths) are left alone. */
export async function deleteProfileImage(uploadsDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(`${UPLOADS_PREFIX}/`)) return;
  const file = fileOf(uploadsDir, publicPath.slice(UPLOADS_PREFIX.length + 1));
  if (file) await rm(file, { force: true });
}

/** A stored picture's bytes, or null when there is no such file. */
export async function readStoredImage(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** The bytes of an uploaded picture by its path under /uploads/, or null (unknown, or not a name we make). */
export async function readUploadedImage(uploadsDir: string, relative: string): Promise<Buffer | null> {
  const file = fileOf(uploadsDir, relative);
  return file ? readStoredImage(file) : null;
}
