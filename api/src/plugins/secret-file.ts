import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A configured secret, or one generated on the first start and kept in DATA_DIR/<file> (mode 600), so
 * restarts (and every api process sharing the folder) keep using the same one.
 */
export async function resolveSecretFile(
  configured: string | null,
  dataDir: string,
  file: string,
  minLength = 32,
): Promise<string> {
  if (configured) return configured;
  const full = path.join(dataDir, file);
  try {
    const existing = (await readFile(full, 'utf8')).trim();
    if (existing.length >= minLength) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    await writeFile(full, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(full, 'utf8')).trim();
    throw err;
  }
}
