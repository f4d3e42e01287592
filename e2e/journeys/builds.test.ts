// npm start, the journeys and the bench rebuild an area only when its build is stale: every input of a
// build must count, or a changed webpack.config.js or public/ file is served from an old build.
import assert from 'node:assert/strict';
import { statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { APPS, API_BUILD_INPUTS, ROOT, buildInputs, needsBuild } from '../../scripts/lib/apps.mjs';

/** Makes the file look edited after the build, runs the check, and puts its time back. */
function staleAfterTouching(file: string, check: () => boolean): boolean {
  const { atime, mtime } = statSync(file);
  const later = new Date(Date.now() + 60 * 60 * 1000);
  utimesSync(file, later, later);
  try {
    return check();
  } finally {
    utimesSync(file, atime, mtime);
  }
}

describe('build staleness', () => {
  const shell = APPS.find((app) => app.dir === 'shell')!;

  it('every app counts its whole folder, shared, the TypeScript base and the lockfile', () => {
    for (const app of APPS) {
      const inputs = buildInputs(app).map((input) => path.relative(ROOT, input));
      for (const expected of [
        app.dir,
        'shared/src',
        'shared/build',
        'shared/package.json',
        'tsconfig.base.json',
        'package-lock.json',
      ]) {
        assert.ok(inputs.includes(expected), `${app.dir} reads ${expected}: ${inputs.join(', ')}`);
      }
    }
    const api = API_BUILD_INPUTS.map((input) => path.relative(ROOT, input));
    for (const expected of [
      'api/src',
      'api/build.mjs',
      'api/package.json',
      'shared/src',
      'package-lock.json',
    ]) {
      assert.ok(api.includes(expected), `the api reads ${expected}`);
    }
  });

  it('a newer webpack.config.js, public/ file or lockfile makes the build stale', () => {
    // npm test builds before the journeys: the shell's build is fresh here, so only the touch can stale it.
    assert.equal(needsBuild(shell), false, 'the shell was just built');
    for (const file of ['shell/webpack.config.js', 'shell/public/config.json', 'package-lock.json']) {
      assert.equal(
        staleAfterTouching(path.join(ROOT, file), () => needsBuild(shell)),
        true,
        `${file} edited after the build`,
      );
    }
  });
});
