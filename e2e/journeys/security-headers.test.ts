// The edge defends the page: both servers (npm start's site server and the nginx of start:prod, here
// with TLS and a certificate made at start) send the same security headers with every page, and every
// route of the site renders in chromium without one refusal by its Content-Security-Policy.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import https from 'node:https';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { after, before, describe, it } from 'node:test';
import { SITE_ROUTES, fillPath } from '@harmony/shared/routes';
import type { Browser, BrowserContext } from 'playwright-core';
import { SHELL_ROOT } from '../../scripts/lib/apps.mjs';
import { policyOf } from '../../scripts/lib/edge-policy.mjs';
import { findNginx, startNginx, writeNginxConfig } from '../../scripts/lib/nginx.mjs';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { type Stack, startStack } from '../support/stack';

// Ports no other journey uses (stack.ts takes free ones from the system; production 4900–4919).
const HTTP_PORT = 4930 + (process.pid % 5) * 4;
const TLS_PORT = HTTP_PORT + 1;
const edgeUrl = `https://127.0.0.1:${TLS_PORT}`;
const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/** Every route of the table, its parameters filled in; the private ones are visited signed in. */
const ROUTES = SITE_ROUTES.map((route) => fillPath(route.path, { id: 3, orderId: 1 }));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

let nginxAvailable = true;
try {
  findNginx();
} catch {
  nginxAvailable = false;
}

describe('the edge defends the page', { skip: !nginxAvailable && 'nginx is not installed' }, () => {
  let stack: Stack;
  let workDir = '';
  let certificate = '';
  let edge: Awaited<ReturnType<typeof startNginx>> | undefined;
  let browser: Browser;

  /** GET over HTTPS trusting only the certificate made at start; redirects are not followed. */
  const edgeGet = (url: string, options: tls.ConnectionOptions = {}) =>
    new Promise<Answer>((resolve, reject) => {
      https
        .get(url, { ca: certificate, agent: false, ...options }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        })
        .on('error', reject);
    });

  before(async () => {
    stack = await startStack();
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-edge-'));
    const nginx = findNginx();
    const runDir = path.join(workDir, 'run');
    const conf = await writeNginxConfig({
      nginx,
      runDir,
      listen: `127.0.0.1:${HTTP_PORT}`,
      tls: { listen: `127.0.0.1:${TLS_PORT}` },
      apiUrls: [stack.apiUrl],
      accessLog: 'off',
      razorpay: false,
    });
    edge = await startNginx({ nginx, runDir, conf, url: `http://127.0.0.1:${HTTP_PORT}` });
    certificate = await readFile(path.join(runDir, 'tls', 'certificate.pem'), 'utf8');
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await edge?.stop();
    await stack?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('sends the same headers with every page from both servers; Strict-Transport-Security over TLS', async () => {
    // The shell's one inline script (its boot script) by hash; no Razorpay here: the sandbox pays.
    const shell = await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8');
    const boot = /<script>([\s\S]*?)<\/script>/.exec(shell)?.[1] ?? '';
    const policy =
      "object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'; script-src 'self' " +
      `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    assert.equal(policyOf({ hashes: [/'sha256-\S+'/.exec(policy)![0]], razorpay: false }), policy);
    for (const route of [...ROUTES, '/description/999999']) {
      const site = await fetch(`${stack.shellUrl}${route}`);
      const edgeAnswer = await edgeGet(`${edgeUrl}${route}`);
      assert.equal(edgeAnswer.status, site.status, route);
      for (const [name, value] of [
        ['content-security-policy', policy],
        ['x-content-type-options', 'nosniff'],
        ['referrer-policy', 'strict-origin-when-cross-origin'],
        ['permissions-policy', 'camera=(), microphone=(), geolocation=()'],
      ]) {
        assert.equal(site.headers.get(name!), value, `site server ${route} ${name}`);
        assert.equal(edgeAnswer.headers[name!], value, `nginx ${route} ${name}`);
      }
      assert.equal(site.headers.get('strict-transport-security'), null, 'no HSTS over plain HTTP');
      assert.equal(edgeAnswer.headers['strict-transport-security'], 'max-age=63072000', route);
    }
    // The site's files carry the same (but no page policy); their source maps are not served.
    const script = await edgeGet(`${edgeUrl}/main.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers['x-content-type-options'], 'nosniff');
    const manifest = JSON.parse(await (await fetch(`${stack.shellUrl}/catalog/mf-manifest.json`)).text());
    const chunk = String(manifest.metaData.remoteEntry.name);
    assert.equal((await edgeGet(`${edgeUrl}/catalog/${chunk}`)).status, 200);
    assert.equal((await edgeGet(`${edgeUrl}/catalog/${chunk}.map`)).status, 404, 'no source map');
  });

  it('redirects plain HTTP to HTTPS and speaks only TLS 1.2+ with forward-secret ciphers', async () => {
    const plain = await fetch(`http://127.0.0.1:${HTTP_PORT}/description/3?from=mail`, {
      redirect: 'manual',
    });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.get('location'), `${edgeUrl}/description/3?from=mail`);
    const api = await fetch(`http://127.0.0.1:${HTTP_PORT}/api/products`, { redirect: 'manual' });
    assert.equal(api.status, 301, 'the api too');

    const protocol = await new Promise<string | null>((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: TLS_PORT, ca: certificate }, () => {
        resolve(socket.getProtocol());
        socket.end();
      });
      socket.on('error', reject);
    });
    assert.equal(protocol, 'TLSv1.3');
    // RSA key exchange, no forward secrecy: outside Mozilla's intermediate profile.
    await assert.rejects(
      edgeGet(`${edgeUrl}/`, { maxVersion: 'TLSv1.2', ciphers: 'AES128-SHA256' }),
      /handshake failure|alert/i,
    );
    await assert.rejects(edgeGet(`${edgeUrl}/`, { maxVersion: 'TLSv1.1', minVersion: 'TLSv1' }));
  });

  for (const [name, base] of [
    ['the site server', () => stack.shellUrl],
    ['the nginx edge over TLS', () => edgeUrl],
  ] as const) {
    it(`renders every route from ${name} with no refusal by the page's policy`, async () => {
      const context: BrowserContext = await browser.newContext({
        ignoreHTTPSErrors: true,
        viewport: { width: 1280, height: 900 },
      });
      const violations: string[] = [];
      const errors: string[] = [];
      await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportViolation(text: string): void }).reportViolation;
          report(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`);
        });
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
          violations.push(message.text());
        }
      });
      const shopper = newShopperDetails();
      await registerThroughApi({ apiUrl: stack.apiUrl }, shopper);
      await signInThroughForm(page, base(), shopper.email, shopper.password);
      for (const route of ROUTES) {
        await page.goto(`${base()}${route}`, { waitUntil: 'networkidle' });
        await page.locator('#root *').first().waitFor();
        if (SCREENSHOTS && ['/', '/description/3', '/contact', '/profile'].includes(route)) {
          const file = `${name.split(' ').at(-1)}${route.replaceAll('/', '_') || '_home'}.png`;
          await page.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: false });
        }
      }
      await context.close();
      assert.deepEqual(violations, [], 'no refusal by the Content-Security-Policy');
      assert.deepEqual(errors, [], 'no page errors');
    });
  }

  it('limits sign-in attempts at the edge before the api, generously', async () => {
    const attempt = () =>
      new Promise<number>((resolve, reject) => {
        const req = https.request(
          `${edgeUrl}/api/users/login`,
          { method: 'POST', ca: certificate, agent: false, headers: { 'content-type': 'application/json' } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end('{}');
      });
    const statuses = await Promise.all(Array.from({ length: 80 }, attempt));
    // Counted, not read by position: 80 requests at once reach nginx in no set order.
    const reached = statuses.filter((status) => status === 400).length;
    assert.ok(reached >= 40, `a burst of 40 reaches the api (${reached} of 80 did)`);
    assert.ok(statuses.includes(429), 'a flood of 80 at once is cut short at the edge');
  });
});
