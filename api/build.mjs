// npm run build (api): the server and the operator tool bundled to plain JavaScript in dist/, so
// production runs `node dist/server.js` with no TypeScript at run time. Packages stay in node_modules
// (the api's dependencies are installed beside it); only @harmony/shared, TypeScript source shared with
// the apps, is compiled into the bundle.
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const apiDir = new URL('./', import.meta.url);
const { dependencies } = JSON.parse(await readFile(new URL('package.json', apiDir), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@harmony/shared')
  .flatMap((name) => [name, `${name}/*`]);

await rm(new URL('dist/', apiDir), { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', apiDir).pathname,
  entryPoints: {
    server: 'src/server.ts',
    // Loaded first (node --import) so OpenTelemetry can patch fastify, pg and http as they load.
    instrumentation: 'src/instrumentation.ts',
    ops: 'src/ops/ops.ts',
    // Loaded by file name in the invoice printer's worker threads.
    'invoice-pdf-worker': 'src/invoices/invoice-pdf-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  external,
  sourcemap: true,
  // Stack traces name our source files (node --enable-source-maps).
  sourcesContent: false,
  logLevel: 'warning',
});
