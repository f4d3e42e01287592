import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseInUseError } from '../db/pglite-lock';
import { OPS_USAGE, OpsError, parseOpsCommand, runOpsCommand } from './ops-commands';

// `npm run ops -- <command>` (root) or `npm run ops -w api -- <command>`: the operator's tool. Uses
// DATABASE_URL / DATA_DIR like the api; with the embedded database the api must be stopped first.
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseOpsCommand(argv);
  } catch (err) {
    if (err instanceof OpsError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  if (command.name === 'help') {
    console.info(OPS_USAGE);
    return 0;
  }

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  let handle;
  try {
    handle = await openDatabase(config.database, 'npm run ops');
  } catch (err) {
    if (err instanceof DatabaseInUseError) {
      console.error(err.message);
      return 1;
    }
    const where =
      config.database.kind === 'postgres' ? 'the PostgreSQL in DATABASE_URL' : config.database.dataDir;
    console.error(`Could not open the database (${where}): ${(err as Error).message}`);
    return 1;
  }
  try {
    // The schema is brought up to date as the api would (a no-op when it already is).
    await handle.exclusive((_db, migrate) => migrate());
    const lines = await runOpsCommand(handle.db, command);
    console.info(lines.join('\n'));
    return 0;
  } catch (err) {
    if (err instanceof OpsError) {
      console.error(err.message);
      return 1;
    }
    console.error(`ops failed: ${(err as Error).message}`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
