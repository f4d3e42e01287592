import { SITE_ROUTES, fillPath } from '@harmony/shared/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCategories } from '../../db/categories-repository';
import { productChanges } from '../../db/product-pages-repository';
import { escapeHtml } from '../../http/escape-html';
import { PREVIEW_PREFIX } from '../../images/preview-images';
import { PRODUCT_IMAGE_PREFIX } from '../../schemas/products';
import type { CategoryList } from '../../schemas/catalog-search';
import { PAGES_UPDATED } from '../api/pages/site-pages';

/** W3C Datetime, to the second. */
const lastmod = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A private route's address up to its first id: /edit-address/:id → /edit-address/. */
const routePrefix = (path: string) => path.replace(/:.*$/, '');

/** What crawlers may read: every page but a shopper's own; of the api, what the pages show. */
export function robotsTxt(siteUrl: string): string {
  const privatePaths = SITE_ROUTES.filter((route) => route.private).flatMap((route) =>
    [route.path, ...(route.spellings ?? [])].map(routePrefix),
  );
  return [
    'User-agent: *',
    // A crawler that renders pages reads the catalogue and its pictures as a browser does.
    'Allow: /api/products',
    'Allow: /api/categories',
    `Allow: ${PRODUCT_IMAGE_PREFIX}/`,
    `Allow: ${PREVIEW_PREFIX}/`,
    'Disallow: /api/',
    'Disallow: /uploads/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

type ProductChange = Awaited<ReturnType<typeof productChanges>>[number];

/**
 * What the sitemap lists, in the route table's order: each public page at one address (the catalog's
 * change when one of the products they show does, the listing is followed by its aisles), then every
 * product's page.
 */
export function sitemapEntries(
  products: readonly ProductChange[],
  aisles: CategoryList,
): Array<[path: string, changed: Date]> {
  const newest = (among: readonly ProductChange[]) =>
    among.reduce((at, product) => (product.updatedAt > at ? product.updatedAt : at), PAGES_UPDATED);
  const catalogueChanged = newest(products);
  const listed = SITE_ROUTES.filter((route) => !route.private && !route.unlisted);
  const pages = listed
    .filter((route) => !route.path.includes(':'))
    .flatMap((route): Array<[string, Date]> => [
      [route.path, route.area === 'catalog' ? catalogueChanged : PAGES_UPDATED],
      ...(route.catalogue === 'listing'
        ? aisles
            .filter((aisle) => aisle.count > 0)
            .map((aisle): [string, Date] => [
              `${route.path}?category=${encodeURIComponent(aisle.slug)}`,
              newest(products.filter((product) => product.category === aisle.slug)),
            ])
        : []),
    ]);
  const productPages = listed
    .filter((route) => route.catalogue === 'product')
    .flatMap((route) =>
      products.map((product): [string, Date] => [
        fillPath(route.path, { id: product.id }),
        product.updatedAt,
      ]),
    );
  return [...pages, ...productPages];
}

/** The sitemaps.org document of the pages, each with when it last changed. */
function sitemapXml(siteUrl: string, entries: Array<[string, Date]>): string {
  const urls = entries.map(
    ([path, changed]) =>
      `<url><loc>${escapeHtml(`${siteUrl}${path}`)}</loc><lastmod>${lastmod(changed)}</lastmod></url>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * GET /robots.txt and /sitemap.xml at the site's root (the site server and nginx forward both): the
 * sitemap lists every public page, category and product, read from the database on each request.
 */
const crawlerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { siteUrl } = fastify.config;

  fastify.get(
    '/robots.txt',
    { schema: { tags: ['pages'], summary: 'What crawlers may read, and where the sitemap is' } },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteUrl)),
  );

  fastify.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['pages'],
        summary: 'Every public page and product, with when it last changed (sitemaps.org XML)',
      },
    },
    async (_request, reply) => {
      const [products, aisles] = await Promise.all([productChanges(fastify.db), listCategories(fastify.db)]);
      return reply
        .header('cache-control', 'no-cache')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteUrl, sitemapEntries(products, aisles)));
    },
  );
};

export default crawlerRoutes;
