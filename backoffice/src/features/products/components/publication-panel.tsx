import { Button } from '@harmony/shared';
import { FormNotice } from '@harmony/shared/forms';
import { useId } from 'react';
import panel from '../../../components/record-page.module.css';
import { useFormAction } from '../../../hooks/use-form-action';
import { refusedProduct, setPublished } from '../api/products-api';
import type { StaffProduct } from '../types/staff-product';
import { PublishedBadge } from './published-badge';

export const PUBLICATION_TEXT = {
  published: 'Shoppers find it in the listing, search and suggestions.',
  hidden: 'Shoppers do not see it, and its page answers “not found”. Orders that hold it keep it.',
  publish: 'Publish',
  unpublish: 'Unpublish',
  nowPublished: 'Published. Shoppers see it within a few seconds.',
  nowHidden: 'Unpublished. It leaves the shop within a few seconds.',
  failed: 'The product could not be changed. Try again.',
} as const;

/** Whether shoppers see the product, and the button that changes it. */
export function PublicationPanel({
  product,
  onChanged,
}: {
  product: StaffProduct;
  onChanged: (product: StaffProduct) => void;
}) {
  const { busy, notice, run } = useFormAction();
  const errorId = useId();
  const wanted = !product.published;
  const toggle = () =>
    run(
      async () => {
        onChanged(await setPublished(product.id, wanted, product.version));
        return wanted ? PUBLICATION_TEXT.nowPublished : PUBLICATION_TEXT.nowHidden;
      },
      PUBLICATION_TEXT.failed,
      (error) => {
        const fresh = refusedProduct(error);
        if (fresh) onChanged(fresh);
        return undefined;
      },
    );
  return (
    <section className={panel.panel} aria-labelledby="publication-title">
      <h2 id="publication-title">In the shop</h2>
      <FormNotice errorId={errorId} notice={notice} />
      <p>
        <PublishedBadge published={product.published} />{' '}
        {product.published ? PUBLICATION_TEXT.published : PUBLICATION_TEXT.hidden}
      </p>
      <Button variant={wanted ? 'accent' : 'ghost'} busy={busy} disabled={busy} onClick={() => void toggle()}>
        {wanted ? PUBLICATION_TEXT.publish : PUBLICATION_TEXT.unpublish}
      </Button>
    </section>
  );
}
