import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

export interface Passwords {
  hash(password: string): Promise<string>;
  /** Constant-time comparison; false for a malformed stored value. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the time of one verification, for unknown accounts (no timing hint that they do not exist). */
  verifyNothing(password: string): Promise<void>;
  /** Whether a stored hash costs less than new ones do (it is replaced after the next good login). */
  needsRehash(stored: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    // maxmem: scrypt needs 128·N·r bytes (128 MiB at 2^17) plus a little; Node's default cap (32 MiB)
    // is too small from logN 15 on, so twice the need is allowed.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** scrypt (node:crypto) with a per-user random salt; the cost travels in the stored value. */
export function createPasswords(logN: number): Passwords {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, logN, BLOCK_SIZE, PARALLELISM);
    return [
      'scrypt',
      logN,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, logN, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  let dummy: Promise<string> | undefined;
  return {
    hash,
    verify,
    needsRehash(stored) {
      const [scheme, storedLogN] = stored.split('$');
      return scheme === 'scrypt' && Number(storedLogN) < logN;
    },
    async verifyNothing(password) {
      dummy ??= hash('not a password of anyone');
      await verify(password, await dummy);
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('passwords', createPasswords(fastify.config.passwordScryptLogN));
  },
  { name: 'passwords', dependencies: ['config'] },
);
