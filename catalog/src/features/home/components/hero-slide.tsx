import { Button, type HeroSlide } from '@harmony/shared';
import styles from './hero-banner.module.css';
import { HERO_BEST_PRICE, HERO_FEATURES } from './hero-slides';

/** One promoted model: the copy of SPEC §2 beside the model's picture. */
export function Slide({ slide, first }: { slide: HeroSlide; first: boolean }) {
  return (
    <div className={styles.slide}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Voltage stabilizer</p>
        <h2 className={styles.model}>{slide.model}</h2>
        <p className={styles.tagline}>{slide.tagline}</p>
        <ul className={styles.features}>
          {HERO_FEATURES.map((feature) => (
            <li key={feature.label} className={styles.feature}>
              <span className={styles.featureLabel}>{feature.label}</span>
              <strong className={styles.featureValue}>{feature.value}</strong>
            </li>
          ))}
        </ul>
        <div className={styles.offer}>
          <p className={styles.price}>
            <span className={styles.priceLabel}>Best Price</span>
            <strong className={styles.priceValue}>{HERO_BEST_PRICE}</strong>
          </p>
          {/* SPEC §2: Learn More has no target. */}
          <Button variant="accent" className={styles.cta}>
            Learn More
          </Button>
        </div>
      </div>
      <div className={styles.visual}>
        <img
          className={styles.image}
          src={slide.image}
          alt={`${slide.model} voltage stabilizer`}
          width={420}
          height={420}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </div>
    </div>
  );
}
