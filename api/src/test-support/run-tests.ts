import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseTargets, describeTargets } from './databases';

// Node 20's test runner takes no globs, so the files (src/**/__tests__/*.test.ts) are listed here.
// Arguments narrow the run: `npm test -w api -- products` runs the files whose path contains "products".
const apiRoot = fileURLToPath(new URL('../../', import.meta.url));
const filters = process.argv.slice(2);
const files = (await readdir(path.join(apiRoot, 'src'), { recursive: true }))
  .map((file) => path.join('src', file))
  .filter((file) => /(^|[\\/])__tests__[\\/][^\\/]+\.test\.ts$/.test(file))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}
// Which databases the files will run on, said before and after the run (and a missing PostgreSQL that
// is expected stops the run here, before any file passes on PGlite alone).
let covered: string;
try {
  covered = describeTargets(await databaseTargets(), process.env);
} catch (err) {
  console.error(`api tests not run: ${(err as Error).message}`);
  process.exit(1);
}
console.info(`# api tests on: ${covered}`);
// Two files at a time: each has its own databases, folders and ports, and much of a file's time is
// spent waiting (PostgreSQL's work, PGlite's WebAssembly compiled off the main thread): 15.5 → 9.8 min.
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  cwd: apiRoot,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  console.info(`# api tests ran on: ${covered}`);
  process.exit(code ?? (signal ? 1 : 0));
});
