import { parseCatalogQuery } from '@harmony/shared/catalog-query';
import { buildApp } from './app';
import { searchCatalogue } from './db/catalogue-search';

// Only starts and stops; everything else is in buildApp, which the tests use without a port.
const app = await buildApp();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck close must not keep the process alive forever.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: app.config.port, host: app.config.host });
  app.invoicePrinter
    .start()
    .catch((err: unknown) => app.log.error({ err }, 'the invoice printer could not start'));
  // A database's first search costs about a second on the embedded one (its query paths warm up on
  // first use): the listing's first page is read now, not on the first shopper's visit to /product.
  Promise.all([
    app.catalogue.snapshot(),
    searchCatalogue(app.db, parseCatalogQuery(new URLSearchParams('page=1')).query),
  ]).catch((err: unknown) => app.log.warn({ err }, 'the catalogue could not be read ahead'));
} catch (err) {
  app.log.fatal({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
