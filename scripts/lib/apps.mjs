// The five apps, where they are served and where they listen; every script reads this one table.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const port = (name, fallback) => Number(process.env[name]) || fallback;

export const API_PORT = port('API_PORT', 4000);

/** Where `npm start` serves a remote on the site's one origin (the production edge's layout). */
const prefixOf = (dir) => `/${dir}/`;

/**
 * The five apps. `port` is where `npm run dev` runs each webpack dev server; `npm start` serves them all
 * from the shell's port, each remote under its `prefix`.
 */
export const APPS = [
  { dir: 'shell', remote: null, prefix: '/', port: port('SHELL_PORT', 3000) },
  { dir: 'catalog', remote: 'catalog', prefix: prefixOf('catalog'), port: port('CATALOG_PORT', 3001) },
  {
    dir: 'cart-checkout',
    remote: 'cart_checkout',
    prefix: prefixOf('cart-checkout'),
    port: port('CART_CHECKOUT_PORT', 3002),
  },
  { dir: 'account', remote: 'account', prefix: prefixOf('account'), port: port('ACCOUNT_PORT', 3003) },
  {
    dir: 'backoffice',
    remote: 'backoffice',
    prefix: prefixOf('backoffice'),
    port: port('BACKOFFICE_PORT', 3004),
  },
];

/** The shop's contact details for the footer and pages (served in the shell's config.json). */
export function siteConfigFromEnv() {
  const site = {};
  if (process.env.CONTACT_EMAIL) site.contactEmail = process.env.CONTACT_EMAIL;
  if (process.env.CONTACT_PHONE) site.contactPhone = process.env.CONTACT_PHONE;
  return site;
}

/** The remotes (every app but the shell). */
export const REMOTE_APPS = APPS.filter((app) => app.remote);

export const distOf = (app) => path.join(ROOT, app.dir, 'dist');

/** The shell's production build, served at the site's root. */
export const SHELL_ROOT = distOf(APPS[0]);

/**
 * The areas for createSiteServer (scripts/lib/site-server.mjs): each remote's build under its prefix,
 * keyed by remote name. `without` leaves areas out (by folder), as if they were not deployed.
 * @param {{ without?: string[] }} [options]
 * @returns {Record<string, { prefix: string, root: string }>}
 */
export function siteAreas({ without = [] } = {}) {
  return Object.fromEntries(
    REMOTE_APPS.filter((app) => !without.includes(app.dir)).map((app) => [
      app.remote,
      { prefix: app.prefix, root: distOf(app) },
    ]),
  );
}

/** The newest modification time under a file or folder (0 when it does not exist). */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** What every build reads besides its own folder: shared, the TypeScript base and the locked versions. */
const COMMON_INPUTS = [
  'shared/src',
  'shared/build',
  'shared/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/**
 * Everything an app's build reads: its whole folder (src, public, webpack.config.js, package.json,
 * tsconfig.json; not dist or node_modules) and the common inputs.
 */
export function buildInputs(app) {
  return [app.dir, ...COMMON_INPUTS].map((input) => path.join(ROOT, input));
}

/** A build is stale when any of its inputs is newer than its dist. */
export function needsBuild(app) {
  const marker = path.join(distOf(app), 'index.html');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return buildInputs(app).some((input) => newestMtime(input) > built);
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(' ')} failed (${signal ?? code})`)),
    );
    child.on('error', reject);
  });
}

export async function buildApps(apps = APPS, { force = false } = {}) {
  for (const app of apps) {
    if (!force && !needsBuild(app)) continue;
    console.info(`Building ${app.dir}…`);
    await run(BIN('webpack'), ['--mode', 'production'], { cwd: path.join(ROOT, app.dir) });
    // webpack leaves a file it would write unchanged untouched: mark the build's time on it.
    const now = new Date();
    utimesSync(path.join(distOf(app), 'index.html'), now, now);
  }
}

const API_DIR = path.join(ROOT, 'api');
/** The api's production build: what `node` runs (api/build.mjs). */
export const API_ENTRY = path.join(API_DIR, 'dist', 'server.js');
/** Loaded before the api (node --import): tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
export const API_INSTRUMENTATION = path.join(API_DIR, 'dist', 'instrumentation.js');

/** What the api's build reads: its sources, its build script and package, and the common inputs. */
export const API_BUILD_INPUTS = [
  'api/src',
  'api/build.mjs',
  'api/package.json',
  'api/tsconfig.json',
  ...COMMON_INPUTS,
].map((input) => path.join(ROOT, input));

/** The api's build is stale when any of its inputs is newer. */
function apiNeedsBuild() {
  if (!existsSync(API_ENTRY)) return true;
  const built = statSync(API_ENTRY).mtimeMs;
  return API_BUILD_INPUTS.some((input) => newestMtime(input) > built);
}

export async function buildApi({ force = false } = {}) {
  if (!force && !apiNeedsBuild()) return;
  console.info('Building api…');
  await run(process.execPath, ['build.mjs'], { cwd: API_DIR });
}

/** Everything production runs: the five apps and the api. */
export async function buildAll(options = {}) {
  await buildApps(APPS, options);
  await buildApi(options);
}
