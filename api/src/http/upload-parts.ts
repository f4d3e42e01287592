import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

export interface UploadParts {
  /** The first file sent under the form's file field, if any. */
  file?: Buffer;
  /** The text fields, by name (the first of each). */
  fields: Record<string, string>;
}

/**
 * A multipart/form-data upload (415 otherwise): the first file named `fileField`, read into memory up
 * to the multipart plugin's size, and the text fields; other files are drained unread. A file over the
 * size is 413 with `tooLarge`.
 */
export async function readUploadParts(
  request: FastifyRequest,
  fileField: string,
  tooLarge: string,
): Promise<UploadParts> {
  if (!request.isMultipart()) throw new HttpError(415, 'Please send the image as multipart/form-data.');
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        if (upload.fieldname === fileField && !file) file = await upload.toBuffer();
        else upload.file.resume();
      } else {
        fields[part.fieldname] ??= String(part.value);
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw err;
  }
  return { file, fields };
}
