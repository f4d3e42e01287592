import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fp from 'fastify-plugin';
import { Piscina } from 'piscina';
import type { PrintInvoice } from '../../invoices/invoice-pdf';

export interface InvoicePrinter {
  print: PrintInvoice;
  /**
   * Starts a thread and prepares its fonts now rather than with the first document (the api's start
   * does this, so the first paid order's mail is not the one that waits).
   */
  start(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invoicePrinter: InvoicePrinter;
  }
}

// The worker: invoices/invoice-pdf-worker.ts in the source (tsx), beside the bundle in the build's dist/.
const here = fileURLToPath(import.meta.url);
const WORKER = path.join(
  path.dirname(here),
  here.endsWith('.ts') ? '../../invoices/invoice-pdf-worker.ts' : 'invoice-pdf-worker.js',
);

/**
 * PDFs are drawn in worker threads, started with the api (server.ts) or else the first document: a document costs milliseconds of CPU
 * (text layout, font subsetting, compression), which on the request thread would hold up every other
 * shopper's answer while a confirmation mail or a download is drawn. One thread fewer than the cores,
 * so the request thread keeps one.
 */
export default fp(
  async (fastify) => {
    let pool: Piscina | undefined;
    const threads = () =>
      (pool ??= new Piscina({
        filename: WORKER,
        // A thread starts with loading pdfkit and preparing the fonts (a few hundred milliseconds): once
        // one is needed it stays, and more stay a minute after a busy spell.
        minThreads: 1,
        maxThreads: Math.max(1, availableParallelism() - 1),
        idleTimeout: 60_000,
      }));
    const printer: InvoicePrinter = {
      async print(stored, creditNote) {
        const bytes: Uint8Array = await threads().run({ stored, creditNote });
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
      async start() {
        await threads().run(undefined, { name: 'prepare' });
      },
    };
    fastify.addHook('onClose', async () => {
      await pool?.destroy();
    });
    fastify.decorate('invoicePrinter', printer);
  },
  { name: 'invoice-printer' },
);
