// The soak's report: figures by kind, errors by status and by 10-second window, the api's memory, the
// database's connections, the chaos events and their recovery, the ledger, and the targets (issue 31).
import { percentiles } from './measures.mjs';

const TARGETS = { readP99Ms: 50, checkoutP99Ms: 150, memoryGrowthPct: 10 };
const READ_KINDS = ['browse', 'search', 'product'];
const CHECKOUT_STEPS = ['create-order', 'authorize', 'verify'];
const KIND_ORDER = [...READ_KINDS, 'sign-in', 'cart', ...CHECKOUT_STEPS, 'decline', 'abandon'];
// What an order's payment and hold say, in words.
const ORDER_STATES = {
  'paid/sold': 'paid',
  'paid/refund_due': 'paid after their hold lapsed (refund due)',
  'failed/released': 'declined or abandoned (units back)',
  'created/released': 'never paid, hold lapsed (units back)',
  'created/held': 'HALF-MADE (unpaid, still holding stock)',
};
// A failure burst is over after this long without one.
const QUIET_SECONDS = 10;

const round = (n, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : null);
const isFailure = (outcome) => !/^[1-4]\d\d$/.test(outcome);

function kindFigures({ times, statuses }, loadSeconds) {
  const answers = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const p = percentiles(times);
  return {
    answers,
    perSecond: round(answers / loadSeconds),
    statuses,
    measured: times.length,
    p50: round(p.p50),
    p95: round(p.p95),
    p99: round(p.p99),
    max: round(times.reduce((a, b) => Math.max(a, b), -Infinity)),
  };
}

/** Failures from an event's second on, until QUIET_SECONDS pass without one (or `untilSecond`). */
function recovery(event, failuresBySecond, untilSecond) {
  const from = Math.floor(event.atMs / 1000);
  let failures = 0;
  let first;
  let last;
  for (let s = from; s < untilSecond; s += 1) {
    if (s - (last ?? from - 1) > QUIET_SECONDS) break;
    const n = failuresBySecond[s] ?? 0;
    if (n === 0) continue;
    failures += n;
    first ??= s;
    last = s;
  }
  return {
    ...event,
    failures,
    firstFailureS: first ?? null,
    lastFailureS: last ?? null,
    recoveredAfterS: last === undefined ? 0 : round(last + 1 - event.atMs / 1000),
  };
}

function memoryFigures(samples, warmUpMs) {
  const start = samples.find((sample) => sample.atMs >= warmUpMs) ?? samples[0];
  const end = samples.at(-1);
  return start.processes.map((begin, i) => {
    const last = end.processes[i];
    return {
      process: i,
      startPid: begin.pid,
      startMb: round(begin.rssMb),
      startAtS: round(start.atMs / 1000, 0),
      endPid: last.pid,
      endMb: round(last.rssMb),
      restarted: begin.pid !== last.pid,
      growthPct: begin.pid === last.pid ? round(((last.rssMb - begin.rssMb) / begin.rssMb) * 100) : null,
    };
  });
}

function connectionFigures(samples) {
  const answered = samples.filter((sample) => sample.error === undefined);
  const totals = answered.map((sample) => sample.total);
  const busiest = answered.reduce((a, b) => (b.total > (a?.total ?? -1) ? b : a), undefined);
  return {
    samples: samples.length,
    unanswered: samples.length - answered.length,
    max: busiest?.total ?? null,
    atMax: busiest?.byState ?? null,
    mean: round(totals.reduce((sum, n) => sum + n, 0) / totals.length),
    last: answered.at(-1)?.total ?? null,
  };
}

function targets(report) {
  const rows = [];
  const add = (target, pass, value) => rows.push({ target, pass, value });
  const failures = { '5xx': 0, timeout: 0, 'connection error': 0 };
  for (const { statuses } of Object.values(report.kinds))
    for (const [outcome, n] of Object.entries(statuses)) {
      if (outcome.startsWith('5')) failures['5xx'] += n;
      else if (outcome in failures) failures[outcome] += n;
    }
  const failed = Object.values(failures).reduce((sum, n) => sum + n, 0);
  add(
    '0 5xx (nor timeouts, nor lost connections)',
    failed === 0,
    Object.entries(failures)
      .map(([k, n]) => `${n} ${k}`)
      .join(', '),
  );
  const { lost, mails, stock } = report.ledger;
  add(
    '0 lost orders',
    lost.count === 0,
    `${lost.count} (half-made ${lost.halfMade.count}, inconsistent ${lost.inconsistent.count}, paid in the sandbox but not in the shop ${lost.authorizedNotPaid.count})`,
  );
  add(
    'every paid order has its mail',
    mails.paidWithoutMail.count === 0,
    `${mails.paid} paid, ${mails.sent} confirmations sent, ${mails.paidWithoutMail.count} paid without one` +
      (mails.paidWithoutMail.stillWaiting
        ? ` (of which ${mails.paidWithoutMail.stillWaiting} waiting in the outbox, due by ${new Date(mails.paidWithoutMail.dueBy).toISOString()})`
        : '') +
      `, ${mails.duplicated} mailed twice`,
  );
  const kept = report.memory.filter((m) => !m.restarted);
  add(
    `memory after warm-up grows < ${TARGETS.memoryGrowthPct}%`,
    kept.length > 0 && kept.every((m) => m.growthPct < TARGETS.memoryGrowthPct),
    report.memory
      .map((m) => (m.restarted ? `api ${m.process}: restarted` : `api ${m.process}: ${m.growthPct}%`))
      .join(', '),
  );
  for (const kind of READ_KINDS) {
    const p99 = report.kinds[kind]?.p99;
    add(`${kind} p99 ≤ ${TARGETS.readP99Ms} ms`, p99 !== null && p99 <= TARGETS.readP99Ms, `${p99} ms`);
  }
  for (const kind of CHECKOUT_STEPS) {
    const p99 = report.kinds[kind]?.p99;
    add(
      `checkout ${kind} p99 ≤ ${TARGETS.checkoutP99Ms} ms`,
      p99 !== null && p99 <= TARGETS.checkoutP99Ms,
      `${p99} ms`,
    );
  }
  add(
    'stock = starting stock − units held and sold, none negative',
    stock.mismatched.length === 0 && stock.negative === 0,
    `${stock.products} products, ${stock.mismatched.length} off, ${stock.negative} negative`,
  );
  return rows;
}

/** The report as data (written as JSON; printReport prints it). */
export function summarize({ run, load, memory, connections, events, settled, ledger, log }) {
  const loadSeconds = load.loadMs / 1000;
  const names = Object.keys(load.kinds).sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b));
  const kinds = Object.fromEntries(names.map((name) => [name, kindFigures(load.kinds[name], loadSeconds)]));
  const windows = load.windows.map((statuses, i) => ({
    fromS: (i * load.windowMs) / 1000,
    statuses: statuses ?? {},
  }));
  const endSecond = Math.ceil(loadSeconds);
  const chaos = events.map((event, i) =>
    event.atMs === undefined
      ? event
      : recovery(event, load.failuresBySecond, Math.floor((events[i + 1]?.atMs ?? endSecond * 1000) / 1000)),
  );
  const perSecond = (...names) =>
    round(names.reduce((sum, n) => sum + (kinds[n]?.answers ?? 0), 0) / loadSeconds);
  const held = {
    reads: { wanted: run.readRate, got: perSecond(...READ_KINDS) },
    signIns: { wanted: run.signInRate, got: perSecond('sign-in') },
    checkouts: { wanted: run.checkoutRate, got: perSecond('create-order') },
  };
  const report = {
    run: { ...run, loadSeconds: round(loadSeconds) },
    held,
    kinds,
    windows,
    chaos,
    memory: memoryFigures(memory, run.warmUpSeconds * 1000),
    connections: connectionFigures(connections),
    settled,
    ledger,
    log,
  };
  report.targets = targets(report);
  return report;
}

const pad = (value, width) => String(value ?? '–').padStart(width);
const statusText = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, n]) => `${outcome} ×${n}`)
    .join(', ');

export function printReport(report, file) {
  const { run, held, kinds, windows, chaos, memory, connections, settled, ledger, log } = report;
  const say = (line = '') => console.info(line);
  say(`\nSoak of the production topology (nginx, 2 api processes under pm2, PostgreSQL ${run.database})`);
  say(
    `  ${run.loadSeconds} s of load (${run.warmUpSeconds} s warm-up), ${run.readRate} reads/s, ${run.signInRate} sign-ins/s, ${run.checkoutRate} checkouts/s, ${run.shoppers} shoppers${run.chaos ? ', chaos' : ''}`,
  );
  say(
    `  the load generator shares the 2 cores with the shop and any other work: it took ${run.generatorCpuPct}% of a core; ` +
      `the machine's load average was ${run.loadAverage.join(' at the start, ')} at the end. The figures are noisy`,
  );
  say(
    `  load held: ${Object.entries(held)
      .map(([what, { wanted, got }]) => `${what} ${got}/${wanted} per s`)
      .join(', ')} (each connection waits for its answer: a slow shop is sent less)`,
  );
  say(
    `\n  ${'kind'.padEnd(13)}${pad('answers', 9)}${pad('/s', 7)}${pad('p50 ms', 9)}${pad('p95 ms', 9)}${pad('p99 ms', 9)}${pad('max ms', 9)}  statuses`,
  );
  for (const [name, k] of Object.entries(kinds))
    say(
      `  ${name.padEnd(13)}${pad(k.answers, 9)}${pad(k.perSecond, 7)}${pad(k.p50, 9)}${pad(k.p95, 9)}${pad(k.p99, 9)}${pad(k.max, 9)}  ${statusText(k.statuses)}`,
    );
  say('  (times of the answers below 400 after the warm-up)');
  const failing = windows.filter((w) => Object.keys(w.statuses).some(isFailure));
  const shown = run.chaos ? windows : failing;
  say(
    `\n  Answers by 10-second window${run.chaos ? '' : ' (those with a 5xx, a timeout or a lost connection)'}: ${shown.length === 0 ? 'none' : ''}`,
  );
  for (const w of shown) say(`    ${pad(w.fromS, 5)}–${w.fromS + 10} s  ${statusText(w.statuses)}`);
  for (const event of chaos) {
    if (event.error && event.atMs === undefined) say(`  chaos event failed: ${event.error}`);
    else
      say(
        `  ${event.what} at ${round(event.atMs / 1000)} s${event.tookMs ? ` (took ${round(event.tookMs / 1000)} s)` : ''}` +
          `${event.restartedAfterMs ? ` (pm2's new process, pid ${event.restartedAsPid}, after ${round(event.restartedAfterMs / 1000)} s)` : ''}: ` +
          (event.failures === 0
            ? 'no failed request'
            : `${event.failures} failed requests from ${event.firstFailureS} s to ${event.lastFailureS} s, recovered ${event.recoveredAfterS} s after`) +
          (event.error ? ` [${event.error}]` : ''),
      );
  }
  say('\n  Memory (RSS) of the api processes, after the warm-up and at the end of the load:');
  for (const m of memory)
    say(
      `    api ${m.process}: ${m.startMb} MB (pid ${m.startPid}, at ${m.startAtS} s) → ${m.endMb} MB (pid ${m.endPid})${m.restarted ? ', restarted meanwhile' : `, ${m.growthPct > 0 ? '+' : ''}${m.growthPct}%`}`,
    );
  say(
    `  PostgreSQL connections of the shop: max ${connections.max} (${statusText(connections.atMax ?? {})}), mean ${connections.mean}, at the end ${connections.last}; ${connections.samples} samples${connections.unanswered ? `, ${connections.unanswered} unanswered` : ''}`,
  );
  say(
    `  After the load: waited ${round(settled.waitedMs / 1000)} s for the outbox, the sandbox's webhooks and the holds (${settled.mailsWaiting} mails, ${settled.webhooksWaiting} webhooks and ${settled.holdsLeft} holds still waiting)`,
  );
  say(
    `  Orders: ${ledger.orders.map((o) => `${o.count} ${ORDER_STATES[`${o.payment}/${o.hold}`] ?? `${o.payment}/${o.hold}`}`).join(', ')}`,
  );
  say(
    `  Payments the sandbox took: ${ledger.lost.authorizedTotal} (orders found: ${ledger.lost.authorizedFound})`,
  );
  const { mails, stock, lost } = ledger;
  say(
    `  Confirmation mails: ${mails.sent} sent, ${mails.waiting} waiting, ${mails.failed} given up, for ${mails.paid} paid orders`,
  );
  say(
    `  Stock: ${stock.products} products, ${stock.unitsTaken} units held or sold${stock.mismatched.length ? `; off: ${JSON.stringify(stock.mismatched.slice(0, 5))}` : ''}`,
  );
  for (const [what, list] of [
    ['half-made', lost.halfMade],
    ['inconsistent', lost.inconsistent],
    ['paid in the sandbox, not in the shop', lost.authorizedNotPaid],
    ['paid without mail', mails.paidWithoutMail],
  ])
    if (list.count > 0) say(`  ${what}: ${list.count}, for example orders ${list.examples.join(', ')}`);
  const edge = Object.entries(log.edgeErrors).sort(([, a], [, b]) => b - a);
  say(
    `  start:prod's log: ${log.apiErrorLines} api error lines; nginx errors: ${edge.length === 0 ? 'none' : edge.map(([kind, n]) => `${kind} ×${n}`).join('; ')}`,
  );
  for (const exit of log.apiExits) say(`    ${exit}`);
  say('\n  Targets (2-core machine):');
  for (const t of report.targets) say(`    ${t.pass ? 'PASS' : 'FAIL'}  ${t.target}: ${t.value}`);
  say(`\n  Report: ${file}`);
}
