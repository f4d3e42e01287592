import { catalogQueryToParams, parseCatalogQuery } from '@harmony/shared/catalog-query';
import { HERO_SLIDES } from '@harmony/shared/domain';
import { HOME_TITLE, type SitePagePath, type SiteRoute, fillPath } from '@harmony/shared/routes';
import { pageImages } from '../../../catalogue/catalogue-search';
import { findCategory } from '../../../db/categories-repository';
import type { Database } from '../../../db/client';
import { findProductForPage } from '../../../db/product-pages-repository';
import { type PageHead, type PreviewImage, SITE_NAME } from '../../../http/head-html';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, SITE_PREVIEW_PATH } from '../../../images/preview-images';
import { productHead } from './product-head';
import { PAGE_DESCRIPTIONS, findPage, pageIds } from './site-pages';

export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

const PRODUCTS_DESCRIPTION =
  'Every Harmony voltage stabilizer, extension board and accessory, with prices in rupees.';
const BROWSE = 'Browse our voltage stabilizers, extension boards and accessories.';

const withSite = (screen: string) => `${screen} · ${SITE_NAME}`;

/** Product cards on a listing's first screen: two rows of two on a phone, one row of four on a desktop. */
const FIRST_SCREEN_CARDS = 4;

function siteImage(siteUrl: string): PreviewImage {
  return {
    url: `${siteUrl}${SITE_PREVIEW_PATH}`,
    alt: 'Harmony: voltage stabilizers, extension boards and accessories',
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: 'image/png',
  };
}

function notFound(screen: string, description: string): PageAnswer {
  return {
    status: 404,
    head: { title: withSite(screen), headline: screen, description, robots: 'noindex' },
  };
}

const pageNotFound = () => notFound('Page not found', `This page is not in the Harmony shop. ${BROWSE}`);

/**
 * The listing (/product) with its query (the address bar's rules, parseCatalogQuery): all products, a
 * category, search results, and their pages; undefined for a category the shop does not have.
 */
async function listingHead(
  db: Database,
  route: SiteRoute & { title: string },
  params: URLSearchParams,
  siteUrl: string,
) {
  const { query } = parseCatalogQuery(params);
  const { q, category, page } = query;
  const [aisle, firstImages] = await Promise.all([
    category ? findCategory(db, category) : undefined,
    pageImages(db, query, FIRST_SCREEN_CARDS),
  ]);
  if (category && !aisle) return undefined;
  const within = aisle ? ` in ${aisle.name}` : '';
  const what = q ? `Results for “${q}”${within}` : (aisle?.name ?? route.title);
  const screen = page > 1 ? `${what}, page ${page}` : what;
  // The results' own address: the sort and filters show the same products, so they are left out.
  const canonical = catalogQueryToParams({ q, category, page }).toString();
  const head: PageHead = {
    title: withSite(screen),
    headline: screen,
    description: q
      ? `Harmony products matching “${q}”${within}, with prices in rupees.`
      : aisle
        ? `${aisle.name} from Harmony: ${aisle.count} products, with prices in rupees.`
        : PRODUCTS_DESCRIPTION,
    canonical: `${siteUrl}${route.path}${canonical ? `?${canonical}` : ''}`,
    // Search results are near-copies of the listing: followed, not indexed (search engines' advice).
    robots: q ? 'noindex, follow' : undefined,
    share: { type: 'website', image: siteImage(siteUrl) },
    firstImages,
  };
  return head;
}

function sitePageHead(
  route: SiteRoute & { path: SitePagePath },
  ids: Record<string, number>,
  siteUrl: string,
): PageHead {
  const screen = route.title === undefined ? undefined : fillPath(route.title, ids);
  const path = fillPath(route.path, ids);
  const canonical = `${siteUrl}${path}`;
  const home = path === '/';
  return {
    title: screen ? withSite(screen) : HOME_TITLE,
    headline: screen ?? HOME_TITLE,
    description: PAGE_DESCRIPTIONS[route.path],
    canonical,
    robots: route.private ? 'noindex' : undefined,
    share: { type: 'website', image: siteImage(siteUrl) },
    firstImages: home ? [HERO_SLIDES[0]!.image] : undefined,
    structuredData: home
      ? [
          { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: canonical },
          { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: canonical },
        ]
      : undefined,
  };
}

type PageFound = NonNullable<ReturnType<typeof findPage>> & { url: URL; ids: ReturnType<typeof pageIds> };

/** The route of the page at `pageUrl` (its path and query), with its ids; undefined for no page. */
function locatePage(pageUrl: string): PageFound | undefined {
  try {
    const url = new URL(`http://page${pageUrl.startsWith('/') ? '' : '/'}${pageUrl}`);
    const found = findPage(url.pathname.split('/').filter(Boolean).map(decodeURIComponent));
    return found && { ...found, url, ids: pageIds(found.params) };
  } catch {
    return undefined;
  }
}

/**
 * The metadata of the page at `pageUrl` (its path and query, as the shopper's browser asked for it),
 * read from the database now. 404 for a path that is no page and for a product that does not exist.
 */
export async function describePage(db: Database, siteUrl: string, pageUrl: string): Promise<PageAnswer> {
  const found = locatePage(pageUrl);
  if (!found) return pageNotFound();
  const { route, ids, url } = found;
  if (route.catalogue === 'product') {
    const row = ids?.id === undefined ? undefined : await findProductForPage(db, ids.id);
    if (!row) return notFound('Product not found', `This product is not in the Harmony catalogue. ${BROWSE}`);
    return { status: 200, head: productHead(row, siteUrl) };
  }
  if (route.catalogue === 'listing') {
    const head = await listingHead(db, route, url.searchParams, siteUrl);
    if (!head) return notFound('Category not found', `This category is not in the Harmony shop. ${BROWSE}`);
    return { status: 200, head };
  }
  if (!ids) return pageNotFound();
  return { status: 200, head: sitePageHead(route, ids, siteUrl) };
}

/**
 * describePage's status alone, as nginx asks for it before every page: whether the page exists, without
 * drawing its head (a listing's head searches for its first pictures; its status needs only the category).
 */
export async function pageStatus(db: Database, pageUrl: string): Promise<PageAnswer['status']> {
  const found = locatePage(pageUrl);
  if (!found) return 404;
  const { route, ids, url } = found;
  if (route.catalogue === 'product') {
    return ids?.id !== undefined && (await findProductForPage(db, ids.id)) ? 200 : 404;
  }
  if (route.catalogue === 'listing') {
    const { category } = parseCatalogQuery(url.searchParams).query;
    return !category || (await findCategory(db, category)) ? 200 : 404;
  }
  return ids ? 200 : 404;
}
