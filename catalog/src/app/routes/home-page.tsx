import { useDocumentTitle } from '@harmony/shared';
import { ProductBrowser } from '../../features/products/components/product-browser';
import { HeroBanner } from '../../features/home/components/hero-banner';
import styles from './home-page.module.css';

/** / : the banner slider, then the product grid (SPEC §2). */
export function HomePage() {
  useDocumentTitle();
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">Harmony voltage stabilizers, extension boards and accessories</h1>
      <HeroBanner />
      <div className={styles.products}>
        <ProductBrowser
          title="Our Products"
          headingLevel={2}
          intro={<p className={styles.intro}>Steady power for every appliance in your home.</p>}
        />
      </div>
    </div>
  );
}
