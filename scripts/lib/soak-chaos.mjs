// `npm run soak -- --chaos`: PostgreSQL restarted and an api process killed while the load runs. The
// restart is the machine's own server (pg_ctlcluster), so the soak never leaves it stopped.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Debian cluster (`15 main`) serving `serverUrl`'s port, from pg_lsclusters; undefined without one. */
export async function postgresCluster(serverUrl) {
  const port = new URL(serverUrl).port || '5432';
  try {
    const { stdout } = await run('pg_lsclusters', ['--no-header']);
    const line = stdout
      .split('\n')
      .map((row) => row.trim().split(/\s+/))
      .find((fields) => fields[2] === port);
    return line ? { version: line[0], name: line[1] } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pg_ctlcluster <version> <name> <action>, in a process group of its own: a Ctrl-C meant for the soak
 * must not interrupt a restart half-way.
 */
function pgCtl(cluster, action) {
  return new Promise((resolve) => {
    const child = spawn('pg_ctlcluster', [cluster.version, cluster.name, action], {
      detached: true,
      stdio: 'ignore',
    });
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(-1));
  });
}

/** Starts the cluster if it is not running (pg_ctl's status is 3 then); whether it runs now. */
export async function ensurePostgresRunning(cluster) {
  if ((await pgCtl(cluster, 'status')) === 0) return true;
  console.info(`PostgreSQL ${cluster.version} ${cluster.name} is not running: starting it`);
  return (await pgCtl(cluster, 'start')) === 0;
}

/**
 * At `pgAtMs` after `startedAt` PostgreSQL is restarted, at `killAtMs` one api process SIGKILLed (pm2
 * starts it again). Each event is recorded with its time from the start (and, for the kill, when pm2's
 * new process was there).
 */
export function scheduleChaos({ cluster, pgAtMs, killAtMs, apiPids, startedAt }) {
  const events = [];
  const timers = [];
  const running = [];
  const sinceStart = () => Math.round(performance.now() - startedAt);
  const at = (ms, work) =>
    timers.push(
      setTimeout(() => running.push(work().catch((error) => events.push({ error: error.message }))), ms),
    );

  at(pgAtMs, async () => {
    const event = { what: 'PostgreSQL restarted', atMs: sinceStart() };
    events.push(event);
    const code = await pgCtl(cluster, 'restart');
    event.tookMs = sinceStart() - event.atMs;
    if (code !== 0) event.error = `pg_ctlcluster restart exited ${code}`;
  });
  at(killAtMs, async () => {
    const [pid] = await apiPids();
    const event = { what: `api process 0 (pid ${pid}) killed with SIGKILL`, atMs: sinceStart() };
    events.push(event);
    process.kill(pid, 'SIGKILL');
    for (let tries = 0; tries < 600; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [now] = await apiPids();
      if (Number.isFinite(now) && now !== pid) {
        event.restartedAsPid = now;
        event.restartedAfterMs = sinceStart() - event.atMs;
        return;
      }
    }
  });
  return {
    events,
    /** Stops what has not happened yet; waits for what is under way (a restart is never left half-done). */
    async settle() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
