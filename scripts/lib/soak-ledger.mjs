// What the soak reads from the shop's database: the stock it started with, the connections it holds while
// the load runs, and after the load, whether every order, mail and unit is accounted for.
import pg from 'pg';

/** One statement on a connection of its own (the server may restart between two of them). */
async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Each product's stock, by id. */
export async function stockLevels(url) {
  const rows = await query(url, 'SELECT id, stock FROM products');
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

/**
 * The shop's connections to its database (pg_stat_activity, by state) every `everyMs`; a sample the
 * server does not answer (it is restarting) is recorded as such.
 */
export function sampleConnections(serverUrl, database, everyMs, startedAt) {
  const samples = [];
  const take = async () => {
    const atMs = Math.round(performance.now() - startedAt);
    try {
      const rows = await query(
        serverUrl,
        `SELECT coalesce(state, 'starting') AS state, count(*)::int AS n FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() GROUP BY 1`,
        [database],
      );
      const byState = Object.fromEntries(rows.map((row) => [row.state, row.n]));
      samples.push({ atMs, total: rows.reduce((sum, row) => sum + row.n, 0), byState });
    } catch (error) {
      samples.push({ atMs, error: error.message });
    }
  };
  const timer = setInterval(() => void take(), everyMs);
  void take();
  return { samples, stop: () => clearInterval(timer) };
}

// The api gives back expired holds every RESERVATION_SWEEP_SECONDS (30); a little more than that.
const SWEEP_MS = 40_000;

/**
 * After the load: waits until the outbox has no mail left to send, the payment sandbox no webhook left
 * to deliver (one a killed process held is taken over once its lease lapses), and no unpaid order holds stock (an
 * abandoned hold ends when it expires), up to `mailWaitMs` for the mails and until the sweep after the
 * last hold's expiry for the holds. Answers how long it waited and what was still waiting.
 */
export async function waitUntilSettled(url, mailWaitMs) {
  const started = Date.now();
  for (;;) {
    const [row] = await query(
      url,
      `SELECT (SELECT count(*)::int FROM outbox WHERE status IN ('pending', 'sending')) AS mails,
              (SELECT count(*)::int FROM sandbox_webhooks) AS webhooks,
              (SELECT count(*)::int FROM orders WHERE payment_status = 'created' AND reservation = 'held') AS holds,
              (SELECT max(reserved_until) FROM orders WHERE payment_status = 'created' AND reservation = 'held') AS last_hold`,
    );
    const holdDeadline = row.last_hold ? new Date(row.last_hold).getTime() + SWEEP_MS : 0;
    const done =
      ((row.mails === 0 && row.webhooks === 0) || Date.now() - started > mailWaitMs) &&
      (row.holds === 0 || Date.now() > holdDeadline);
    if (done) {
      const { mails, webhooks, holds } = row;
      return {
        waitedMs: Date.now() - started,
        mailsWaiting: mails,
        webhooksWaiting: webhooks,
        holdsLeft: holds,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const EXAMPLES = 5;

/**
 * Every order, mail and unit accounted for:
 * - orders by payment and hold: paid (sold, or paid after its hold lapsed: refund due), failed (declined
 *   or abandoned: units back), expired (never paid: units back); lost are the half-made (unpaid, still
 *   holding stock), the inconsistent (paid without a sale, unpaid with one, no lines) and the payments
 *   the sandbox took (`authorized`) whose order is not paid;
 * - mails: each paid order's confirmation sent, once;
 * - stock: for each product, what it started with less the units of held and sold orders is what it has.
 */
export async function accountFor(url, stockBefore, authorized) {
  const states = await query(
    url,
    `SELECT payment_status, reservation, count(*)::int AS n FROM orders GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  const ids = async (condition, values) =>
    (await query(url, `SELECT o.id FROM orders o WHERE ${condition} ORDER BY o.id`, values)).map((r) => r.id);
  const halfMade = await ids(`o.payment_status = 'created' AND o.reservation = 'held'`);
  const inconsistent = await ids(
    `(o.payment_status = 'paid' AND o.reservation NOT IN ('sold', 'refund_due', 'returned'))
     OR (o.payment_status IN ('created', 'failed') AND o.reservation NOT IN ('held', 'released'))
     OR NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
  );
  const authorizedNotPaid = await ids(`o.gateway_order_id = ANY($1) AND o.payment_status <> 'paid'`, [
    [...authorized],
  ]);
  const [{ n: authorizedFound }] = await query(
    url,
    'SELECT count(*)::int AS n FROM orders WHERE gateway_order_id = ANY($1)',
    [[...authorized]],
  );
  const paidWithoutMail = await ids(
    `o.payment_status = 'paid' AND NOT EXISTS (SELECT 1 FROM outbox m
       WHERE m.order_id = o.id AND m.kind = 'order.confirmation' AND m.status = 'sent')`,
  );
  // Of those, the mails still to be sent (a process that died sending leaves its claim until the lease ends).
  const [waiting] = await query(
    url,
    `SELECT count(DISTINCT order_id)::int AS n, max(next_attempt_at) AS due FROM outbox
     WHERE kind = 'order.confirmation' AND status IN ('pending', 'sending') AND order_id = ANY($1)`,
    [paidWithoutMail],
  );
  const [mailCounts] = await query(
    url,
    `SELECT (SELECT count(*)::int FROM orders WHERE payment_status = 'paid') AS paid,
            count(*) FILTER (WHERE status = 'sent')::int AS sent,
            count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS waiting,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            (SELECT count(*)::int FROM (SELECT order_id FROM outbox WHERE kind = 'order.confirmation'
              GROUP BY order_id HAVING count(*) > 1) AS twice) AS duplicated
     FROM outbox WHERE kind = 'order.confirmation'`,
  );
  const stockRows = await query(
    url,
    `SELECT p.id, p.stock, coalesce(sum(i.quantity) FILTER (WHERE o.reservation IN ('held', 'sold')), 0)::int AS taken
     FROM products p LEFT JOIN order_items i ON i.product_id = p.id LEFT JOIN orders o ON o.id = i.order_id
     GROUP BY p.id ORDER BY p.id`,
  );
  const mismatched = stockRows
    .filter((row) => stockBefore[row.id] - row.taken !== row.stock)
    .map((row) => ({ product: row.id, before: stockBefore[row.id], taken: row.taken, now: row.stock }));
  return {
    orders: states.map((row) => ({ payment: row.payment_status, hold: row.reservation, count: row.n })),
    lost: {
      count: new Set([...halfMade, ...inconsistent, ...authorizedNotPaid]).size,
      halfMade: { count: halfMade.length, examples: halfMade.slice(0, EXAMPLES) },
      inconsistent: { count: inconsistent.length, examples: inconsistent.slice(0, EXAMPLES) },
      authorizedNotPaid: { count: authorizedNotPaid.length, examples: authorizedNotPaid.slice(0, EXAMPLES) },
      authorizedTotal: authorized.size,
      authorizedFound,
    },
    mails: {
      ...mailCounts,
      paidWithoutMail: {
        count: paidWithoutMail.length,
        examples: paidWithoutMail.slice(0, EXAMPLES),
        stillWaiting: waiting.n,
        dueBy: waiting.due,
      },
    },
    stock: {
      products: stockRows.length,
      unitsTaken: stockRows.reduce((sum, row) => sum + row.taken, 0),
      negative: stockRows.filter((row) => row.stock < 0).length,
      mismatched,
    },
  };
}
