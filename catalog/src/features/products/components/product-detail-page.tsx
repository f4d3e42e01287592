import {
  Button,
  buttonClassName,
  MESSAGES,
  PriceTag,
  StatusMessage,
  type Product,
  useDocumentTitle,
} from '@harmony/shared';
import { Link, useLocation, useNavigate, useParams } from '@harmony/shared/router';
import { useProduct, type ProductQuery } from '../hooks/use-product';
import styles from './product-detail.module.css';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductTabs } from './product-tabs';

/** /description/{id}. Each id gets its own fresh screen (quantity, tabs, accordion start over). */
export function ProductDetailPage() {
  const { id } = useParams();
  return <ProductDetail key={id} idParam={id} />;
}

function titleFor(query: ProductQuery): string {
  if (query.status === 'success') return query.product.title;
  if (query.status === 'loading') return MESSAGES.loadingProduct;
  return 'Product not found';
}

function ProductDetail({ idParam }: { idParam: string | undefined }) {
  const query = useProduct(idParam);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(titleFor(query));

  // History back (SPEC §2); a shopper who landed here directly goes to the listing instead of leaving.
  const goBack = () => (location.key === 'default' ? navigate('/product') : navigate(-1));

  return (
    <div className={styles.page}>
      <Button variant="ghost" className={styles.back} onClick={goBack}>
        <span aria-hidden="true">←</span> Back
      </Button>
      {query.status === 'loading' && <StatusMessage busy>{MESSAGES.loadingProduct}</StatusMessage>}
      {(query.status === 'not-found' || query.status === 'error') && (
        <StatusMessage>
          <h1 className={styles.stateText}>{MESSAGES.productNotFound}</h1>
          {query.status === 'error' ? (
            <Button onClick={query.retry}>Try again</Button>
          ) : (
            <Link to="/product" className={buttonClassName('primary')}>
              Browse products
            </Link>
          )}
        </StatusMessage>
      )}
      {query.status === 'success' && <ProductView product={query.product} />}
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
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
