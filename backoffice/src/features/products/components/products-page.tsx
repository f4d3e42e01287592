import { Button, buttonClassName, useDocumentTitle } from '@harmony/shared';
import { TextField } from '@harmony/shared/forms';
import { Link, useSearchParams } from '@harmony/shared/router';
import { useState, type FormEvent } from 'react';
import { ListRead } from '../../../components/list-read';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchProducts } from '../api/products-api';
import styles from './products.module.css';
import { ProductsTable } from './products-table';

export const PRODUCTS_TEXT = {
  loading: 'Loading the products',
  failed: 'The products could not be loaded. Try again.',
  none: 'No product matches.',
} as const;

/** The search box; the address keeps what was searched (a link shares it, Back returns to it). */
function ProductSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} onSubmit={submit} role="search" aria-label="Products">
      <TextField
        label="Search by title, brand or slug"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

/** /admin/products (catalog): every product, published or not, searched; each opens its editor. */
export function ProductsPage() {
  useDocumentTitle('Products');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { read, reload } = useApiRead((signal) => fetchProducts(q, signal), q);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Products</h1>
        <Link className={buttonClassName('accent')} to="/admin/new-product">
          New product
        </Link>
      </div>
      {/* Keyed by the search: Back or a shared link puts its words in the box. */}
      <ProductSearch key={q} q={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      <ListRead read={read} reload={reload} text={PRODUCTS_TEXT} isEmpty={(data) => data.length === 0}>
        {(data) => <ProductsTable products={data} />}
      </ListRead>
    </div>
  );
}
