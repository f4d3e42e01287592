// The production edge on one machine: deploy/nginx/harmony.conf with this machine's paths and ports
// filled in, run by Debian's nginx in the foreground (npm run start:prod, its journey and the bench).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, ROOT, distOf } from './apps.mjs';
import { fallbackSlots, releasesRoot } from './releases.mjs';
import { runtimeConfig } from './site-server.mjs';

const DEPLOY = path.join(ROOT, 'deploy', 'nginx');
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Debian's nginx, or what the operator must install. */
export function findNginx() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error(
    'nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static ' +
      '(or set NGINX to its path).',
  );
}

/** Where this nginx keeps mime.types (next to its own nginx.conf; `nginx -V` says where). */
function mimeTypesOf(nginx) {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stderr ?? '')?.[1] ?? '/etc/nginx/nginx.conf';
  return path.join(path.dirname(confPath), 'mime.types');
}

/** The links an area's folder under runDir/areas holds, in the order nginx tries them. */
const releaseLinks = () => [
  'live',
  ...Array.from({ length: fallbackSlots() }, (_, index) => `fallback-${index + 1}`),
  'dist',
];

/** Each area's folder of links: its live release and kept ones (releases/<area>/…, dangling while
 * there are none: try_files passes over them) and its dist. */
async function linkAreas(areasDir) {
  for (const app of APPS) {
    const folder = path.join(areasDir, app.dir);
    await mkdir(folder, { recursive: true });
    for (const link of releaseLinks()) {
      const target = link === 'dist' ? distOf(app) : path.join(releasesRoot(), app.dir, link);
      await symlink(target, path.join(folder, link), 'dir');
    }
  }
}

/**
 * Writes runDir/nginx.conf for this machine: each area as a folder of links under runDir/areas (its live
 * release, its kept ones, its dist: `npm run deploy` switches an area alone, with no reload),
 * config.json under runDir/site.
 * @param {object} options
 * @param {string} options.runDir
 * @param {string} options.listen      `127.0.0.1:8080`
 * @param {string[]} options.apiUrls   the api processes (http://127.0.0.1:4001 …)
 * @param {Record<string, unknown>} [options.siteConfig]  contactEmail…, as config.json carries them
 * @param {string} [options.accessLog]  nginx's access_log value; default runDir/access.log, buffered
 */
export async function writeNginxConfig({
  nginx,
  runDir,
  listen,
  apiUrls,
  siteConfig = {},
  accessLog = `${path.join(runDir, 'access.log')} harmony buffer=64k flush=1s`,
}) {
  await rm(runDir, { recursive: true, force: true });
  const areasDir = path.join(runDir, 'areas');
  const siteDir = path.join(runDir, 'site');
  await mkdir(areasDir, { recursive: true });
  await mkdir(siteDir, { recursive: true });
  await linkAreas(areasDir);
  const areas = Object.fromEntries(APPS.filter((app) => app.remote).map((app) => [app.remote, app]));
  await writeFile(path.join(siteDir, 'config.json'), runtimeConfig({ areas, siteConfig }));

  const brotli = existsSync(BROTLI_MODULE);
  const values = {
    MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    // As root (a CI box), the workers too: the builds may sit in root's home. A server runs nginx's own.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
    RUN_DIR: runDir,
    MIME_TYPES: mimeTypesOf(nginx),
    ACCESS_LOG: accessLog,
    BROTLI: brotli ? 'brotli_static on;' : '# brotli_static: install libnginx-mod-http-brotli-static',
    API_SERVERS: apiUrls
      .map((url) => `server ${new URL(url).host} max_fails=2 fail_timeout=5s;`)
      .join('\n    '),
    LISTEN: listen,
    PROXY_CONF: path.join(DEPLOY, 'api-proxy.conf'),
    CACHE_CONF: path.join(DEPLOY, 'api-cache.conf'),
    PAGE_API_CONF: path.join(DEPLOY, 'page-api.conf'),
    AREA_CONF: path.join(DEPLOY, 'area.conf'),
    AREAS: areasDir,
    AREA_FILES: releaseLinks()
      .map((link) => `/${link}$area_file`)
      .join(' '),
    SHELL_FILES: releaseLinks()
      .map((link) => `/${link}$uri`)
      .join(' '),
    SITE_DIR: siteDir,
  };
  const template = await readFile(path.join(DEPLOY, 'harmony.conf'), 'utf8');
  const conf = template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx/harmony.conf: no value for {{${name}}}`);
    return values[name];
  });
  const file = path.join(runDir, 'nginx.conf');
  await writeFile(file, conf);
  return file;
}

/** nginx in the foreground on that configuration; stop() lets requests in flight finish (SIGQUIT). */
export async function startNginx({ nginx, runDir, conf, url }) {
  const args = ['-p', runDir, '-c', conf, '-e', 'stderr'];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await fetch(`${url}/config.json`).catch(() => undefined);
    if (answer?.ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
