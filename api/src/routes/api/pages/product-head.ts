import {
  type AvailabilityKind,
  CURRENCY,
  availability,
  availabilityText,
  formatRupees,
  paiseToRupees,
} from '@harmony/shared/domain';
import type { ProductPageRow } from '../../../db/product-pages-repository';
import { type PageHead, SITE_NAME } from '../../../http/head-html';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, productPreviewPath } from '../../../images/preview-images';
import { productImagePath } from '../../../schemas/products';

/** schema.org's ItemAvailability for what the product page says (In stock, Only N left, Out of stock). */
const SCHEMA_AVAILABILITY: Record<AvailabilityKind, string> = {
  in_stock: 'https://schema.org/InStock',
  low: 'https://schema.org/LimitedAvailability',
  out_of_stock: 'https://schema.org/OutOfStock',
};

/** /description/:id: the product's name, picture, price and availability, for previews and crawlers. */
export function productHead(row: ProductPageRow, siteUrl: string): PageHead {
  const canonical = `${siteUrl}/description/${row.id}`;
  const price = formatRupees(row.pricePaise);
  const was = row.originalPricePaise == null ? '' : ` (was ${formatRupees(row.originalPricePaise)})`;
  const stock = availabilityText(row.stock);
  const kind = availability(row.stock);
  const preview = `${siteUrl}${productPreviewPath(row.imageFile)}`;
  const amount = paiseToRupees(row.pricePaise);
  const crumbs = [
    ['Home', `${siteUrl}/`],
    ['Products', `${siteUrl}/product`],
    ...(row.category
      ? [[row.category.name, `${siteUrl}/product?category=${encodeURIComponent(row.category.slug)}`]]
      : []),
    [row.title, canonical],
  ];
  return {
    title: `${row.title} · ${SITE_NAME}`,
    headline: row.title,
    description: `${row.summary} ${price}${was}. ${stock}.`,
    canonical,
    firstImages: [productImagePath(row.imageFile)],
    share: {
      type: 'product',
      image: {
        url: preview,
        alt: row.title,
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        type: 'image/png',
      },
      properties: [
        ['product:brand', row.brand],
        ['product:price:amount', amount.toFixed(2)],
        ['product:price:currency', CURRENCY],
        ['product:availability', kind === 'out_of_stock' ? 'out of stock' : 'in stock'],
        ['product:condition', 'new'],
      ],
      facts: [
        ['Price', price],
        ['Availability', stock],
      ],
    },
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        '@id': `${canonical}#product`,
        name: row.title,
        description: row.summary,
        sku: row.slug,
        productID: String(row.id),
        url: canonical,
        image: [preview, `${siteUrl}${productImagePath(row.imageFile)}`],
        brand: { '@type': 'Brand', name: row.brand },
        offers: {
          '@type': 'Offer',
          url: canonical,
          price: amount,
          priceCurrency: CURRENCY,
          availability: SCHEMA_AVAILABILITY[kind],
          itemCondition: 'https://schema.org/NewCondition',
          seller: { '@type': 'Organization', name: SITE_NAME, url: `${siteUrl}/` },
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map(([name, item], i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name,
          item,
        })),
      },
    ],
  };
}
