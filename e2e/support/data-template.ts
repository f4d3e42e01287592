import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApi } from '../../scripts/lib/api-process.mjs';
import { freePort } from './ports';

/** Where the journeys find the run's template database; unset, each stack makes its own. */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * An embedded database with every migration applied and the catalogue seeded, as the api leaves it
 * on its first start: each journey's stack starts from a copy, the same as a fresh one, in a blink.
 */
export async function makeDataTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'harmony-e2e-template-'));
  const dir = path.join(workDir, 'data');
  const api = await startApi({
    port: await freePort(),
    env: {
      DATA_DIR: dir,
      OUTBOX_DIR: path.join(workDir, 'outbox'),
      UPLOADS_DIR: path.join(workDir, 'uploads'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    isolated: true,
  });
  // Stopped cleanly, so the copy opens without recovery.
  await api.stop();
  return { dir, remove: () => rm(workDir, { recursive: true, force: true }) };
}
