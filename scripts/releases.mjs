// npm run release -- <area>            build one area into a new immutable release (releases/<area>/<version>/)
// npm run deploy -- <area> <version>   make that release live (one atomic symlink switch)
// npm run rollback -- <area>           make the previously live release live again
// npm run releases                     each area's releases, newest first, and which is live
// Running servers (npm start, npm run start:prod) pick the switch up with the next request; the shell's
// switch also reloads a running start:prod nginx (gracefully), whose page policy names the release's
// script hashes (its script-hashes.conf, read when nginx loads its configuration).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import {
  createRelease,
  deployRelease,
  listReleases,
  releasesKeep,
  releasesRoot,
  rollbackRelease,
} from './lib/releases.mjs';

const [command, area, version] = process.argv.slice(2);

/** SIGHUP to start:prod's nginx (RUN_DIR, as start:prod reads it), when one runs. */
function reloadEdge() {
  const runDir = path.resolve(process.env.RUN_DIR ?? path.join(ROOT, '.run', 'prod'));
  let pid;
  try {
    pid = Number(readFileSync(path.join(runDir, 'nginx.pid'), 'utf8'));
    process.kill(pid, 'SIGHUP');
  } catch {
    return;
  }
  console.info(`nginx (${pid}) reloaded: the page's policy names the live shell's scripts.`);
}

try {
  if (command === 'release') {
    if (!area)
      throw new Error('Which area? npm run release -- <shell|catalog|cart-checkout|account|backoffice>');
    const made = await createRelease(area);
    console.info(
      made.created
        ? `${area}: release ${made.version} built.`
        : `${area}: this build is release ${made.version} already; nothing was written.`,
    );
    if (made.removed.length > 0) {
      console.info(
        `${area}: removed releases beyond the newest ${releasesKeep()}: ${made.removed.join(' ')}`,
      );
    }
    console.info(`Make it live: npm run deploy -- ${area} ${made.version}`);
  } else if (command === 'deploy') {
    const done = await deployRelease(area, version);
    console.info(
      done.changed
        ? `${area}: ${done.version} is live (was ${done.previous ?? 'its dist'}).`
        : `${area}: ${done.version} was live already.`,
    );
    if (area === 'shell' && done.changed) reloadEdge();
  } else if (command === 'rollback') {
    if (!area) throw new Error('Which area? npm run rollback -- <area>');
    const done = await rollbackRelease(area);
    console.info(`${area}: rolled back to ${done.version} (was ${done.previous ?? 'its dist'}).`);
    if (area === 'shell') reloadEdge();
  } else if (command === 'list') {
    console.info(`Releases in ${releasesRoot()} (newest first; * live):`);
    for (const { area: name, live, versions } of listReleases()) {
      console.info(`${name}${live ? '' : ' (no live release: served from its dist)'}`);
      for (const each of versions) console.info(`  ${each === live ? '*' : ' '} ${each}`);
    }
  } else {
    throw new Error('Usage: node scripts/releases.mjs release|deploy|rollback|list …');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
