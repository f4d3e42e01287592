import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mail } from '../types/mail';

export interface OutboxFile extends Omit<Mail, 'about'> {
  id: string;
  from: string;
  timestamp: string;
}

/** Breaks ties between mails written in the same millisecond, so the folder's order is the sending order. */
let written = 0;

/**
 * Writes a mail as one JSON file in the outbox folder (development and e2e tests have no SMTP).
 * Written under a dot-name then renamed, so a reader never sees half a file.
 */
export async function writeToOutbox(dir: string, from: string, mail: Omit<Mail, 'about'>): Promise<string> {
  const timestamp = new Date().toISOString();
  const id = randomUUID();
  written += 1;
  const name = `${timestamp.replace(/[:.]/g, '-')}-${String(written).padStart(6, '0')}-${id.slice(0, 8)}.json`;
  const file: OutboxFile = { id, timestamp, from, ...mail };
  const temp = path.join(dir, `.${name}.tmp`);
  const text = `${JSON.stringify(file, null, 2)}\n`;
  await writeFile(temp, text, 'utf8').catch(async (err: NodeJS.ErrnoException) => {
    // The folder is made when a mail first finds it missing, not before every mail.
    if (err.code !== 'ENOENT') throw err;
    await mkdir(dir, { recursive: true });
    await writeFile(temp, text, 'utf8');
  });
  await rename(temp, path.join(dir, name));
  return path.join(dir, name);
}
