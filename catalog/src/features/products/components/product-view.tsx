import { PriceTag, type Product } from '@harmony/shared';
import styles from './product-detail.module.css';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductTabs } from './product-tabs';

/** A product as its detail page shows it (SPEC §2). */
export function ProductView({ product }: { product: Product }) {
  return (
    <article className={styles.product} aria-labelledby="product-title">
      <div className={styles.top}>
        <ProductGallery images={product.image ? [product.image] : []} title={product.title} />
        <div className={styles.summary}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h1 id="product-title" className={styles.title}>
            {product.title}
          </h1>
          {product.label && <span className={styles.label}>{product.label}</span>}
          <PriceTag price={product.price} className={styles.price} />
          {product.description1 && <p className={styles.lead}>{product.description1}</p>}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>Input voltage</dt>
              <dd>{product.inputvoltage || '—'}</dd>
            </div>
            <div className={styles.fact}>
              <dt>Output voltage</dt>
              <dd>{product.outputvoltage || '—'}</dd>
            </div>
          </dl>
          <ProductPurchase product={product} />
        </div>
      </div>
      <ProductTabs product={product} />
    </article>
  );
}
