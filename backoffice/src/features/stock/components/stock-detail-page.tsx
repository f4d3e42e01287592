import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { Link, useParams } from '@harmony/shared/router';
import { useState } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import record from '../../../components/record-page.module.css';
import { fetchStockDetail } from '../api/stock-api';
import type { StockDetail } from '../types/stock';
import { LowLevelForm } from './low-level-form';
import { StockChangeForm } from './stock-change-form';
import { StockHistory } from './stock-history';
import { StockState } from './stock-state';

export const STOCK_DETAIL_TEXT = {
  loading: 'Loading the product’s stock',
  failed: 'The product’s stock could not be loaded. Try again.',
} as const;

function StockFacts({ detail }: { detail: StockDetail }) {
  const { product } = detail;
  return (
    <section className={record.panel} aria-labelledby="facts-title">
      <h2 id="facts-title">Now</h2>
      <dl className={record.facts}>
        <dt>Available</dt>
        <dd>{product.stock}</dd>
        <dt>Held by unpaid checkouts</dt>
        <dd>{product.held}</dd>
        <dt>Low at or below</dt>
        <dd>{product.low_stock_level}</dd>
        <dt>Stock</dt>
        <dd>
          <StockState product={product} />
        </dd>
      </dl>
      <p className={record.muted}>
        Held units belong to checkouts waiting for payment: they are sold when paid, or come back to the
        available units when dropped. A change never touches them.
      </p>
    </section>
  );
}

/** /admin/stock/{productId} (catalog): the product's units, a change with its reason, its level, its history. */
export function StockDetailPage() {
  const { productId = '' } = useParams();
  const { read, reload } = useApiRead((signal) => fetchStockDetail(productId, signal), productId);
  // What a change answered replaces what was read, until the page reads again.
  const [acted, setActed] = useState<StockDetail | null>(null);
  const detail = acted?.product.id === Number(productId) ? acted : read.state === 'done' ? read.data : null;
  useDocumentTitle(detail ? `Stock of ${detail.product.title}` : `Stock of product #${productId}`);
  return (
    <div className={record.page}>
      <Link to="/admin/stock">All stock</Link>
      <h1>{detail ? detail.product.title : `Product #${productId}`}</h1>
      {detail && (
        <p className={record.muted}>
          Product #{detail.product.id} · {detail.product.brand}
        </p>
      )}
      {detail ? (
        <div className={record.columns}>
          {/* On a phone the columns stack: the count and the change come first, the history last. */}
          <div className={record.main}>
            <StockFacts detail={detail} />
            <div className={record.panel}>
              <StockChangeForm detail={detail} onChanged={setActed} />
            </div>
          </div>
          <div className={record.side}>
            <div className={record.panel}>
              <LowLevelForm detail={detail} onChanged={setActed} />
            </div>
            <StockHistory movements={detail.movements} />
          </div>
        </div>
      ) : read.state === 'failed' ? (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, STOCK_DETAIL_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      ) : (
        <StatusMessage busy>{STOCK_DETAIL_TEXT.loading}</StatusMessage>
      )}
    </div>
  );
}
