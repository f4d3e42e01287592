// npm test: every check, in the order a failure is cheapest to find. All steps run; the exit code is
// non-zero when any failed.
import { APPS, BIN, buildAll, run } from './lib/apps.mjs';
import { ensureChromium } from './lib/chromium.mjs';

const WORKSPACES = ['shared', ...APPS.map((app) => app.dir), 'api', 'e2e'];

const steps = [
  ['lint', () => run(BIN('eslint'), ['.', '--max-warnings=0'])],
  ['format', () => run(BIN('prettier'), ['--check', '.'])],
  ...WORKSPACES.map((ws) => [
    `typecheck ${ws}`,
    () => run(BIN('tsc'), ['-p', `${ws}/tsconfig.json`, '--noEmit']),
  ]),
  ['unit and component tests', () => run(BIN('jest'), ['--ci'])],
  ['api tests', () => run('npm', ['test', '-w', 'api'])],
  [
    'browser journeys',
    async () => {
      const chromium = ensureChromium();
      await buildAll();
      await run('npm', ['test', '-w', 'e2e'], { env: { ...process.env, CHROMIUM_PATH: chromium } });
    },
  ],
];

const failed = [];
for (const [name, step] of steps) {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  try {
    await step();
    console.info(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failed.push(name);
    console.error(`✘ ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

console.info(`\nchecks: ${steps.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
