import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ORDER_LIST_PAGE_SIZE, rangeDays } from '@harmony/shared/domain';
import { istDayEnd, istDayStart } from '@harmony/shared/gst';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { salesBetween, workWaiting } from '../db/dashboard-repository';
import { exportBatch } from '../db/order-export-repository';
import * as schema from '../db/schema';
import { listStaffOrders } from '../db/staff-orders-repository';
import { EXPORT_BATCH } from '../orders/order-export';
import { staffOrderFilter } from '../orders/staff-order-filter';
import { StaffOrderListQuerySchema } from '../schemas/staff-orders';
import { seedOrders } from './backoffice-seed';

/**
 * The api-side half of `npm run bench -- backoffice` (scripts/lib/backoffice-bench.mjs): seeds the orders,
 * and shows how PostgreSQL runs the back office's queries. The plans are of the SQL the api sends: the
 * repositories' own functions run on a connection that records each statement (drizzle's logger), and
 * each recorded statement is run again under EXPLAIN (ANALYZE, BUFFERS) with its parameters.
 *
 *   node --import tsx api/src/bench/bench-backoffice.ts seed <databaseUrl> [orders] [customers] [days]
 *   node --import tsx api/src/bench/bench-backoffice.ts explain <databaseUrl> '<views as JSON>'
 */

/** A view of the orders list as its address says it: `status=pending`, `q=…&sort=total_high`, `after=…`. */
export interface ListView {
  name: string;
  query: string;
}

export interface ExplainedQuery {
  name: string;
  /** The plan's nodes, one a line, without the planner's cost estimates. */
  nodes: string[];
  seqScanOnOrders: boolean;
  executionMs: number;
}

/** The list's address as the route reads it (routes/api/admin/orders.ts): the days become instants. */
function listQuery(query: string) {
  const { sort, after, ...rest } = StaffOrderListQuerySchema.parse(
    Object.fromEntries(new URLSearchParams(query)),
  );
  return { filter: staffOrderFilter(rest), sort, after: after ?? null };
}

/** The plan's node lines (not its conditions or buffers), costs left out; and whether it scans all orders. */
export function planNodes(plan: string[]): Omit<ExplainedQuery, 'name'> {
  const nodes = plan
    .filter((line, index) => index === 0 || /->|^\s*(InitPlan|SubPlan)/.test(line))
    .map((line) => line.replace(/\s*\(cost=[^)]*\)/, ''));
  const execution = plan.find((line) => line.startsWith('Execution Time'));
  return {
    nodes,
    seqScanOnOrders: nodes.some((line) => /Seq Scan on orders\b/.test(line)),
    executionMs: Number(/([\d.]+) ms/.exec(execution ?? '')?.[1] ?? NaN),
  };
}

/**
 * Runs `work` on a connection that records what it sends, then EXPLAINs each statement it sent: `name`,
 * or when it sent several, `name` with each one's number and the first table it reads.
 */
async function explainWhat(pool: pg.Pool, name: string, work: (db: Database) => Promise<unknown>) {
  const sent: { query: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  }) as unknown as Database;
  await work(db);
  const explained: ExplainedQuery[] = [];
  for (const [index, { query, params }] of sent.entries()) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${query}`,
      params,
    );
    const table = /\bfrom "(\w+)"/i.exec(query)?.[1];
    explained.push({
      name: sent.length === 1 ? name : `${name} ${index + 1}/${sent.length} (${table})`,
      ...planNodes(rows.map((row) => row['QUERY PLAN'])),
    });
  }
  return explained;
}

/**
 * The plans of the orders list's views, of the export's first and a middle batch (1000 rows, as it
 * reads them) and of the dashboard's queries for the last 30 days.
 */
export async function explainBackOffice(databaseUrl: string, views: ListView[]): Promise<ExplainedQuery[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const explained: ExplainedQuery[] = [];
    for (const view of views) {
      const { filter, sort, after } = listQuery(view.query);
      explained.push(
        ...(await explainWhat(pool, view.name, (db) =>
          listStaffOrders(db, filter, { sort, limit: ORDER_LIST_PAGE_SIZE, after }),
        )),
      );
    }
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM orders ORDER BY created_at DESC, id DESC OFFSET (SELECT count(*) / 2 FROM orders) LIMIT 1',
    );
    const middle = rows[0]?.id ?? null;
    explained.push(
      ...(await explainWhat(pool, 'export: first batch', (db) =>
        exportBatch(db, {}, 'newest', null, EXPORT_BATCH),
      )),
      ...(await explainWhat(pool, 'export: a middle batch', (db) =>
        exportBatch(db, {}, 'newest', middle, EXPORT_BATCH),
      )),
    );
    const { from, to } = rangeDays('30d', new Date());
    explained.push(
      ...(await explainWhat(pool, 'dashboard: sales of 30 days', (db) =>
        salesBetween(db, istDayStart(from), istDayEnd(to)),
      )),
      ...(await explainWhat(pool, 'dashboard: work waiting', (db) => workWaiting(db))),
    );
    return explained;
  } finally {
    await pool.end();
  }
}

async function seedCommand(databaseUrl: string, orders: number, customers: number, days: number) {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const handle = await openDatabase(config.database, 'npm run bench');
  try {
    return await seedOrders(handle.db, config.invoice, { orders, customers, days });
  } finally {
    await handle.close();
  }
}

// As a command, answering JSON on stdout (see the usage above).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, databaseUrl = '', ...rest] = process.argv.slice(2);
  if (command === 'seed') {
    const [orders = '100000', customers = '5000', days = '400'] = rest;
    const summary = await seedCommand(databaseUrl, Number(orders), Number(customers), Number(days));
    console.info(JSON.stringify(summary));
  } else if (command === 'explain') {
    console.info(JSON.stringify(await explainBackOffice(databaseUrl, JSON.parse(rest[0] ?? '[]'))));
  } else {
    console.error('usage: bench-backoffice.ts seed|explain <databaseUrl> …');
    process.exitCode = 1;
  }
}
