// npm run bench -- forgot: how long "forgot my password" takes to answer for a registered account and for
// an unknown one (they must not tell apart). Figures printed, never asserted.
import autocannon from 'autocannon';
import { randomInt } from 'node:crypto';
import { percentiles } from './measures.mjs';

const ACCOUNTS = Number(process.env.BENCH_FORGOT_ACCOUNTS) || 400;
const ROUNDS = 4;
const CONNECTIONS = Number(process.env.BENCH_FORGOT_CONNECTIONS) || 4;

async function post(apiUrl, route, body) {
  const answer = await fetch(`${apiUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
}

/** `count` registered emails (each asked about once: a second ask within 30 s is a 429). */
async function registerAccounts(apiUrl, tag, count) {
  const base = randomInt(0, 900_000_000 - count);
  const emails = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => i + j);
    await Promise.all(
      batch.map((n) => {
        const email = `forgot.${tag}.${n}@example.in`;
        emails.push(email);
        return post(apiUrl, '/api/users/signup', {
          fullname: `Forgetful Shopper ${n}`,
          email,
          contact_number: `9${String(base + n).padStart(9, '0')}`,
          password: 'bench-pass-123',
          address: `${n} Bench Road`,
          state: 'Karnataka',
          city: 'Bengaluru',
          pincode: '560001',
        });
      }),
    );
  }
  return emails;
}

/** Asks forget-password once for each email, CONNECTIONS at a time; the answers' times in ms. */
async function ask(apiUrl, emails) {
  const queue = [...emails];
  const times = [];
  let refused = 0;
  const instance = autocannon({
    url: `${apiUrl}/api/users/forget-password`,
    connections: CONNECTIONS,
    amount: emails.length,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ emailOrContact: queue.shift() }) }),
      },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status === 200) times.push(ms);
    else refused += 1;
  });
  await instance;
  if (refused > 0) throw new Error(`${refused} forget-password requests were refused`);
  return times;
}

const summary = (times) => {
  const { p50, p95 } = percentiles(times);
  return `median ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (${times.length} answers)`;
};

/**
 * Registered and unknown emails asked in alternating rounds (so a warming process or a busy machine
 * weighs on both alike), after one unmeasured round of each.
 */
export async function forgotPasswordBench(apiUrl, where) {
  const tag = `${Date.now().toString(36)}${randomInt(0, 1e6).toString(36)}`;
  const perRound = Math.ceil(ACCOUNTS / ROUNDS);
  const known = await registerAccounts(apiUrl, tag, perRound * (ROUNDS + 1));
  const unknown = Array.from({ length: perRound * (ROUNDS + 1) }, (_, n) => `nobody.${tag}.${n}@example.in`);
  const measured = { known: [], unknown: [] };
  for (let round = 0; round <= ROUNDS; round += 1) {
    const slice = (list) => list.slice(round * perRound, (round + 1) * perRound);
    const unknownTimes = await ask(apiUrl, slice(unknown));
    const knownTimes = await ask(apiUrl, slice(known));
    if (round === 0) continue;
    measured.unknown.push(...unknownTimes);
    measured.known.push(...knownTimes);
  }
  console.info(`forgot-password on ${where}, ${CONNECTIONS} connections:`);
  console.info(`  registered account: ${summary(measured.known)}`);
  console.info(`  unknown account:    ${summary(measured.unknown)}`);
}
