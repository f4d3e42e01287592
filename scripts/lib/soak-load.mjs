// The soak's load: each flow (scripts/lib/soak-flows.mjs) run by autocannon at a held rate, and every
// answer recorded by kind, status and time.
import autocannon from 'autocannon';

const WINDOW_MS = 10_000;
// autocannon gives up on an answer after this long, counts a timeout and goes on with a new connection.
const TIMEOUT_SECONDS = 10;
// 127.0.0.2 to 127.0.0.254.
const MAX_LANES = 253;

/**
 * Every answer's time by kind (after the warm-up only: the figures are of a process past its first
 * minute) and its status by kind and by 10-second window; timeouts and connection errors alike, by flow.
 * Failures (5xx, timeouts, connection errors) are also counted per second, for the chaos run's recovery.
 */
export function createRecorder({ warmUpMs }) {
  const startedAt = performance.now();
  const kinds = {};
  const windows = [];
  const failuresBySecond = [];
  const count = (table, key) => (table[key] = (table[key] ?? 0) + 1);
  const kindOf = (name) => (kinds[name] ??= { times: [], statuses: {} });

  function note(kind, outcome, failed) {
    const elapsed = performance.now() - startedAt;
    count((windows[Math.floor(elapsed / WINDOW_MS)] ??= {}), outcome);
    count(kindOf(kind).statuses, outcome);
    if (failed) count(failuresBySecond, Math.floor(elapsed / 1000));
    return elapsed;
  }
  return {
    startedAt,
    response(kind, status, ms) {
      const elapsed = note(kind, String(status), status >= 500);
      if (status < 400 && elapsed >= warmUpMs) kindOf(kind).times.push(ms);
    },
    failure(kind, error) {
      note(kind, error.message === 'request timed out' ? 'timeout' : 'connection error', true);
    },
    result: () => ({ kinds, windows, windowMs: WINDOW_MS, failuresBySecond }),
  };
}

/**
 * Runs the flows for `seconds`, each at its `rate` (requests per second) as `lanes` autocannon instances
 * of one connection, each lane from an address of its own (127.0.0.2, 127.0.0.3, …: the edge and the api
 * limit sign-ins per address, and a shop's shoppers come from many). autocannon sends each second's share of a rate at once; so each flow's lanes start
 * spread over one second (the flows shifted against each other), and their bursts add up to a steady
 * arrival, as a shop's shoppers make. `signal` stops them early.
 */
export async function runFlows({ url, flows, seconds, recorder, signal }) {
  const lanes = flows.flatMap((flow, f) =>
    Array.from({ length: flow.lanes }, (_, i) => ({
      flow,
      rate: Math.max(1, Math.round(flow.rate / flow.lanes)),
      startMs: ((i + f / flows.length) / flow.lanes) * 1000,
    })),
  );
  const instances = [];
  const stop = () => instances.forEach((instance) => instance.stop());
  signal.addEventListener('abort', stop, { once: true });
  if (lanes.length > MAX_LANES)
    throw new Error(`${lanes.length} lanes: at most ${MAX_LANES} (loopback addresses)`);
  await Promise.all(
    lanes.map(async ({ flow, rate, startMs }, i) => {
      await new Promise((resolve) => setTimeout(resolve, startMs));
      if (signal.aborted) return;
      const instance = autocannon({
        url,
        connections: 1,
        overallRate: rate,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        tlsOptions: { localAddress: `127.0.0.${2 + i}` },
        requests: flow.requests(),
      });
      instance.on('response', (client, status, _bytes, ms) =>
        recorder.response(client.requestIterator.context.kind, status, ms),
      );
      instance.on('reqError', (error) => recorder.failure(flow.name, error));
      instances.push(instance);
      await instance;
    }),
  );
  signal.removeEventListener('abort', stop);
}
