import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { Link, useNavigate, useParams } from '@harmony/shared/router';
import { useState } from 'react';
import page from '../../../components/record-page.module.css';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchCategories, fetchProduct } from '../api/products-api';
import type { Category, StaffProduct } from '../types/staff-product';
import { ProductForm } from './product-form';
import { ProductHistory } from './product-history';
import { ProductPictures } from './product-pictures';
import { PublishedBadge } from './published-badge';
import styles from './products.module.css';
import { PublicationPanel } from './publication-panel';

export const EDITOR_TEXT = {
  loading: 'Loading the product',
  failed: 'The product could not be loaded. Try again.',
  newLead:
    'A new product starts unpublished and out of stock: add its pictures once it is created, then publish it.',
} as const;

/** The editor of a product the api answered, with its pictures, publication and history beside it. */
function ExistingProduct({
  product,
  categories,
  onChanged,
}: {
  product: StaffProduct;
  categories: Category[];
  onChanged: (product: StaffProduct) => void;
}) {
  return (
    <div className={page.columns}>
      <div className={page.main}>
        <section className={page.panel} aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          {/* Keyed by product: another product's page starts from its own values. */}
          <ProductForm key={product.id} product={product} categories={categories} onChanged={onChanged} />
        </section>
      </div>
      <div className={page.side}>
        <PublicationPanel product={product} onChanged={onChanged} />
        <ProductPictures product={product} onChanged={onChanged} />
        <section className={page.panel} aria-labelledby="stock-title">
          <h2 id="stock-title">Stock</h2>
          <p>
            {product.stock} available. <Link to={`/admin/stock/${product.id}`}>Change the stock</Link>
          </p>
        </section>
        <ProductHistory history={product.history} />
      </div>
    </div>
  );
}

/**
 * /admin/new-product and /admin/products/{productId} (catalog): a product's fields, pictures,
 * publication and history. What a write answers replaces what was read, until the page reads again.
 */
export function ProductEditorPage() {
  const { productId } = useParams();
  const navigate = useNavigate();
  useDocumentTitle(productId ? `Product #${productId}` : 'New product');
  const categories = useApiRead(fetchCategories, 'categories');
  const read = useApiRead((signal) => fetchProduct(productId ?? '', signal), productId ?? null);
  const [answered, setAnswered] = useState<StaffProduct | null>(null);
  const product =
    answered && String(answered.id) === productId
      ? answered
      : read.read.state === 'done'
        ? read.read.data
        : null;
  const failed = [read.read, categories.read].find((r) => r.state === 'failed');
  const retry = () => {
    read.reload();
    categories.reload();
  };

  let body;
  if (failed?.state === 'failed' && !(productId && product)) {
    body = (
      <StatusMessage>
        <span role="alert">{errorMessage(failed.error, EDITOR_TEXT.failed)}</span>{' '}
        <Button onClick={retry}>Try again</Button>
      </StatusMessage>
    );
  } else if (categories.read.state !== 'done' || (productId && !product)) {
    body = <StatusMessage busy>{EDITOR_TEXT.loading}</StatusMessage>;
  } else if (product) {
    body = <ExistingProduct product={product} categories={categories.read.data} onChanged={setAnswered} />;
  } else {
    body = (
      <section className={`${page.panel} ${styles.newProduct}`} aria-labelledby="details-title">
        <h2 id="details-title">Details</h2>
        <p className={page.muted}>{EDITOR_TEXT.newLead}</p>
        <ProductForm
          categories={categories.read.data}
          onChanged={(created) => {
            setAnswered(created);
            void navigate(`/admin/products/${created.id}`);
          }}
        />
      </section>
    );
  }

  return (
    <div className={page.page}>
      <Link to="/admin/products">All products</Link>
      <h1>
        {productId ? (product?.title ?? `Product #${productId}`) : 'New product'}
        {product && <PublishedBadge published={product.published} large />}
      </h1>
      {body}
    </div>
  );
}
