import { parseCatalogQuery } from '@harmony/shared/catalog-query';
import fp from 'fastify-plugin';
import { searchCatalogue } from '../../catalogue/catalogue-search';
import { toApiProduct } from '../../catalogue/product-answer';
import { listProducts } from '../../db/products-repository';
import { type CachedBytes, prepareBytes } from '../../http/send-cached';
import { ProductListSchema } from '../../schemas/products';

export interface CatalogueSnapshot {
  list: CachedBytes;
  byId: ReadonlyMap<number, CachedBytes>;
}

export interface ProductCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Drops this process's copy; call after this process writes products. */
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
 * Writes by other processes (the ops tool, another api) are picked up by the first read after the copy
 * is older than PRODUCTS_CACHE_TTL_MS, which starts the refresh; the answers' max-age already lets
 * clients keep them for a minute.
 */
export default fp(
  async (fastify) => {
    const ttl = fastify.config.productsCacheTtlMs;
    let current: { snapshot: CatalogueSnapshot; loadedAt: number } | null = null;
    let loading: Promise<CatalogueSnapshot> | null = null;
    let generation = 0;

    async function load(): Promise<CatalogueSnapshot> {
      const started = generation;
      // Parsing checks the contract once per load instead of once per answer.
      const products = ProductListSchema.parse((await listProducts(fastify.db)).map(toApiProduct));
      // A refresh that finds the catalogue unchanged (the usual case) costs a read, not a compression.
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
      if (started === generation) current = { snapshot, loadedAt: Date.now() };
      return snapshot;
    }

    const catalogue: ProductCatalogue = {
      async snapshot() {
        if (current && Date.now() - current.loadedAt < ttl) return current.snapshot;
        // One read at a time, however many requests arrive while it runs.
        if (!loading) {
          const promise = load().finally(() => {
            if (loading === promise) loading = null;
          });
          loading = promise;
          promise.catch((err: unknown) => {
            if (current) fastify.log.warn({ err }, 'catalogue refresh failed; serving the previous copy');
          });
        }
        // An old copy is answered at once while the new one loads (stale while revalidate): no shopper
        // waits on the refresh. A process with no copy yet (or one just invalidated) waits, and so does
        // every read with PRODUCTS_CACHE_TTL_MS=0 (no copy kept).
        if (current && ttl > 0) return current.snapshot;
        return loading;
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
