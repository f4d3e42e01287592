// npm run bench -- backoffice: the back office at a busy shop's scale (issue 29). 100,000 orders on
// PostgreSQL in a throwaway database, the production api over them, then the orders list's views (latency
// and PostgreSQL's plans), the CSV export of every order (time and the api's memory) and the dashboard.
// Figures printed with their targets beside them, never asserted.
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';
import pg from 'pg';
import { startApi } from './api-process.mjs';
import { BIN, ROOT } from './apps.mjs';
import { benchApiEnv, withPostgresDatabase } from './bench-load.mjs';
import { percentiles, residentMb } from './measures.mjs';

const ORDERS = Number(process.env.BENCH_BACKOFFICE_ORDERS) || 100_000;
const CUSTOMERS = Number(process.env.BENCH_BACKOFFICE_CUSTOMERS) || 5000;
const DAYS = 400;
// Requests per view, after a few unmeasured ones; a handful of staff using the back office at once.
const REQUESTS = Number(process.env.BENCH_BACKOFFICE_REQUESTS) || 200;
const WARM_UP = 20;
const CONNECTIONS = Number(process.env.BENCH_BACKOFFICE_CONNECTIONS) || 4;
// The deep page: the list followed `next` this many times.
const DEEP_PAGES = 20;
// Issue 29's targets.
const TARGET = { list: '≤ 100 ms', export: '≤ 15 s', memory: '≤ 100 MB', dashboard: '≤ 200 ms' };
const OWNER = { email: 'owner.bench@example.in', password: 'steady-current-42' };

/** api/src/bench/bench-backoffice.ts: seeds the orders, or EXPLAINs the back office's queries (JSON). */
async function benchTool(...args) {
  const { stdout } = await promisify(execFile)(BIN('tsx'), ['api/src/bench/bench-backoffice.ts', ...args], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout);
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** An owner, as a shop makes its first one: an ordinary account, then the role (here in SQL). */
async function makeOwner(apiUrl, databaseUrl) {
  await postJson(`${apiUrl}/api/users/signup`, {
    fullname: 'Bench Owner',
    email: OWNER.email,
    contact_number: '8000000001',
    password: OWNER.password,
    address: '1 Counter Street',
    state: 'Tamil Nadu',
    city: 'Chennai',
    pincode: '600001',
  });
  const login = await postJson(`${apiUrl}/api/users/login`, {
    emailOrContact: OWNER.email,
    password: OWNER.password,
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO staff_roles (user_id, role) VALUES ($1, 'owner')`, [login.user.id]);
  } finally {
    await client.end();
  }
  return login.accessToken;
}

async function getJson(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `amount` GETs of `url`, CONNECTIONS at a time: each answer's time in ms (any refusal stops the bench). */
async function latencies(url, token, amount) {
  const times = [];
  const refused = [];
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
    else refused.push(status);
  });
  await instance;
  if (refused.length > 0) throw new Error(`GET ${url}: ${refused.length} answers were ${refused[0]}`);
  return times;
}

/** The unmeasured warm-up, then the measured requests. */
async function measure(url, token) {
  await latencies(url, token, WARM_UP);
  return latencies(url, token, REQUESTS);
}

/** The `after` of the page reached by following `next` `pages` times from the newest orders. */
async function deepAfter(apiUrl, token, pages) {
  let after = null;
  for (let page = 0; page < pages; page += 1) {
    const query = after === null ? '' : `?after=${after}`;
    ({ next: after } = await getJson(`${apiUrl}/api/admin/orders${query}`, token));
  }
  return after;
}

/** The whole unfiltered export, read to its last byte, with the api's memory sampled every 100 ms. */
function exportAll(apiUrl, token, pid) {
  const startMb = residentMb(pid);
  let peakMb = startMb;
  const sample = () => (peakMb = Math.max(peakMb, residentMb(pid)));
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const fail = (err) => {
      clearInterval(sampler);
      reject(err);
    };
    const req = request(
      `${apiUrl}/api/admin/orders/export`,
      { headers: { authorization: `Bearer ${token}` } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          fail(new Error(`GET /api/admin/orders/export: ${res.statusCode}`));
          return;
        }
        let newlines = 0;
        let bytes = 0;
        let last = 10;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines += 1;
          last = chunk[chunk.length - 1];
        });
        res.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          clearInterval(sampler);
          sample();
          // A last line without its line break is a line too.
          const lines = newlines + (last === 10 ? 0 : 1);
          resolve({ seconds, bytes, lines, startMb, peakMb, growthMb: peakMb - startMb });
        });
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

const ms = (value) => `${value.toFixed(1)} ms`;
const pad = (text, width) => String(text).padEnd(width);
const count = (n) => n.toLocaleString('en');

/** The list as staff look at it: the newest, a status, a month's payments, a coupon, searches, a sort… */
function listViews(samples, after) {
  const { monthFrom, monthTo, coupon, email, mobile, namePrefix } = samples;
  return [
    { name: 'newest (no filter)', query: '' },
    { name: 'status=pending', query: 'status=pending' },
    { name: 'payment=paid, one month', query: `payment=paid&from=${monthFrom}&to=${monthTo}` },
    { name: `coupon=${coupon}`, query: `coupon=${coupon}` },
    { name: `q=<email> (${samples.ordersOfCustomer} orders)`, query: `q=${email}` },
    { name: 'q=<mobile> (the same customer)', query: `q=${mobile}` },
    { name: `q=${namePrefix} (a name's start)`, query: `q=${namePrefix}` },
    { name: 'sort=total_high', query: 'sort=total_high' },
    // The dashboard's "refunds owed" links to it.
    { name: 'refund=pending', query: 'refund=pending' },
    { name: `page ${DEEP_PAGES + 1} (after=${after})`, query: `after=${after}` },
  ];
}

/** Each view's latencies printed; answers the p95 of all of them together and the slowest view's. */
async function measureList(apiUrl, token, views) {
  console.info(
    `  GET /api/admin/orders, ${REQUESTS} requests a view, ${CONNECTIONS} at a time, after ${WARM_UP} unmeasured:`,
  );
  const all = [];
  let slowest = { name: '', p95: 0 };
  for (const view of views) {
    const url = `${apiUrl}/api/admin/orders${view.query ? `?${encodeURI(view.query)}` : ''}`;
    const page = await getJson(url, token);
    const times = await measure(url, token);
    all.push(...times);
    const p = percentiles(times);
    if (p.p95 > slowest.p95) slowest = { name: view.name, p95: p.p95 };
    console.info(
      `    ${pad(view.name, 36)} p50 ${pad(ms(p.p50), 9)} p95 ${pad(ms(p.p95), 9)} p99 ${pad(ms(p.p99), 9)}` +
        `${page.orders.length} rows${page.next === null ? '' : ', more'}`,
    );
  }
  const overall = percentiles(all);
  console.info(`    all views: p50 ${ms(overall.p50)}, p95 ${ms(overall.p95)}, p99 ${ms(overall.p99)}`);
  return { p95: overall.p95, slowest };
}

function printPlans(plans) {
  console.info('  EXPLAIN (ANALYZE, BUFFERS) of the SQL the api sends, node lines:');
  for (const plan of plans) {
    const flag = plan.seqScanOnOrders ? '   <-- Seq Scan on orders' : '';
    console.info(`    ${plan.name} (${plan.executionMs} ms)${flag}`);
    for (const node of plan.nodes) console.info(`      ${node}`);
  }
}

/** Each range's latencies printed; answers the slowest range's p95. */
async function measureDashboard(apiUrl, token) {
  let slowest = { range: '', p95: 0 };
  for (const range of ['today', '7d', '30d']) {
    const p = percentiles(await measure(`${apiUrl}/api/admin/dashboard?range=${range}`, token));
    if (p.p95 >= slowest.p95) slowest = { range, p95: p.p95 };
    console.info(
      `  GET /api/admin/dashboard?range=${pad(range, 6)} p50 ${pad(ms(p.p50), 9)} p95 ${ms(p.p95)}`,
    );
  }
  return slowest;
}

async function runBench(apiUrl, pid, databaseUrl) {
  const seeded = await benchTool('seed', databaseUrl, String(ORDERS), String(CUSTOMERS), String(DAYS));
  console.info(
    `backoffice on PostgreSQL: seeded ${count(seeded.orders)} orders of ${count(seeded.customers)} customers ` +
      `over ${DAYS} days, ${count(seeded.invoices)} invoices, ${seeded.refundsOwed} refunds owed or failed, ` +
      `in ${seeded.seconds} s (then ANALYZE)`,
  );
  const token = await makeOwner(apiUrl, databaseUrl);
  const views = listViews(seeded.samples, await deepAfter(apiUrl, token, DEEP_PAGES));
  const list = await measureList(apiUrl, token, views);
  const plans = await benchTool('explain', databaseUrl, JSON.stringify(views));
  printPlans(plans);
  const scanned = plans.filter((plan) => plan.seqScanOnOrders).map((plan) => plan.name);
  const exported = await exportAll(apiUrl, token, pid);
  console.info(
    `  GET /api/admin/orders/export (every order): ${exported.seconds.toFixed(2)} s to the last byte, ` +
      `${(exported.bytes / 1024 / 1024).toFixed(1)} MB, ${count(exported.lines)} lines; api memory ` +
      `${exported.startMb.toFixed(0)} MB at the start, ${exported.peakMb.toFixed(0)} MB at the peak`,
  );
  const dashboard = await measureDashboard(apiUrl, token);

  console.info(`backoffice figures (${count(seeded.orders)} orders, PostgreSQL):`);
  const rows = [
    ['figure', 'measured', 'target'],
    ['orders list p95, all views together', ms(list.p95), TARGET.list],
    [`orders list p95, slowest view (${list.slowest.name})`, ms(list.slowest.p95), TARGET.list],
    ['plans with a Seq Scan on orders', scanned.length === 0 ? 'none' : scanned.join(', '), 'none'],
    ['CSV export of every order, to the last byte', `${exported.seconds.toFixed(2)} s`, TARGET.export],
    ['api memory growth during the export', `${exported.growthMb.toFixed(0)} MB`, TARGET.memory],
    ['CSV lines (a header and one per order)', count(exported.lines), count(seeded.orders + 1)],
    [`dashboard p95, slowest range (${dashboard.range})`, ms(dashboard.p95), TARGET.dashboard],
  ];
  for (const [figure, measured, target] of rows)
    console.info(`  ${pad(figure, 64)}${pad(measured, 12)}${target}`);
}

/** The back office's figures on a throwaway PostgreSQL database; a line saying why when none answers. */
export async function backofficeBench(workDir, port) {
  const ran = await withPostgresDatabase('backoffice', async (databaseUrl) => {
    const api = await startApi({
      port,
      env: { ...benchApiEnv(workDir, 'backoffice'), DATABASE_URL: databaseUrl },
      stdio: 'ignore',
    });
    try {
      await runBench(api.url, api.child.pid, databaseUrl);
    } finally {
      await api.stop();
    }
  });
  if (!ran) console.info('backoffice: skipped, no PostgreSQL answers (set DATABASE_URL)');
}
