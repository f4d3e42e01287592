import { useState } from 'react';
import styles from './product-detail.module.css';

export interface ProductGalleryProps {
  images: readonly string[];
  title: string;
}

/** The big picture and its thumbnails; a thumbnail shows its image in the big frame. */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {current ? (
          <img
            className={styles.stageImage}
            src={current}
            alt={title}
            width={640}
            height={640}
            fetchPriority="high"
          />
        ) : (
          <span className={styles.noImage}>No image available</span>
        )}
      </div>
      {images.length > 0 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                onClick={() => setActive(index)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
