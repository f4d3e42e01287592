// The whole site on one origin, laid out as the production edge serves it: the shell's build at `/`
// (client-side routes get its index.html), each remote's build under its prefix (/catalog/ …), /api and
// /uploads forwarded to the api. Built from maintained Fastify plugins; no body is parsed here, so
// whatever a shopper sends reaches the api unchanged and the api's own answer comes back.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { REMOTE_APPS } from './apps.mjs';
import {
  MAX_BODY_BYTES,
  SOURCE_MAP,
  pagePolicy,
  razorpayConfigured,
  siteHeaders,
  sourceMapsServed,
} from './edge-policy.mjs';
import { withPageHead } from './page-head.mjs';

/**
 * Forwarded to the api, every method, bodies passed on unparsed and unchanged. The api also writes
 * /robots.txt and /sitemap.xml (from the catalogue and SITE_URL).
 */
export const PROXIED_PREFIXES = ['/api', '/uploads', '/robots.txt', '/sitemap.xml'];

/** webpack's content-hashed names (`322.d1635934.js`, `128.43481b7b.css`, their maps): never change. */
const HASHED = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Text worth compressing: html, js, css, json (manifests, maps, config), svg. */
const COMPRESSIBLE =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)\b/;
/** A last path segment with an extension names a file; anything else is a route of the shell. */
const HAS_EXTENSION = /\.[^/]+$/;
/** index.html's server-side include of the run-time configuration (shell/webpack.config.js). */
const CONFIG_INCLUDE = '<!--# include virtual="/config.json" -->';

const UNREACHABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The shop server is not reachable.',
};

/** Headers a client could send to pass itself off as someone else behind this edge. */
const SPOOFABLE = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/** Said to this hop only; the proxy's own client sets what it needs (the body's length or chunking). */
const HOP_BY_HOP = [
  'expect',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/** A request with a body announces it (RFC 9112 §6.3); one without must be forwarded without one. */
const hasBody = (raw) =>
  raw.headers['transfer-encoding'] !== undefined ||
  (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0');

const BODY = Symbol('body');
const BODYLESS = new Set(['GET', 'HEAD']);
/** How long the api may stay silent on one request (a payment gateway call takes up to 15 s). */
const API_TIMEOUT_MS = 5 * 60 * 1000;

function tooLarge(reply) {
  reply.header('connection', 'close');
  return Object.assign(new Error(`The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`), {
    statusCode: 413,
  });
}

/** The request's body as it came, bytes unchanged, never more than MAX_BODY_BYTES. */
async function readBody(raw, reply) {
  if (Number(raw.headers['content-length']) > MAX_BODY_BYTES) throw tooLarge(reply);
  const chunks = [];
  let size = 0;
  for await (const chunk of raw) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw tooLarge(reply);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The request to the api, with its (buffered) body. */
function forward(request, reply) {
  const body = request[BODY];
  request.body = body?.length ? Readable.from([body]) : undefined;
  const prefix = PROXIED_PREFIXES.find((candidate) => request.url.startsWith(candidate));
  const { url, options } = reply.fromParameters(request.url, request.params, prefix);
  reply.from(url, options);
}

/** @param {string | (() => string[])} root */
const rootsOf = (root) => (typeof root === 'function' ? root : () => [root]);

/**
 * config.json for a site that serves `areas` itself: those at relative addresses (the shell resolves
 * them against the page's), over any the site's configuration names elsewhere.
 * @param {{ areas: Record<string, { prefix: string }>, siteConfig?: Record<string, unknown> }} options
 */
export function runtimeConfig({ areas, siteConfig = {} }) {
  const { remotes: elsewhere = {}, ...settings } = siteConfig;
  const remotes = {
    .../** @type {Record<string, string>} */ (elsewhere),
    ...Object.fromEntries(
      Object.entries(areas).map(([name, area]) => [name, `${area.prefix}mf-manifest.json`]),
    ),
  };
  return JSON.stringify({ ...settings, remotes });
}

/**
 * A folder, or the folders to serve from in order, read per request (an area's live release, then its
 * older kept releases: scripts/lib/releases.mjs): a file missing in one is looked for in the next.
 * @typedef {string | (() => string[])} Roots
 * @typedef {{ prefix: string, root: Roots }} Area
 * @param {object} options
 * @param {Roots} options.shellRoot   the shell's dist folder (or its releases), served at `/`
 * @param {Record<string, Area>} [options.areas]  remotes by name (`catalog`, `cart_checkout`, `account`);
 *   one left out is not deployed: its prefix answers 404
 * @param {string} options.apiUrl      where /api and /uploads go (http://127.0.0.1:4000)
 * @param {Record<string, unknown> & { remotes?: Record<string, string> }} [options.siteConfig]  the other
 *   members of /config.json (contactEmail…); its `remotes` name areas served elsewhere (absolute
 *   addresses), under those served here
 * @param {boolean | object} [options.logger]  true: pino at `warn`; an object: pino options; default off
 * @param {boolean} [options.razorpay]  the api takes payments through Razorpay: the page may load its
 *   checkout script; default from RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, as the api reads them
 * @param {boolean} [options.sourceMaps]  whether the builds' .map files are served
 * @returns {import('fastify').FastifyInstance} not listening yet
 */
export function createSiteServer({
  shellRoot,
  areas = {},
  apiUrl,
  siteConfig = {},
  logger = false,
  razorpay = razorpayConfigured(),
  sourceMaps = sourceMapsServed(),
}) {
  const app = Fastify({
    logger: logger === true ? { level: 'warn' } : logger || false,
    // This server is the edge: the address of the socket is the shopper's.
    trustProxy: false,
    // close() lets requests in flight finish, but does not wait for idle keep-alive connections.
    forceCloseConnections: 'idle',
  });

  const areaList = Object.values(areas);
  const shellRoots = rootsOf(shellRoot);
  // Every remote's prefix is reserved, deployed or not, so a missing area is a 404 and never the shell.
  const areaPrefixes = [
    ...new Set([...REMOTE_APPS.map((remote) => remote.prefix), ...areaList.map((a) => a.prefix)]),
  ];
  const underArea = (pathname) =>
    areaPrefixes.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));

  // The api. Fastify would look at a body before a route's handler runs (and refuse a content type it
  // cannot read), so the proxy starts from onRequest. The body is read whole first, as nginx's
  // proxy_request_buffering does, so a shopper's slow upload never holds a connection to the api.
  app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      if (hasBody(request.raw)) {
        const body = await readBody(request.raw, reply);
        // The api ignores a GET's body (as Fastify does); it is read here only to keep the connection clean.
        request[BODY] = BODYLESS.has(request.method) ? Buffer.alloc(0) : body;
      }
      forward(request, reply);
      // Resolves once the answer is sent, so Fastify goes no further with this request.
      return reply;
    });
    for (const prefix of PROXIED_PREFIXES) {
      await api.register(fastifyHttpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        undici: { headersTimeout: API_TIMEOUT_MS, bodyTimeout: API_TIMEOUT_MS },
        replyOptions: {
          // Nothing here answers instead of the api: no retry of a GET the api refused with 503.
          retryDelay: () => null,
          rewriteRequestHeaders: (request, headers) => {
            const forwarded = { ...headers };
            for (const name of [...HOP_BY_HOP, ...SPOOFABLE]) delete forwarded[name];
            forwarded['x-forwarded-for'] = request.raw.socket.remoteAddress ?? '';
            if (request[BODY] !== undefined) forwarded['content-length'] = String(request[BODY].length);
            return forwarded;
          },
          // The api's connection is its own business, not the shopper's.
          rewriteHeaders: (headers) => {
            const answered = { ...headers };
            for (const name of ['connection', 'keep-alive', 'transfer-encoding']) delete answered[name];
            return answered;
          },
          onError: (reply, { error }) => {
            if (reply.sent) return;
            reply.log.warn({ err: error }, 'the api did not answer');
            reply
              .code(503)
              .header('cache-control', 'no-store')
              .type('application/json; charset=utf-8')
              .send(UNREACHABLE);
          },
        },
      });
    }
  });

  // The static site in its own context, so compression never touches what goes to or comes from the api.
  app.register(async (site) => {
    // The same headers as nginx's on every page and file (edge-policy.mjs); this server
    // speaks plain HTTP, so no Strict-Transport-Security.
    site.addHook('onSend', async (_request, reply) => {
      reply.headers(siteHeaders({ tls: false }));
    });
    /** A source map when they are not served: a 404 like any missing file. */
    const hidden = (file) => !sourceMaps && SOURCE_MAP.test(file);

    await site.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      customTypes: COMPRESSIBLE,
      // Request bodies are the api's business.
      globalDecompression: false,
    });

    // reply.sendFile for the routes below, from the folders each one names per request (a file missing
    // in the first is looked for in the next); no wildcard route of its own.
    await site.register(fastifyStatic, {
      root: shellRoots()[0] ?? '/',
      serve: false,
      redirect: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, file) {
        const name = path.basename(file).replace(/\.(?:br|gz)$/, '');
        reply.header('cache-control', HASHED.test(name) ? IMMUTABLE : 'no-cache');
      },
    });

    for (const area of areaList) {
      const roots = rootsOf(area.root);
      site.route({
        method: ['GET', 'HEAD'],
        url: `${area.prefix}*`,
        handler(request, reply) {
          const file = request.params['*'];
          // A missing file under an area is a 404, never a page; so is the folder itself (no listing).
          if (!file || file.endsWith('/') || hidden(file)) return reply.callNotFound();
          // Remotes may also be loaded from another origin (the manifest is fetched, chunks are scripts).
          reply.header('access-control-allow-origin', '*');
          return reply.sendFile(file, { root: roots() });
        },
      });
    }

    const config = runtimeConfig({ areas, siteConfig });
    site.get('/config.json', (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        .send(config),
    );

    // The page with config.json written in where it asks for it (the include nginx's ssi module reads
    // too); `<` escaped so nothing in the configuration can end the script element. Then its own
    // metadata from the api, under the api's status (404 for an unknown product).
    const configInPage = config.replaceAll('<', '\\u003c');
    const { remotes } = JSON.parse(config);
    const page = async (request, reply) => {
      const file = await readFile(path.join(shellRoots()[0] ?? '', 'index.html'), 'utf8');
      const configured = file.replaceAll(CONFIG_INCLUDE, () => configInPage);
      const { status, html } = await withPageHead(configured, request.url, apiUrl, { log: request.log });
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pagePolicy(file, remotes, { razorpay }))
        .type('text/html; charset=utf-8')
        .send(html);
    };

    // The shell's files as they are; a path without an extension is a client-side route (/description/3).
    site.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      handler(request, reply) {
        const pathname = request.url.split('?', 1)[0] ?? '/';
        if (underArea(pathname)) return reply.callNotFound();
        const file = request.params['*'];
        if (!HAS_EXTENSION.test(file) || file === 'index.html') return page(request, reply);
        if (hidden(file)) return reply.callNotFound();
        return reply.sendFile(file, { root: shellRoots() });
      },
    });

    site.setNotFoundHandler((request, reply) => {
      if (underArea(request.url)) reply.header('access-control-allow-origin', '*');
      return reply
        .code(404)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    });
  });

  return app;
}
