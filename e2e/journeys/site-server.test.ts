// The site server over real HTTP, beside a real api: what it forwards (bodies the api refuses get the
// api's own answer, never a 5xx or a reset; the shopper's address), what it serves (the shell's routes
// with their own head, the areas under their prefixes, caching and compression, config.json) and how
// it fails (api down). The heads themselves, as crawlers read them: page-metadata.test.ts.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { REMOTE_APPS, SHELL_ROOT, distOf, siteAreas } from '../../scripts/lib/apps.mjs';
import { PAGE_HEAD } from '../../scripts/lib/page-head.mjs';
import { createSiteServer } from '../../scripts/lib/site-server.mjs';

// Ports no other journey uses (stack.ts takes free ones from the system; bench 4800+).
const API_PORT = 4700 + (process.pid % 5) * 4;
const SITE_PORT = API_PORT + 1;
const PARTIAL_SITE_PORT = API_PORT + 2;
const BUILT_SITE_PORT = API_PORT + 3;
/** Sign-ins per client address and window: the address test runs into it, the others stay under it. */
const IP_LIMIT = 6;

type Site = ReturnType<typeof createSiteServer>;
type Api = Awaited<ReturnType<typeof startApi>>;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with node:http (no automatic decompression, a chosen source address). */
function request(
  url: string,
  { method = 'GET', headers = {}, body, localAddress }: RequestOptions = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
}

/**
 * The api refuses an oversized body before reading it and closes its connection; a client still
 * writing may then lose that answer (EPIPE) — the api's own behaviour, so asking it directly is retried.
 */
async function directly(url: string, options: RequestOptions): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await request(url, options);
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Reads one HTTP/1.1 response off the front of `data`; null while it is incomplete. */
function parseResponse(data: Buffer): { answer: RawAnswer; rest: Buffer } | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.split(' ')[1]);
  let offset = end + 4;
  if (headers['transfer-encoding'] === 'chunked') {
    const chunks: Buffer[] = [];
    for (;;) {
      const lineEnd = data.indexOf('\r\n', offset);
      if (lineEnd < 0) return null;
      const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16);
      if (data.length < lineEnd + 2 + size + 2) return null;
      chunks.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
      offset = lineEnd + 2 + size + 2;
      if (size === 0)
        return { answer: { status, headers, body: Buffer.concat(chunks) }, rest: data.subarray(offset) };
    }
  }
  const length = Number(headers['content-length'] ?? 0);
  if (data.length < offset + length) return null;
  return {
    answer: { status, headers, body: data.subarray(offset, offset + length) },
    rest: data.subarray(offset + length),
  };
}

/**
 * Raw requests over one TCP connection, each sent once the previous answer is in; resolves with the
 * answers, and with the socket error if the connection was reset or broken on the way.
 */
function overOneConnection(
  port: number,
  requests: Buffer[],
): Promise<{ answers: RawAnswer[]; error?: Error }> {
  return new Promise((resolve) => {
    const answers: RawAnswer[] = [];
    let data: Buffer = Buffer.alloc(0);
    let error: Error | undefined;
    const socket = net.connect(port, '127.0.0.1', () => socket.write(requests[0]!));
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      for (let parsed = parseResponse(data); parsed; parsed = parseResponse(data)) {
        answers.push(parsed.answer);
        data = parsed.rest;
        const next = requests[answers.length];
        if (next) socket.write(next);
        else socket.end();
      }
    });
    socket.on('error', (err) => (error = err));
    socket.on('close', () => resolve({ answers, error }));
    socket.setTimeout(30_000, () => socket.destroy(new Error('no answer within 30 s')));
  });
}

const rawPost = (pathname: string, contentType: string, body: Buffer, connection = 'keep-alive') =>
  Buffer.concat([
    Buffer.from(
      `POST ${pathname} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: ${connection}\r\n\r\n`,
    ),
    body,
  ]);
const rawGet = (pathname: string) =>
  Buffer.from(`GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

const TWO_MB = Buffer.from(JSON.stringify({ emailOrContact: 'x'.repeat(2 * 1024 * 1024), password: 'x' }));
const NESTED = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

/** Bodies the api refuses, each as a shopper's browser (or a script) might send them. */
const REFUSED: Array<{ name: string; headers: Record<string, string>; body: string | Buffer }> = [
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, body: '{"emailOrContact":' },
  { name: 'a 2 MB body', headers: { 'content-type': 'application/json' }, body: TWO_MB },
  { name: 'deeply nested JSON', headers: { 'content-type': 'application/json' }, body: NESTED },
  { name: 'a wrong content type', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  { name: 'an unreadable content type', headers: { 'content-type': ';;;' }, body: 'hello' },
];

/** index.html's server-side include of the run-time configuration (shell/webpack.config.js). */
const CONFIG_INCLUDE = '<!--# include virtual="/config.json" -->';

/** The api's head for a page (what the site server writes in place of the page's default). */
const headOf = async (route: string) =>
  (await request(`http://127.0.0.1:${API_PORT}/api/pages/head${route}`)).body.toString();

/** The configuration the page carries for its boot script. */
function includedConfig(html: string): unknown {
  const text = /<script id=harmony-config type=application\/json>([^<]*)<\/script>/.exec(html)?.[1];
  assert.ok(text, 'the page has the configuration element');
  return JSON.parse(text);
}

describe('the site server', () => {
  let workDir = '';
  let api: Api;
  let site: Site;
  let partialSite: Site;
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`;
  const apiUrl = `http://127.0.0.1:${API_PORT}`;

  before(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-site-'));
    api = await startApi({
      port: API_PORT,
      env: {
        DATA_DIR: path.join(workDir, 'data'),
        OUTBOX_DIR: path.join(workDir, 'outbox'),
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_IP_MAX: String(IP_LIMIT),
      },
      stdio: 'ignore',
      isolated: true,
    });
    site = createSiteServer({
      shellRoot: SHELL_ROOT,
      areas: siteAreas(),
      apiUrl: api.url,
      siteConfig: { contactEmail: 'help@harmony.example' },
      razorpay: true,
    });
    await site.listen({ port: SITE_PORT, host: '127.0.0.1' });
    // Account deployed on an origin of its own, named in the site's configuration.
    partialSite = createSiteServer({
      shellRoot: SHELL_ROOT,
      areas: siteAreas({ without: ['account'] }),
      apiUrl: api.url,
      siteConfig: { remotes: { account: 'https://account.example.in/mf-manifest.json' } },
      razorpay: false,
    });
    await partialSite.listen({ port: PARTIAL_SITE_PORT, host: '127.0.0.1' });
  });

  after(async () => {
    await site?.close();
    await partialSite?.close();
    await api?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  for (const pathname of ['/api/users/login', '/api/cart']) {
    for (const refused of REFUSED) {
      it(`passes ${refused.name} on to POST ${pathname} and answers as the api does`, async () => {
        const options = { method: 'POST', headers: refused.headers, body: refused.body };
        const direct = await directly(`${apiUrl}${pathname}`, options);
        const proxied = await request(`${siteUrl}${pathname}`, options);
        assert.ok(direct.status >= 400 && direct.status < 500, `the api refuses it (${direct.status})`);
        assert.equal(proxied.status, direct.status);
        assert.deepEqual(json(proxied), json(direct));
      });
    }
  }

  it('keeps the connection after the api refused a 2 MB body (no reset)', async () => {
    const { answers, error } = await overOneConnection(SITE_PORT, [
      rawPost('/api/users/login', 'application/json', TWO_MB),
      rawGet('/api/health'),
    ]);
    assert.equal(error, undefined, `no socket error (${error?.message})`);
    assert.equal(answers.length, 2, 'both answers arrive on the one connection');
    assert.equal(answers[0]!.status, 413);
    assert.match(answers[0]!.body.toString(), /larger than 100 KB/);
    assert.equal(answers[1]!.status, 200);
  });

  it("forwards the shopper's own address, whatever X-Forwarded-For the shopper sent", async () => {
    const signIn = (localAddress: string, headers: Record<string, string> = {}) =>
      request(`${siteUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
        localAddress,
      });
    for (let i = 0; i < IP_LIMIT; i++) assert.equal((await signIn('127.0.0.2')).status, 400);
    assert.equal((await signIn('127.0.0.2')).status, 429, "the api counted 127.0.0.2's attempts");
    assert.equal((await signIn('127.0.0.3')).status, 400, 'another address is counted apart');
    const spoofed = await signIn('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' });
    assert.equal(spoofed.status, 400, "a forged X-Forwarded-For does not borrow another shopper's address");
  });

  it("answers the shell's routes with its index.html, config.json and the page's head written in, never cached", async () => {
    const file = await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8');
    assert.ok(file.includes(CONFIG_INCLUDE), "the build's page asks for config.json");
    assert.match(file, PAGE_HEAD, "the build's page asks for its head");
    const config = json(await request(`${siteUrl}/config.json`));
    // Scripts from here, Razorpay's checkout (it takes the payments) and the build's inline boot script.
    const boot = /<script>([\s\S]*?)<\/script>/.exec(file)?.[1] ?? '';
    const policy =
      "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'; script-src 'self' " +
      `'sha256-${createHash('sha256').update(boot).digest('base64')}' https://checkout.razorpay.com`;
    for (const route of ['/', '/description/3', '/About', '/order/12', '/index.html']) {
      const answer = await request(`${siteUrl}${route}`);
      assert.equal(answer.status, 200, route);
      assert.match(String(answer.headers['content-type']), /^text\/html/, route);
      assert.equal(answer.headers['cache-control'], 'no-cache', route);
      assert.equal(answer.headers['content-security-policy'], policy, route);
      const html = answer.body.toString();
      const head = await headOf(route);
      assert.equal(
        html.replace(/(<script id=harmony-config[^>]*>)[^<]*/, `$1${CONFIG_INCLUDE}`),
        file.replace(PAGE_HEAD, () => head),
        route,
      );
      assert.deepEqual(includedConfig(html), config, `${route} carries config.json`);
    }
  });

  it('writes a configuration into the page that cannot end its script element', async () => {
    const sneaky = createSiteServer({
      shellRoot: SHELL_ROOT,
      areas: siteAreas(),
      apiUrl: api.url,
      siteConfig: { contactEmail: '</script><script>alert(1)</script>@harmony.example' },
    });
    await sneaky.listen({ port: BUILT_SITE_PORT, host: '127.0.0.1' });
    try {
      const html = (await request(`http://127.0.0.1:${BUILT_SITE_PORT}/`)).body.toString();
      const file = await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8');
      const head = await headOf('/');
      assert.equal(
        html.match(/<\/script>/g)?.length,
        file.replace(PAGE_HEAD, () => head).match(/<\/script>/g)?.length,
      );
      assert.equal(
        (includedConfig(html) as { contactEmail: string }).contactEmail,
        '</script><script>alert(1)</script>@harmony.example',
      );
    } finally {
      await sneaky.close();
    }
  });

  it('serves each area under its prefix, to other origins too, and nothing else there', async () => {
    const manifest = await request(`${siteUrl}/catalog/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.match(String(manifest.headers['content-type']), /^application\/json/);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal(json(manifest).name, 'catalog');

    for (const app of REMOTE_APPS) {
      const entry = await request(`${siteUrl}${app.prefix}remoteEntry.js`);
      assert.equal(entry.status, 200, `${app.prefix}remoteEntry.js`);
      assert.equal(entry.headers['cache-control'], 'no-cache');
    }

    for (const missing of [
      '/catalog/missing.js',
      '/catalog/some/route',
      '/catalog/',
      '/catalog',
      '/missing.js',
    ]) {
      assert.equal((await request(`${siteUrl}${missing}`)).status, 404, missing);
    }
  });

  it('lets content-hashed files be cached for good', async () => {
    const hashed = (await readdir(distOf(REMOTE_APPS[0]!))).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
    assert.ok(hashed, 'the catalog build has a content-hashed chunk');
    const chunk = await request(`${siteUrl}/catalog/${hashed}`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    assert.ok(chunk.headers.etag || chunk.headers['last-modified'], 'a validator for revalidation');
  });

  it('compresses text with brotli or gzip, the SPA fallback included', async () => {
    const page = (await request(`${siteUrl}/About`)).body;
    const entry = await readFile(path.join(distOf(REMOTE_APPS[0]!), 'remoteEntry.js'));
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      for (const [url, original] of [
        [`${siteUrl}/About`, page],
        [`${siteUrl}/catalog/remoteEntry.js`, entry],
      ] as const) {
        const answer = await request(url, { headers: { 'accept-encoding': encoding } });
        assert.equal(answer.headers['content-encoding'], encoding, `${url} in ${encoding}`);
        assert.match(String(answer.headers.vary), /accept-encoding/i);
        assert.ok(decoders[encoding](answer.body).equals(original), `${url} decodes to the file`);
      }
    }
    const plain = await request(`${siteUrl}/About`);
    assert.equal(plain.headers['content-encoding'], undefined, 'none when none is asked for');
  });

  it("sends a build's own file.br / file.gz when there is one", async () => {
    // A build that compressed ahead: each .br/.gz differs from its file, to tell which was sent.
    const root = path.join(workDir, 'precompressed');
    await mkdir(root, { recursive: true });
    // A page above the size worth compressing.
    const page = `<!doctype html>${'<p>page</p>'.repeat(200)}`;
    const files = { 'index.html': page, 'app.0123abcd.js': 'console.log(1);' };
    for (const [name, text] of Object.entries(files)) {
      await writeFile(path.join(root, name), text);
      await writeFile(path.join(root, `${name}.br`), brotliCompressSync(`${text} /* br */`));
      await writeFile(path.join(root, `${name}.gz`), gzipSync(`${text} /* gz */`));
    }
    await writeFile(path.join(root, 'app.0123abcd.js.map'), '{}');
    const built = createSiteServer({
      shellRoot: root,
      areas: { catalog: { prefix: '/catalog/', root } },
      apiUrl: api.url,
      sourceMaps: false,
    });
    await built.listen({ port: BUILT_SITE_PORT, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${BUILT_SITE_PORT}`;
      const br = await request(`${url}/catalog/app.0123abcd.js`, { headers: { 'accept-encoding': 'br' } });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(br.body).toString(), 'console.log(1); /* br */');
      assert.match(String(br.headers['content-type']), /javascript/);
      assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(br.headers['access-control-allow-origin'], '*');
      assert.match(String(br.headers.vary), /accept-encoding/i);

      // The page is completed per request (its include), so it is compressed then, never sent ready-made.
      const gz = await request(`${url}/description/3`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.body).toString(), page);
      assert.equal(gz.headers['cache-control'], 'no-cache');

      const plain = await request(`${url}/catalog/app.0123abcd.js`);
      assert.equal(plain.body.toString(), 'console.log(1);');
      // Production keeps its source maps to itself (PUBLIC_SOURCE_MAPS=1 would serve them).
      for (const map of ['/catalog/app.0123abcd.js.map', '/app.0123abcd.js.map']) {
        assert.equal((await request(`${url}${map}`)).status, 404, map);
      }
    } finally {
      await built.close();
    }
  });

  it('serves config.json with the areas at relative addresses and the site settings', async () => {
    const answer = await request(`${siteUrl}/config.json`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.deepEqual(json(answer), {
      contactEmail: 'help@harmony.example',
      remotes: {
        catalog: '/catalog/mf-manifest.json',
        cart_checkout: '/cart-checkout/mf-manifest.json',
        account: '/account/mf-manifest.json',
        backoffice: '/backoffice/mf-manifest.json',
      },
    });
  });

  it('answers 404 under the prefix of an area served elsewhere, and names its address', async () => {
    const partialUrl = `http://127.0.0.1:${PARTIAL_SITE_PORT}`;
    assert.equal((await request(`${partialUrl}/account/mf-manifest.json`)).status, 404);
    assert.equal((await request(`${partialUrl}/account/profile`)).status, 404);
    const profile = await request(`${partialUrl}/profile`);
    assert.equal(profile.status, 200, "the shell's route still loads");
    assert.match(
      String(profile.headers['content-security-policy']),
      /; script-src 'self' 'sha256-\S+' https:\/\/account\.example\.in$/,
      'the page may run the scripts of the area served elsewhere (and no Razorpay script: the sandbox pays)',
    );
    assert.deepEqual(json(await request(`${partialUrl}/config.json`)).remotes, {
      catalog: '/catalog/mf-manifest.json',
      cart_checkout: '/cart-checkout/mf-manifest.json',
      account: 'https://account.example.in/mf-manifest.json',
      backoffice: '/backoffice/mf-manifest.json',
    });
  });

  it('answers 503 with a message while the api is down, and still serves the site', async () => {
    await api.stop();
    const products = await request(`${siteUrl}/api/products`);
    assert.equal(products.status, 503);
    assert.deepEqual(json(products), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The shop server is not reachable.',
    });

    const { answers, error } = await overOneConnection(SITE_PORT, [
      rawPost('/api/users/login', 'application/json', TWO_MB),
      rawGet('/About'),
    ]);
    assert.equal(error, undefined, `no socket error (${error?.message})`);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [503, 200],
    );
  });
});
