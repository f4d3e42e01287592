import { Button, buttonClassName, MESSAGES, StatusMessage, useDocumentTitle } from '@harmony/shared';
import { Link, useLocation, useNavigate, useParams } from '@harmony/shared/router';
import { useProduct, type ProductQuery } from '../hooks/use-product';
import { ProductView } from './product-view';
import styles from './product-detail.module.css';

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

const loading = <StatusMessage busy>{MESSAGES.loadingProduct}</StatusMessage>;

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
      {query.status === 'loading' && loading}
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
