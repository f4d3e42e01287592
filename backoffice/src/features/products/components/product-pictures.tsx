import { Button } from '@harmony/shared';
import { MAX_PRODUCT_PICTURES } from '@harmony/shared/domain';
import { FormNotice, formStyles } from '@harmony/shared/forms';
import { useId, useRef, useState } from 'react';
import panel from '../../../components/record-page.module.css';
import { useFormAction } from '../../../hooks/use-form-action';
import { orderPictures, refusedProduct, removePicture, uploadPicture } from '../api/products-api';
import type { StaffProduct } from '../types/staff-product';
import styles from './products.module.css';

export const PICTURES_TEXT = {
  none: 'No picture yet: shoppers need one, so a product is published only with a picture.',
  shipped: 'The picture the shop was set up with. A picture you upload takes its place in the listing.',
  choose: 'Choose a picture to upload.',
  uploaded: 'Picture added.',
  moved: 'Pictures reordered.',
  removed: 'Picture removed.',
  failed: 'The pictures could not be changed. Try again.',
  hint: `JPEG, PNG or WebP, up to 2 MB; at most ${MAX_PRODUCT_PICTURES} pictures. The first is the one the listing shows.`,
} as const;

/**
 * The product's pictures in their order: upload one (added last), move one up or down, remove one.
 * Each answer is the product as it is now, which replaces the page's.
 */
export function ProductPictures({
  product,
  onChanged,
}: {
  product: StaffProduct;
  onChanged: (product: StaffProduct) => void;
}) {
  const { busy, notice, setNotice, run } = useFormAction();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const inputId = useId();
  const { pictures } = product;

  /** Runs a change; a refusal that carries the product (a stale order, the last picture) shows it too. */
  const act = (work: () => Promise<StaffProduct>, done: string) =>
    run(
      async () => {
        onChanged(await work());
        return done;
      },
      PICTURES_TEXT.failed,
      (error) => {
        const fresh = refusedProduct(error);
        if (fresh) onChanged(fresh);
        return undefined;
      },
    );

  const upload = () => {
    if (!file) {
      setNotice({ kind: 'error', text: PICTURES_TEXT.choose });
      return;
    }
    void act(async () => {
      const saved = await uploadPicture(product.id, file);
      setFile(null);
      if (input.current) input.current.value = '';
      return saved;
    }, PICTURES_TEXT.uploaded);
  };
  const move = (index: number, by: -1 | 1) => {
    const order = pictures.map((picture) => picture.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    void act(() => orderPictures(product.id, order), PICTURES_TEXT.moved);
  };

  return (
    <section className={panel.panel} aria-labelledby="pictures-title">
      <h2 id="pictures-title">Pictures</h2>
      <FormNotice errorId={errorId} notice={notice} />
      {pictures.length === 0 && product.image && (
        <figure className={styles.shipped}>
          <img src={product.image} alt={`The picture of ${product.title}`} width={96} height={96} />
          <figcaption className={panel.muted}>{PICTURES_TEXT.shipped}</figcaption>
        </figure>
      )}
      {pictures.length === 0 && !product.image && <p className={panel.muted}>{PICTURES_TEXT.none}</p>}
      {pictures.length > 0 && (
        <ol className={styles.pictures}>
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <img
                src={picture.url}
                alt={`Picture ${index + 1} of ${product.title}`}
                width={96}
                height={96}
              />
              <div className={styles.pictureActions}>
                {index === 0 && <span className={styles.listing}>Listing picture</span>}
                <Button
                  variant="ghost"
                  disabled={busy || index === 0}
                  aria-label={`Move picture ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  Up
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy || index === pictures.length - 1}
                  aria-label={`Move picture ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  Down
                </Button>
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => void act(() => removePicture(product.id, picture.id), PICTURES_TEXT.removed)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pictures.length < MAX_PRODUCT_PICTURES && (
        <div className={styles.upload}>
          <label htmlFor={inputId} className={formStyles.label}>
            Add a picture
          </label>
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p id={`${inputId}-hint`} className={formStyles.hint}>
            {PICTURES_TEXT.hint}
          </p>
          <Button busy={busy} disabled={busy} onClick={upload}>
            {busy ? 'Working…' : 'Upload picture'}
          </Button>
        </div>
      )}
    </section>
  );
}
