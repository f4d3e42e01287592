// Serves one app's production build the way a CDN would, and forwards /api to the api so the browser
// talks to a single origin per app (the refresh cookie stays first-party).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const PROXIED = ['/api/', '/uploads/'];

/**
 * @param {object} options
 * @param {string} options.root     the app's dist folder
 * @param {string} options.apiUrl   where /api is forwarded
 * @param {Record<string, () => unknown>} [options.jsonOverrides]  paths answered with generated JSON
 */
export function createAppServer({ root, apiUrl, jsonOverrides = {} }) {
  const gzipCache = new Map();
  const api = new URL(apiUrl);

  async function sendFile(req, res, file) {
    const ext = path.extname(file);
    const info = await stat(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Last-Modified': info.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${info.mtimeMs}`;
      let body = gzipCache.get(key);
      if (!body) {
        body = gzipSync(await readFile(file));
        gzipCache.set(key, body);
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': info.size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  function proxy(req, res) {
    const upstream = http.request(
      {
        hostname: api.hostname,
        port: api.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: api.host, 'x-forwarded-for': req.socket.remoteAddress },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          statusCode: 502,
          error: 'Bad Gateway',
          message: 'The shop server is not reachable.',
        }),
      );
    });
    req.pipe(upstream);
  }

  async function existingFile(pathname) {
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      return (await stat(file)).isFile() ? file : null;
    } catch {
      return null;
    }
  }

  return http.createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      if (PROXIED.some((prefix) => pathname.startsWith(prefix))) return proxy(req, res);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        return res.end();
      }
      if (jsonOverrides[pathname]) {
        const body = JSON.stringify(jsonOverrides[pathname]());
        res.writeHead(200, {
          'Content-Type': TYPES['.json'],
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        });
        return res.end(body);
      }
      const file = await existingFile(decodeURIComponent(pathname));
      if (file) return await sendFile(req, res, file);
      // Client-side routes (/description/3) get the app's page; missing assets stay 404.
      if (!path.extname(pathname)) return await sendFile(req, res, path.join(root, 'index.html'));
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
}

export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
