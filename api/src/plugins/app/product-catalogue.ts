import { parseCatalogQuery } from '@harmony/shared/catalog-query';
import fp from 'fastify-plugin';
import { searchCatalogue } from '../../catalogue/catalogue-search';
import { toApiProduct } from '../../catalogue/product-answer';
import { catalogueVersion, listProducts } from '../../db/products-repository';
import { type CachedBytes, prepareBytes } from '../../http/send-cached';
import { ProductListSchema } from '../../schemas/products';

export interface CatalogueSnapshot {
  list: CachedBytes;
  byId: ReadonlyMap<number, CachedBytes>;
}

export interface ProductCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Drops this process's copy; call after this process writes products (others see it by their poll). */
  invalidate(): void;
  /**
   * Reads the catalogue and the listing's first page once, as the server starts: a database's first
   * search costs about a second on the embedded one (its query paths warm on first use), which would
   * otherwise be the first shopper's wait on /product.
   */
  readAhead(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: ProductCatalogue;
  }
}

/** The value's bytes, compressed anew only when they differ from the copy already held. */
function cached(value: unknown, held: CachedBytes | undefined): Promise<CachedBytes> | CachedBytes {
  const body = Buffer.from(JSON.stringify(value));
  return held?.body.equals(body) ? held : prepareBytes(body);
}

/**
 * Product reads are the hot path, so each process keeps the serialized list and products in memory.
 * Writes by this process invalidate() the copy; writes by others (another api process, `npm run ops`,
 * the back office on another process) are found by a poll every PRODUCTS_CACHE_TTL_MS: it reads the
 * table's version (catalogueVersion, two small columns) and reloads only when that moved. So a change is
 * served by every process within the interval and a reload's time, whether or not anyone asked
 * meanwhile, and reads never wait for a refresh. With PRODUCTS_CACHE_TTL_MS=0 nothing is kept.
 */
export default fp(
  async (fastify) => {
    const ttl = fastify.config.productsCacheTtlMs;
    let current: { snapshot: CatalogueSnapshot; version: string } | null = null;
    let loading: Promise<CatalogueSnapshot> | null = null;
    let generation = 0;

    async function load(): Promise<CatalogueSnapshot> {
      const started = generation;
      // Read before the rows: a write between the two is seen by the next poll, never missed.
      const version = await catalogueVersion(fastify.db);
      // Parsing checks the contract once per load instead of once per answer.
      const products = ProductListSchema.parse((await listProducts(fastify.db)).map(toApiProduct));
      // A reload after another process's stock change (the usual case) compresses only what changed.
      const held = current?.snapshot;
      const [list, ...each] = await Promise.all([
        cached(products, held?.list),
        ...products.map((product) => cached(product, held?.byId.get(product.id))),
      ]);
      const snapshot: CatalogueSnapshot = {
        list: list!,
        byId: new Map(products.map((product, i) => [product.id, each[i]!])),
      };
      // An invalidate() during the read means this copy may already be old: serve it, do not keep it.
      if (started === generation && ttl > 0) current = { snapshot, version };
      return snapshot;
    }

    /** One read at a time, however many requests and polls want one while it runs. */
    function reload(): Promise<CatalogueSnapshot> {
      if (!loading) {
        const promise = load().finally(() => {
          if (loading === promise) loading = null;
        });
        loading = promise;
      }
      return loading;
    }

    async function poll(): Promise<void> {
      if (!current || loading) return;
      try {
        if ((await catalogueVersion(fastify.db)) !== current?.version) await reload();
      } catch (err) {
        fastify.log.warn({ err }, 'catalogue refresh failed; serving the previous copy');
      }
    }

    // One poll at a time: a slow database skips ticks instead of piling polls up.
    let polling: Promise<void> | null = null;
    const timer =
      ttl > 0
        ? setInterval(() => {
            polling ??= poll().finally(() => (polling = null));
          }, ttl).unref()
        : undefined;
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      // A poll under way finishes before the database closes under it.
      await polling;
    });

    const catalogue: ProductCatalogue = {
      async snapshot() {
        return current?.snapshot ?? reload();
      },
      invalidate() {
        generation += 1;
        current = null;
        loading = null;
      },
      async readAhead() {
        await Promise.all([
          catalogue.snapshot(),
          searchCatalogue(fastify.db, parseCatalogQuery(new URLSearchParams('page=1')).query),
        ]);
      },
    };
    fastify.decorate('catalogue', catalogue);
  },
  { name: 'product-catalogue', dependencies: ['config', 'db'] },
);
