import fp from 'fastify-plugin';
import { listProducts } from '../../db/products-repository';
import { type CachedBytes, prepareBytes } from '../../lib/send-cached';
import { ProductListSchema } from '../../schemas/products';

export interface CatalogueSnapshot {
  list: CachedBytes;
  byId: ReadonlyMap<number, CachedBytes>;
}

export interface ProductCatalogue {
  snapshot(): Promise<CatalogueSnapshot>;
  /** Drops this process's copy; call after this process writes products. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: ProductCatalogue;
  }
}

function cached(value: unknown): CachedBytes {
  return prepareBytes(Buffer.from(JSON.stringify(value)));
}

/**
 * Product reads are the hot path, so each process keeps the serialized list and products in memory.
 * Writes by other processes (the ops tool, another api) are picked up when the copy is older than
 * PRODUCTS_CACHE_TTL_MS; the answers' max-age already lets clients keep them for a minute.
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
      const products = ProductListSchema.parse(await listProducts(fastify.db));
      const snapshot: CatalogueSnapshot = {
        list: cached(products),
        byId: new Map(products.map((product) => [product.id, cached(product)])),
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
        }
        try {
          return await loading;
        } catch (err) {
          if (!current) throw err;
          fastify.log.warn({ err }, 'catalogue refresh failed; serving the previous copy');
          return current.snapshot;
        }
      },
      invalidate() {
        generation += 1;
        current = null;
        loading = null;
      },
    };
    fastify.decorate('catalogue', catalogue);
  },
  { name: 'product-catalogue', dependencies: ['config', 'db'] },
);
