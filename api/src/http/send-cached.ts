import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatch, strongEtag } from './etag';

type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];

export interface CachedBytes {
  body: Buffer;
  etag: string;
  /**
   * The same bytes compressed once, for clients that accept it; present (even empty) when the body is
   * worth compressing, so the answer varies by Accept-Encoding.
   */
  encoded?: Partial<Record<Coding, Buffer>>;
}

// Below this, compressing saves less than the headers it adds.
const MIN_COMPRESS_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Serializes once: the bytes, their strong ETag and, when worth it, their compressed forms (`codings`:
 * br and gzip by default). Compressed on libuv's threads, so a process refreshing its catalogue keeps
 * answering meanwhile. Brotli quality 9 pays for bytes kept and answered many times; an answer made for
 * one request (a search page) asks for less: on 20 KB of products, quality 5 costs a twentieth of the
 * time for a few percent more bytes.
 */
export async function prepareBytes(
  body: Buffer,
  brotliQuality = 9,
  codings: readonly Coding[] = CODINGS,
): Promise<CachedBytes> {
  const cached: CachedBytes = { body, etag: strongEtag(body) };
  if (body.length >= MIN_COMPRESS_BYTES) {
    const compress = (coding: Coding) =>
      coding === 'br'
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : gzipAsync(body, { level: 9 });
    const forms = await Promise.all(codings.map(async (coding) => [coding, await compress(coding)] as const));
    cached.encoded = Object.fromEntries(forms);
  }
  return cached;
}

/**
 * An answer read from the database for one request: serialized, tagged, and compressed with less effort
 * in the one coding that request accepts (a browser's br), not in every coding.
 */
export function answerBytes(request: FastifyRequest, value: unknown): Promise<CachedBytes> {
  const coding = pickCoding(request.headers['accept-encoding']);
  return prepareBytes(Buffer.from(JSON.stringify(value)), 5, coding ? [coding] : []);
}

/** br, then gzip, among what Accept-Encoding allows (q=0 refuses a coding). */
export function pickCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends bytes that were prepared ahead of time, or 304 when the client already holds them. A Buffer
 * with its content type set goes out as is: no per-request serialization or compression.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBytes,
  headers: { contentType: string; cacheControl: string },
) {
  const picked = cached.encoded ? pickCoding(request.headers['accept-encoding']) : null;
  const coding = picked && cached.encoded?.[picked] ? picked : null;
  // Each content coding is another representation, so it gets its own strong validator.
  const etag = coding ? `${cached.etag.slice(0, -1)}-${coding}"` : cached.etag;
  reply.header('etag', etag).header('cache-control', headers.cacheControl);
  if (cached.encoded) reply.header('vary', 'accept-encoding');
  if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  reply.type(headers.contentType);
  if (coding) return reply.header('content-encoding', coding).send(cached.encoded![coding]);
  return reply.send(cached.body);
}
