import { buildApp } from './app';
import { pincodeDirectory } from './pincodes/pincode-directory';

// Only starts and stops; everything else is in buildApp, which the tests use without a port.
const app = await buildApp().catch((err: unknown) => {
  // Said and ended here: left to Node, a failed start printed the error but, with tracing's module
  // hooks loaded (--import), the process stayed alive, and pm2 never saw the crash loop.
  console.error('The api could not start:', err);
  process.exit(1);
});

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
  // Under pm2 (wait_ready, deploy/ecosystem.config.cjs) the process counts as started once it can
  // serve, not merely once it listens.
  void app.readiness.whenReady().then((ready) => {
    if (ready) process.send?.('ready');
  });
  app.invoicePrinter
    .start()
    .catch((err: unknown) => app.log.error({ err }, 'the invoice printer could not start'));
  app.catalogue
    .readAhead()
    .catch((err: unknown) => app.log.warn({ err }, 'the catalogue could not be read ahead'));
  // Parsed now (about 20 ms) rather than on a shopper's first lookup.
  pincodeDirectory();
} catch (err) {
  app.log.fatal({ err }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}
