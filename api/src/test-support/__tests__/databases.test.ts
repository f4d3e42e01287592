import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeTargets, findDatabaseTargets } from '../databases';

const answers = async () => undefined;
const silent = async () => {
  throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
};
const kinds = async (env: Record<string, string>, probe = answers) =>
  (await findDatabaseTargets(env, probe)).map((t) => t.kind);

describe('which databases the api tests run on', () => {
  test('both when PostgreSQL answers; PGlite alone when it does not, outside CI', async () => {
    assert.deepEqual(await kinds({}), ['pglite', 'postgres']);
    assert.deepEqual(await kinds({}, silent), ['pglite']);
  });

  test('in CI a missing PostgreSQL fails the run instead of passing on PGlite alone', async () => {
    await assert.rejects(
      findDatabaseTargets({ CI: 'true' }, silent),
      /PostgreSQL is expected \(CI=true\) but does not answer at 127\.0\.0\.1:5432 \(connect ECONNREFUSED/,
    );
    await assert.rejects(
      findDatabaseTargets({ DATABASE_URL: 'postgres://x@db.example:5432/h' }, silent),
      /expected \(DATABASE_URL names it\) but does not answer at db\.example:5432/,
    );
    assert.deepEqual(await kinds({ CI: 'true', TEST_DATABASES: 'pglite' }, silent), ['pglite'], 'on purpose');
  });

  test('the report names them', async () => {
    const targets = await findDatabaseTargets({}, answers);
    assert.equal(describeTargets(targets, {}), 'pglite, postgres (127.0.0.1:5432)');
  });
});
