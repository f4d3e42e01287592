import type { FastifyReply, FastifyRequest } from 'fastify';
import { invoiceFileName } from '@harmony/shared/gst';
import { ifNoneMatch } from './etag';

/** A tax document as a PDF download: an issued one never changes, so its id is its version. */
export async function sendPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  document: { etag: string; number: string; render: () => Promise<Buffer> },
) {
  reply.header('etag', document.etag).header('cache-control', 'private, no-cache');
  if (ifNoneMatch(request.headers['if-none-match'], document.etag)) return reply.code(304).send();
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${invoiceFileName(document.number)}"`)
    .header('x-content-type-options', 'nosniff')
    .send(await document.render());
}
