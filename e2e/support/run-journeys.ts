import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_TEMPLATE_ENV, makeDataTemplate } from './data-template';

// npm test -w e2e [-- words]: the journeys whose file names contain a word (all by default), two files
// at a time (each has its own stack, ports, folders and browser; much of a journey is waiting), each
// stack starting from one migrated, seeded database made here.
const e2eRoot = fileURLToPath(new URL('../', import.meta.url));
const filters = process.argv.slice(2);
const files = (await readdir(path.join(e2eRoot, 'journeys')))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
  .sort()
  .map((file) => path.join('journeys', file));
if (files.length === 0) {
  console.error('no journey matched');
  process.exit(1);
}

const template = await makeDataTemplate();
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: e2eRoot,
  env: { ...process.env, [DATA_TEMPLATE_ENV]: template.dir },
  stdio: 'inherit',
});
const code = await new Promise<number>((resolve) =>
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
);
await template.remove();
process.exit(code);
