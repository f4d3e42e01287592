// Versioned releases of one area (npm run release / deploy / rollback / releases). A release is an
// immutable folder, releases/<area>/<UTC time>-<content hash>/, built with the area's own webpack
// configuration; `releases/<area>/live` is a symlink to the release being served, replaced atomically
// (a new symlink renamed over it). Both servers serve an area's prefix from its live release first and
// fall back to its other kept releases (and to its dist), so a tab opened on an older release still
// lazy-loads that release's chunks: webpack's content-hashed names never collide, and the un-hashed
// entry files (index.html, remoteEntry.js, mf-manifest.json) are always in the live one.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APPS, BIN, ROOT, distOf, run } from './apps.mjs';

/** Where the releases live (RELEASES_DIR, default releases/ in the checkout; git-ignored). */
export const releasesRoot = () => path.resolve(process.env.RELEASES_DIR ?? path.join(ROOT, 'releases'));

/** How many releases per area `release` keeps (besides the live and the previous one, never pruned). */
export const releasesKeep = () => Math.max(1, Number(process.env.RELEASES_KEEP) || 5);

/**
 * How many fallback links (`fallback-1` …) an area has: nginx's try_files names a fixed list of them
 * (scripts/lib/nginx.mjs), enough for the kept releases plus the live and the previous one.
 */
export const fallbackSlots = () => releasesKeep() + 2;

const VERSION = /^\d{8}T\d{6}Z-[0-9a-f]{12}$/;
const LIVE = 'live';
const HISTORY = 'history.json';

/** The app of an area's folder name (shell, catalog, cart-checkout, account, backoffice), or an error naming them. */
export function appOf(area) {
  const app = APPS.find((candidate) => candidate.dir === area);
  if (!app) {
    throw new Error(`Unknown area "${area}": one of ${APPS.map((candidate) => candidate.dir).join(', ')}.`);
  }
  return app;
}

const areaDir = (app) => path.join(releasesRoot(), app.dir);

/** An area's releases, newest first. */
export function versionsOf(app) {
  const dir = areaDir(app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => VERSION.test(name))
    .sort()
    .reverse();
}

/** The live release's version, or null when the area has none (it is then served from its dist). */
export function liveVersion(app) {
  try {
    return path.basename(readlinkSync(path.join(areaDir(app), LIVE)));
  } catch {
    return null;
  }
}

/**
 * The folders an area is served from, in order: its live release, its other kept releases and its dist
 * (a tab opened before the first deploy); only the dist while it has no live release. Read per request.
 */
export function servedRoots(app) {
  const dist = distOf(app);
  const live = path.join(areaDir(app), LIVE);
  if (!existsSync(live)) return [dist];
  const current = liveVersion(app);
  const older = versionsOf(app).filter((version) => version !== current);
  return [live, ...older.map((version) => path.join(areaDir(app), version)), dist];
}

/** Writes a file atomically: a temporary file beside it, renamed over it. */
async function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, file);
}

/** Points `link` at `target` atomically: a new symlink beside it, renamed over it. */
async function pointAtomically(link, target) {
  const temporary = `${link}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  await symlink(target, temporary, 'dir');
  await rename(temporary, link);
}

/** The versions made live, oldest first (the last one is live). */
async function readHistory(app) {
  try {
    const history = JSON.parse(await readFile(path.join(areaDir(app), HISTORY), 'utf8'));
    return Array.isArray(history) ? history.filter((version) => typeof version === 'string') : [];
  } catch {
    return [];
  }
}

const writeHistory = (app, history) =>
  writeAtomically(path.join(areaDir(app), HISTORY), `${JSON.stringify(history.slice(-50))}\n`);

/** Every file under a folder, relative paths, sorted. */
async function filesUnder(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else files.push(relative);
  }
  return files.sort();
}

/** A build's content hash: every file's path and bytes. */
async function contentHash(dir) {
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

const utcStamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * Keeps the fallback links (releases/<area>/fallback-1 …, what nginx's try_files names) pointing at
 * exactly `versions`: a link already on a kept version stays, a free one takes a new version. Each
 * change is one atomic symlink operation, so no kept release is ever out of every link.
 */
async function pointFallbacks(app, versions) {
  const dir = areaDir(app);
  const slots = Array.from({ length: fallbackSlots() }, (_, index) => `fallback-${index + 1}`);
  const current = new Map(
    slots.map((slot) => {
      try {
        return [slot, path.basename(readlinkSync(path.join(dir, slot)))];
      } catch {
        return [slot, null];
      }
    }),
  );
  const wanted = new Set(versions.slice(0, slots.length));
  for (const slot of slots) {
    const version = current.get(slot);
    if (version !== null && !wanted.has(version)) {
      await rm(path.join(dir, slot), { force: true });
      current.set(slot, null);
    }
  }
  const placed = new Set(current.values());
  for (const version of wanted) {
    if (placed.has(version)) continue;
    const free = slots.find((slot) => current.get(slot) === null);
    if (!free) break;
    await pointAtomically(path.join(dir, free), version);
    current.set(free, version);
  }
}

/**
 * Removes the releases beyond the newest RELEASES_KEEP, never the live one or the previous one.
 * @returns {Promise<string[]>} the removed versions
 */
async function prune(app) {
  const history = await readHistory(app);
  const live = liveVersion(app);
  const previous = history.filter((version) => version !== live).at(-1);
  const versions = versionsOf(app);
  const kept = versions.filter(
    (version, index) => index < releasesKeep() || version === live || version === previous,
  );
  const removed = versions.filter((version) => !kept.includes(version));
  // Out of nginx's fallback links first, then off the disk.
  await pointFallbacks(app, kept);
  for (const version of removed) await rm(path.join(areaDir(app), version), { recursive: true, force: true });
  return removed;
}

/**
 * Builds one area into a new release (its webpack configuration, output in a temporary folder beside
 * the releases; its dist is not touched). An identical build already released is kept as it is.
 * @returns {Promise<{ version: string, created: boolean, removed: string[] }>}
 */
export async function createRelease(area) {
  const app = appOf(area);
  const dir = areaDir(app);
  await mkdir(dir, { recursive: true });
  const building = path.join(dir, `.build-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    console.info(`Building ${app.dir} for a release…`);
    await run(BIN('webpack'), ['--mode', 'production', '--output-path', building], {
      cwd: path.join(ROOT, app.dir),
    });
    const hash = await contentHash(building);
    const existing = versionsOf(app).find((version) => version.endsWith(`-${hash}`));
    if (existing) {
      await rm(building, { recursive: true, force: true });
      return { version: existing, created: false, removed: await prune(app) };
    }
    const version = `${utcStamp()}-${hash}`;
    await rename(building, path.join(dir, version));
    return { version, created: true, removed: await prune(app) };
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** Makes a release live: `live` switched atomically, the history appended. */
export async function deployRelease(area, version) {
  const app = appOf(area);
  if (!version || !versionsOf(app).includes(version)) {
    throw new Error(
      `${app.dir} has no release "${version ?? ''}" (npm run releases lists them; npm run release -- ${app.dir} makes one).`,
    );
  }
  const live = liveVersion(app);
  if (live === version) return { version, previous: live, changed: false };
  // nginx's fallback links name every kept release before the switch: the old tabs' chunks stay found.
  await pointFallbacks(app, versionsOf(app));
  await pointAtomically(path.join(areaDir(app), LIVE), version);
  const history = (await readHistory(app)).filter((entry) => entry !== version);
  if (live && history.at(-1) !== live) history.push(live);
  history.push(version);
  await writeHistory(app, history);
  return { version, previous: live, changed: true };
}

/** Makes the previously live release live again (the history's entry before the live one). */
export async function rollbackRelease(area) {
  const app = appOf(area);
  const live = liveVersion(app);
  const history = await readHistory(app);
  if (live && history.at(-1) !== live) history.push(live);
  const earlier = history.slice(0, -1).filter((version) => versionsOf(app).includes(version));
  const target = earlier.at(-1);
  if (!target) throw new Error(`${app.dir} has no earlier release to roll back to.`);
  await pointFallbacks(app, versionsOf(app));
  await pointAtomically(path.join(areaDir(app), LIVE), target);
  await writeHistory(app, history.slice(0, history.lastIndexOf(target) + 1));
  return { version: target, previous: live };
}

/** Each area's releases, newest first, and which is live. */
export function listReleases() {
  return APPS.map((app) => ({ area: app.dir, live: liveVersion(app), versions: versionsOf(app) }));
}

/**
 * What a site server serves (createSiteServer's shellRoot and areas): each area from its live release
 * and the kept older ones, resolved per request, or from its dist while it has none.
 * @param {{ without?: string[] }} [options]  areas left out (by folder), as in siteAreas
 */
export function servedSite({ without = [] } = {}) {
  const shell = APPS[0];
  return {
    shellRoot: () => servedRoots(shell),
    areas: Object.fromEntries(
      APPS.filter((app) => app.remote && !without.includes(app.dir)).map((app) => [
        app.remote,
        { prefix: app.prefix, root: () => servedRoots(app) },
      ]),
    ),
  };
}
