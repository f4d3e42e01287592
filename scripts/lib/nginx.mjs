// The production edge on one machine: deploy/nginx/harmony.conf with this machine's paths and ports
// filled in, run by Debian's nginx in the foreground (npm run start:prod, its journey and the bench).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, ROOT, distOf } from './apps.mjs';
import {
  MAX_BODY_BYTES,
  metricsLocations,
  nginxHeaders,
  razorpayConfigured,
  sourceMapsServed,
} from './edge-policy.mjs';
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
 * A self-signed certificate for this machine's addresses (start:prod and its tests; a server uses its
 * own, TLS_CERTIFICATE and TLS_CERTIFICATE_KEY), made with openssl.
 */
function selfSignedCertificate(dir) {
  const certificate = path.join(dir, 'certificate.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30'],
      ...['-keyout', key, '-out', certificate, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'],
    ],
    // openssl's progress dots are noise; its error is in the exception when it fails.
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certificate, key };
}

/** deploy/nginx/<name> with the values in place, written to runDir. */
async function fillIn(name, values, runDir) {
  const template = await readFile(path.join(DEPLOY, name), 'utf8');
  const text = template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (!(key in values)) throw new Error(`deploy/nginx/${name}: no value for {{${key}}}`);
    return values[key];
  });
  const file = path.join(runDir, name);
  await writeFile(file, text);
  return file;
}

/**
 * Writes runDir/nginx.conf for this machine: each area as a folder of links under runDir/areas (its live
 * release, its kept ones, its dist: `npm run deploy` switches an area alone, with no reload),
 * config.json under runDir/site.
 * @param {object} options
 * @param {string} options.nginx       the nginx binary (findNginx)
 * @param {string} options.runDir
 * @param {string} options.listen      `127.0.0.1:8080`
 * @param {string[]} options.apiUrls   the api processes (http://127.0.0.1:4001 …)
 * @param {Record<string, unknown>} [options.siteConfig]  contactEmail…, as config.json carries them
 * @param {string} [options.accessLog]  nginx's access_log value; default runDir/access.log, buffered
 * @param {{ listen: string, certificate?: string, key?: string }} [options.tls]  TLS ends here: the
 *   site on tls.listen (a certificate made at start when none is given), `listen` redirects to it
 * @param {boolean} [options.razorpay]  the page may load Razorpay's checkout script
 * @param {boolean} [options.sourceMaps]  the builds' .map files are served (PUBLIC_SOURCE_MAPS=1)
 */
export async function writeNginxConfig({
  nginx,
  runDir,
  listen,
  apiUrls,
  siteConfig = {},
  accessLog = `${path.join(runDir, 'access.log')} harmony buffer=64k flush=1s`,
  tls,
  razorpay = razorpayConfigured(),
  sourceMaps = sourceMapsServed({ NODE_ENV: 'production', ...process.env }),
}) {
  await rm(runDir, { recursive: true, force: true });
  const areasDir = path.join(runDir, 'areas');
  const siteDir = path.join(runDir, 'site');
  await mkdir(areasDir, { recursive: true });
  await mkdir(siteDir, { recursive: true });
  await linkAreas(areasDir);
  const areas = Object.fromEntries(APPS.filter((app) => app.remote).map((app) => [app.remote, app]));
  const config = runtimeConfig({ areas, siteConfig });
  await writeFile(path.join(siteDir, 'config.json'), config);

  // The headers of the site's files and of its page (edge-policy.mjs, the site server's too).
  const headers = nginxHeaders({ tls: Boolean(tls), remotes: JSON.parse(config).remotes, razorpay });
  const siteHeaders = path.join(runDir, 'site-headers.conf');
  const pageHeaders = path.join(runDir, 'page-headers.conf');
  await writeFile(siteHeaders, headers.site);
  await writeFile(pageHeaders, headers.page);

  let tlsValues = { TLS: '', HTTP_REDIRECT: '' };
  if (tls) {
    const made = tls.certificate && tls.key ? { certificate: tls.certificate, key: tls.key } : undefined;
    const tlsDir = path.join(runDir, 'tls');
    await mkdir(tlsDir, { recursive: true });
    const { certificate, key } = made ?? selfSignedCertificate(tlsDir);
    const tlsConf = await fillIn(
      'tls.conf',
      { TLS_CERTIFICATE: certificate, TLS_CERTIFICATE_KEY: key },
      runDir,
    );
    const port = new URL(`https://${tls.listen.replace(/^0\.0\.0\.0:/, 'localhost:')}`).port;
    const redirect = await fillIn(
      'http-redirect.conf',
      { HTTP_LISTEN: listen, HTTPS_PORT: port && port !== '443' ? `:${port}` : '' },
      runDir,
    );
    tlsValues = { TLS: `include ${tlsConf};`, HTTP_REDIRECT: `include ${redirect};` };
  }

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
    API_PAGE_SERVERS: apiUrls.map((url) => `server ${new URL(url).host} max_fails=0;`).join('\n    '),
    LISTEN: tls ? `${tls.listen} ssl http2` : listen,
    ...tlsValues,
    MAX_BODY: `${MAX_BODY_BYTES / 1024 / 1024}m`,
    MAX_BODY_MB: String(MAX_BODY_BYTES / 1024 / 1024),
    HIDE_SOURCE_MAPS: sourceMaps ? '0' : '1',
    SITE_HEADERS: siteHeaders,
    PAGE_HEADERS: pageHeaders,
    PROXY_CONF: path.join(DEPLOY, 'api-proxy.conf'),
    METRICS_LOCATIONS: metricsLocations(
      apiUrls,
      process.env.METRICS_ALLOW,
      path.join(DEPLOY, 'api-proxy.conf'),
    ),
    CACHE_CONF: path.join(DEPLOY, 'api-cache.conf'),
    PAGE_API_CONF: path.join(DEPLOY, 'page-api.conf'),
    AREA_CONF: path.join(runDir, 'area.conf'),
    AREAS: areasDir,
    AREA_FILES: releaseLinks()
      .map((link) => `/${link}$area_file`)
      .join(' '),
    SHELL_FILES: releaseLinks()
      .map((link) => `/${link}$uri`)
      .join(' '),
    SITE_DIR: siteDir,
  };
  await fillIn('area.conf', { SITE_HEADERS: siteHeaders }, runDir);
  const file = await fillIn('harmony.conf', values, runDir);
  const conf = path.join(runDir, 'nginx.conf');
  await rename(file, conf);
  return conf;
}

/** nginx in the foreground on that configuration; stop() lets requests in flight finish (SIGQUIT). */
export async function startNginx({ nginx, runDir, conf, url }) {
  const args = ['-p', runDir, '-c', conf, '-e', 'stderr'];
  execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const deadline = Date.now() + 10_000;
  for (;;) {
    // Any answer will do: over TLS the plain address answers with its redirect.
    const answer = await fetch(`${url}/config.json`, { redirect: 'manual' }).catch(() => undefined);
    if (answer) break;
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
