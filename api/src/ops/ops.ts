import { type AppConfig, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseInUseError, opsChannelOf } from '../db/pglite-lock';
import type { OrderDeps } from '../orders/order-deps';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { createConfiguredCourier } from '../plugins/app/courier-gateway';
import { createConfiguredGateway } from '../plugins/app/payment-gateway';
import { type BackupOpsCommand, runBackupCommand } from './backups';
import { OPS_USAGE, OpsError, parseOpsCommand, runOpsCommand } from './commands';
import { askRunningApi } from './running-api';

// `npm run ops -- <command>` (root) or `npm run ops -w api -- <command>`: the operator's tool. Uses
// DATABASE_URL / DATA_DIR like the api; on the embedded database while the api runs, the api runs the
// command (it holds the folder; see plugins/app/ops-channel).
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
  if (command.name === 'backup' || command.name === 'restore') return backupOrRestore(command, config, argv);
  let handle;
  try {
    handle = await openDatabase(config.database, 'npm run ops');
  } catch (err) {
    if (err instanceof DatabaseInUseError) return throughRunningApi(err, argv);
    const where =
      config.database.kind === 'postgres' ? 'the PostgreSQL in DATABASE_URL' : config.database.dataDir;
    console.error(`Could not open the database (${where}): ${(err as Error).message}`);
    return 1;
  }
  try {
    // The schema is brought up to date as the api would (a no-op when it already is).
    await handle.exclusive((_db, migrate) => migrate());
    const db = handle.db;
    const appConfig = config;
    // Only refund and shipping need the gateways: the same ones the api makes from the same settings.
    // Their mails go to the outbox, which the api's processes send.
    const cancellation = async (): Promise<OrderDeps> => {
      const log = {
        info: (details: object, message: string) => console.info(message, details),
        warn: (details: object, message: string) => console.warn(message, details),
        error: (details: object, message: string) => console.error(message, details),
      };
      const { gateway } = await createConfiguredGateway(appConfig, db, log.warn);
      const { courier } = await createConfiguredCourier(appConfig, log.warn);
      return {
        db,
        gateway,
        // Nothing listens for the sandbox's webhooks here; its refunds are processed at once anyway.
        webhooks: null,
        courier,
        // One document at most per command: drawn on this thread.
        printInvoice: renderInvoicePdf,
        config: appConfig,
        log,
        // The tool ends when the command does: what the api would do after its answer is done first.
        later: (task) => task(),
      };
    };
    const lines = await runOpsCommand(db, command, { cancellation });
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

/** backup and restore open the database their own way: restore must find it as it is, not migrated. */
async function backupOrRestore(
  command: BackupOpsCommand,
  config: AppConfig,
  argv: string[],
): Promise<number> {
  try {
    console.info((await runBackupCommand(command, { config }, new Date())).join('\n'));
    return 0;
  } catch (err) {
    // The api holds the embedded database: it writes the backup through its own connection.
    if (err instanceof DatabaseInUseError) return throughRunningApi(err, argv);
    console.error(
      err instanceof OpsError ? err.message : `${command.name} failed: ${(err as Error).message}`,
    );
    return 1;
  }
}

/** The api holds the folder: it runs the command, and its answer is printed as ops would print it. */
async function throughRunningApi(inUse: DatabaseInUseError, argv: string[]): Promise<number> {
  const answer = await askRunningApi(opsChannelOf(inUse.dataDir), argv);
  if (!answer) {
    console.error(inUse.message);
    return 1;
  }
  if (answer.lines) {
    console.info(answer.lines.join('\n'));
    return 0;
  }
  console.error(answer.error ?? `The api answered ${answer.status}.`);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
