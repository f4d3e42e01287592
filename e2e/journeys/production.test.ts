// The shop on its production topology (npm run start:prod: nginx in front of two api processes under
// pm2, on PostgreSQL): a shopper browses, fills a cart, signs in, pays in the sandbox and finds the
// order in My Orders, while one api process is killed and started again. Reads never show an error, and
// the order is recorded and paid exactly once.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import https from 'node:https';
import http from 'node:http';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { Agent, setGlobalDispatcher } from 'undici';
import type { Browser } from 'playwright-core';
import { machineEnv, waitUntilReady } from '../../scripts/lib/api-process.mjs';
import { ROOT, SHELL_ROOT } from '../../scripts/lib/apps.mjs';
import { pagePolicy } from '../../scripts/lib/edge-policy.mjs';
import { newShopperDetails, registerThroughApi, signInThroughForm } from '../support/accounts';
import { launchBrowser, newShopper } from '../support/browser';
import { metaOf, readPage } from '../support/crawler';
import { schemaOrgProblems } from '../support/schema-org';

// Ports no other journey uses (stack.ts: the system's free ones; site-server 4700–4719; supervision 4880–4899).
const PORT = 4900 + (process.pid % 5) * 4;
const API_PORT = PORT + 1;
const TLS_PORT = PORT + 3;
const siteUrl = `https://127.0.0.1:${TLS_PORT}`;
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADDRESS = '12 Gandhi Road, T. Nagar, Chennai, Tamil Nadu - 600017';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(sql: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(sql);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const database = `harmony_prod_${process.pid}`;
const postgresAnswers = await adminQuery('SELECT 1');

describe('the production topology', { skip: !postgresAnswers && 'no PostgreSQL answers' }, () => {
  let workDir = '';
  let topology: ChildProcess | undefined;
  let output = '';
  let browser: Browser | undefined;
  const databaseUrl = (() => {
    const url = new URL(SERVER);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const pidOf = async (instance: number) =>
    Number(await readFile(path.join(workDir, 'pm2', 'pids', `api-${instance}.pid`), 'utf8'));

  before(async () => {
    assert.ok(await adminQuery(`CREATE DATABASE ${database}`));
    workDir = await mkdtemp(path.join(tmpdir(), 'harmony-prod-'));
    topology = spawn(process.execPath, ['scripts/start-prod.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? workDir,
        DATABASE_URL: databaseUrl,
        PORT: String(PORT),
        TLS_PORT: String(TLS_PORT),
        API_PORT: String(API_PORT),
        API_PROCESSES: '2',
        RUN_DIR: path.join(workDir, 'run'),
        RELEASES_DIR: path.join(workDir, 'releases'),
        DATA_DIR: path.join(workDir, 'data'),
        OUTBOX_DIR: path.join(workDir, 'outbox'),
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        PM2_HOME: path.join(workDir, 'pm2'),
        LOG_LEVEL: 'warn',
        // Every request reaches the api from the browser on 127.0.0.1.
        RATE_LIMIT_IP_MAX: '1000',
        // A production api refuses the sandbox and the outbox unless told, loudly, that this is a test.
        ALLOW_SANDBOX_PAYMENTS: '1',
        ALLOW_FILE_OUTBOX: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    topology.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    topology.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    const deadline = Date.now() + 120_000;
    // The certificate start:prod made for this machine is the one this test trusts, and no other.
    const certificate = path.join(workDir, 'run', 'tls', 'certificate.pem');
    let trusted = false;
    for (;;) {
      assert.equal(topology.exitCode, null, `start:prod exited:\n${output}`);
      if (!trusted) {
        const ca = await readFile(certificate, 'utf8').catch(() => undefined);
        if (ca) setGlobalDispatcher(new Agent({ connect: { ca } }));
        trusted = Boolean(ca);
      }
      const health = await fetch(`${siteUrl}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      assert.ok(Date.now() < deadline, `start:prod did not come up:\n${output}`);
      await sleep(250);
    }
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    if (topology && topology.exitCode === null) {
      const exited = new Promise((resolve) => topology!.once('exit', resolve));
      topology.kill('SIGTERM');
      await exited;
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('says at every start that payments are simulated and mail is not sent (allowed here, loudly)', () => {
    assert.match(output, /PAYMENTS ARE SIMULATED/);
    assert.match(output, /MAIL IS NOT SENT/);
  });

  it('serves the shop over HTTPS with a certificate made at start; plain HTTP redirects to it', async () => {
    const plain = await fetch(`http://127.0.0.1:${PORT}/profile`, { redirect: 'manual' });
    assert.equal(plain.status, 301);
    assert.equal(plain.headers.get('location'), `${siteUrl}/profile`);
    const page = await fetch(`${siteUrl}/profile`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('strict-transport-security'), 'max-age=63072000');
  });

  it('browse, cart, sign in, pay and My Orders, with an api process killed on the way', async () => {
    assert.ok(browser);
    const { page, errors } = await newShopper(browser, 1280, { ignoreHTTPSErrors: true });
    const failedReads: string[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'GET' && response.status() >= 500)
        failedReads.push(`${response.status()} ${response.url()}`);
    });

    const shopper = newShopperDetails();
    await registerThroughApi({ apiUrl: siteUrl }, shopper);

    await page.goto(`${siteUrl}/`);
    await page.getByRole('heading', { name: 'Our Products' }).waitFor();
    await signInThroughForm(page, siteUrl, shopper.email, shopper.password);

    await page.goto(`${siteUrl}/description/3`);
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/cart') && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'ADD TO CART' }).click(),
    ]);

    // One api process dies mid-visit; pm2 starts it again.
    const killed = await pidOf(0);
    process.kill(killed, 'SIGKILL');
    for (const route of ['/product', '/description/5', '/']) {
      await page.goto(`${siteUrl}${route}`);
      await page.locator('main img').first().waitFor();
    }
    await page.goto(`${siteUrl}/description/5`);
    await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/cart') && res.request().method() === 'POST'),
      page.getByRole('button', { name: 'ADD TO CART' }).click(),
    ]);

    await page.getByRole('link', { name: /^Cart/ }).click();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.waitForURL('**/order-confirmation');
    await page.getByLabel('Select Billing Address').selectOption({ label: ADDRESS });
    await page.getByLabel('Select Shipping Address').selectOption({ label: ADDRESS });
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const sandbox = page.locator('.hsc-dialog');
    await sandbox.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL('**/order-success');
    const orderId = (await page.getByTestId('success-order-id').innerText()).replace('#', '');

    await page.goto(`${siteUrl}/profile`);
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.getByText(`Order #${orderId}`).waitFor();
    assert.equal(await page.getByText(`Order #${orderId}`).count(), 1, 'the order shows once');

    const deadline = Date.now() + 30_000;
    while ((await pidOf(0).catch(() => killed)) === killed && Date.now() < deadline) await sleep(200);
    assert.notEqual(await pidOf(0), killed, 'the killed api process was started again');
    // Started is not yet listening: it answers once its start-up is done.
    await waitUntilReady(`http://127.0.0.1:${API_PORT}`, 30_000);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const orders = await client.query(
        `SELECT o.id, o.payment_status FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = $1`,
        [shopper.email],
      );
      assert.deepEqual(
        orders.rows.map((row) => [String(row.id), row.payment_status]),
        [[orderId, 'paid']],
        'one order, paid',
      );
    } finally {
      await client.end();
    }
    assert.deepEqual(failedReads, [], 'no read failed');
    assert.deepEqual(errors, [], 'no page errors');
  });

  it("answers malformed requests with the api's own 4xx, never a 5xx or a reset", async () => {
    const ca = await readFile(path.join(workDir, 'run', 'tls', 'certificate.pem'), 'utf8');
    const post = (base: string, headers: Record<string, string>, body: Buffer) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = (base.startsWith('https:') ? https : http).request(
          `${base}/api/users/login`,
          { method: 'POST', agent: false, ca, headers: { ...headers, 'content-length': body.length } },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const json = { 'content-type': 'application/json' };
    const cases: Array<{ name: string; headers: Record<string, string>; body: Buffer }> = [
      { name: 'broken JSON', headers: json, body: Buffer.from('{"emailOrContact":') },
      { name: 'a 2 MB body', headers: json, body: Buffer.alloc(2 * 1024 * 1024, 'a') },
      {
        name: 'deep nesting',
        headers: json,
        body: Buffer.from('{"a":'.repeat(5000) + '1' + '}'.repeat(5000)),
      },
      { name: 'a wrong content type', headers: { 'content-type': 'text/plain' }, body: Buffer.from('hi') },
    ];
    for (const { name, headers, body } of cases) {
      const direct = await post(`http://127.0.0.1:${API_PORT}`, headers, body);
      const edge = await post(siteUrl, headers, body);
      assert.ok(
        direct.status >= 400 && direct.status < 500,
        `${name}: the api refuses it (${direct.status})`,
      );
      assert.deepEqual(edge, direct, `${name}: the shopper gets the api's answer`);
    }
    // Beyond the api's largest body (a 2 MB picture in its envelope): nginx's own answer, in the api's shape.
    const huge = await post(siteUrl, json, Buffer.alloc(4 * 1024 * 1024, 'a'));
    assert.equal(huge.status, 413);
    assert.equal(JSON.parse(huge.body).message, 'The request body is larger than 3 MB.');
  });

  it("pages describe themselves as nginx sends them: a product's tags; an unknown product is a 404", async () => {
    assert.ok(browser);
    const parser = await browser.newPage();
    const product = await fetch(`${siteUrl}/description/3`);
    assert.equal(product.status, 200);
    // The site server's policy, with the shell build's own script hashes (its script-hashes.conf).
    const shell = await readFile(path.join(SHELL_ROOT, 'index.html'), 'utf8');
    assert.equal(product.headers.get('content-security-policy'), pagePolicy(shell, {}, { razorpay: false }));
    const head = await readPage(parser, await product.text());
    const { title, price } = (await (await fetch(`${siteUrl}/api/products/3`)).json()) as Record<
      string,
      string
    >;
    assert.deepEqual(head.titles, [`${title} · Harmony`]);
    assert.deepEqual(metaOf(head, 'og:title'), [title]);
    assert.deepEqual(head.canonicals, [`${siteUrl}/description/3`]);
    assert.deepEqual(metaOf(head, 'product:price:amount'), [
      Number(price!.split(' ')[0]!.replace(/,/g, '')).toFixed(2),
    ]);
    const ld = head.structuredData.find((data) => data['@type'] === 'Product');
    assert.deepEqual(schemaOrgProblems('Product', ld), []);

    const unknown = await fetch(`${siteUrl}/description/999999`);
    assert.equal(unknown.status, 404);
    const missing = await readPage(parser, await unknown.text());
    assert.deepEqual(missing.titles, ['Product not found · Harmony']);
    assert.equal(missing.scripts, head.scripts, "the shell's page, to show its not-found screen");

    for (const [file, type] of [
      ['/sitemap.xml', /^application\/xml/],
      ['/robots.txt', /^text\/plain/],
    ] as const) {
      const answer = await fetch(`${siteUrl}${file}`);
      assert.equal(answer.status, 200, file);
      assert.match(String(answer.headers.get('content-type')), type, file);
      assert.match(await answer.text(), new RegExp(`${siteUrl}/`), file);
    }
  });

  it("serves the catalogue from the edge's copy, and an operator's change reaches shoppers in seconds", async () => {
    const read = () => fetch(`${siteUrl}/api/products/2`);
    const first = await read();
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.match(String((await read()).headers.get('x-cache-status')), /HIT|STALE|UPDATING/);
    assert.equal(
      (await fetch(`${siteUrl}/api/products/2`, { headers: { 'if-none-match': etag } })).status,
      304,
    );

    await run('npm', ['run', '--silent', 'ops', '--', 'price', '2', '5555'], {
      cwd: ROOT,
      env: { ...machineEnv(), DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    });
    const deadline = Date.now() + 20_000;
    let product = (await (await read()).json()) as { price: string };
    while (!product.price.startsWith('5,555') && Date.now() < deadline) {
      await sleep(250);
      product = (await (await read()).json()) as { price: string };
    }
    assert.match(product.price, /^5,555/, 'the new price is served');
    assert.notEqual((await read()).headers.get('etag'), etag, 'under a new ETag');
  });

  it("follows a deploy and a rollback of one area with no reload, and keeps the older release's files", async () => {
    // Two catalog releases made by hand from its build (the releases journey builds real ones): each
    // with a marker, and a file only the first has (a chunk a tab opened on it would still ask for).
    const releases = path.join(workDir, 'releases', 'catalog');
    const [first, second] = ['20261101T000000Z-aaaaaaaaaaaa', '20261102T000000Z-bbbbbbbbbbbb'];
    for (const version of [first, second]) {
      await cp(path.join(ROOT, 'catalog', 'dist'), path.join(releases, version), { recursive: true });
      await writeFile(path.join(releases, version, 'release.txt'), version);
    }
    await writeFile(path.join(releases, first, 'only-in-first.js'), '"first";');
    const releasesCommand = (...args: string[]) =>
      run('npm', ['run', '--silent', ...args], {
        cwd: ROOT,
        env: { ...machineEnv(), RELEASES_DIR: path.join(workDir, 'releases') },
      });
    const served = async (file: string) => {
      const answer = await fetch(`${siteUrl}/catalog/${file}`);
      return answer.ok ? answer.text() : `HTTP ${answer.status}`;
    };

    assert.equal(await served('release.txt'), 'HTTP 404', 'served from its dist before any deploy');
    await releasesCommand('deploy', '--', 'catalog', first);
    assert.equal(await served('release.txt'), first);
    await releasesCommand('deploy', '--', 'catalog', second);
    assert.equal(await served('release.txt'), second, 'the next request gets the new release');
    assert.equal(await served('only-in-first.js'), '"first";', "the older release's files stay reachable");
    assert.equal((await fetch(`${siteUrl}/catalog/mf-manifest.json`)).status, 200);
    await releasesCommand('rollback', '--', 'catalog');
    assert.equal(await served('release.txt'), first);
    assert.equal(topology?.exitCode, null, 'nothing was restarted');
  });
});
