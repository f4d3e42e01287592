import { COMPANY } from '../../../config/company';
import { MapFrame } from '../../../components/map-frame';
import styles from './contact-page.module.css';

const query = encodeURIComponent(COMPANY.mapQuery);
const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${query}`;

/** Google's map of our Chennai office (loaded on request, see MapFrame) and a link to open it in Maps. */
export function ContactMap() {
  return (
    <section className={styles.mapSection} aria-labelledby="contact-map-title">
      <h2 id="contact-map-title" className={styles.sectionTitle}>
        Find us in Chennai
      </h2>
      <MapFrame />
      <p className={styles.mapLink}>
        <a href={MAPS_URL} target="_blank" rel="noopener noreferrer">
          Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </section>
  );
}
