import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  cwd: apiRoot,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
