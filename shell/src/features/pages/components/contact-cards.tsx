import { useSiteStore } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { COMPANY } from '../../../config/company';
import styles from './contact-page.module.css';

/** Where we are, how to call or write, and where else to find us. */
export function ContactCards() {
  const email = useSiteStore((state) => state.contactEmail);
  const phone = useSiteStore((state) => state.contactPhone);
  const officer = useSiteStore((state) => state.grievanceOfficer);

  return (
    <ul className={styles.cards} aria-label="Ways to reach us">
      <li className={styles.card}>
        <h2 className={styles.cardTitle}>Visit us</h2>
        <address className={styles.address}>
          {COMPANY.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </li>
      <li className={styles.card}>
        <h2 className={styles.cardTitle}>Call us</h2>
        <p className={styles.cardText}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </p>
        <p className={styles.cardNote}>{COMPANY.workingHours}</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.cardTitle}>Write to us</h2>
        <p className={styles.cardText}>
          <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className={styles.cardNote}>Orders, warranty, returns and dealer enquiries.</p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.cardTitle}>Grievance officer</h2>
        <p className={styles.cardText}>
          {officer.name}, {officer.designation}
        </p>
        <p className={styles.cardText}>
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
          <br />
          <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
        </p>
        <p className={styles.cardNote}>
          A complaint is acknowledged within 48 hours and resolved within one month, under the Consumer
          Protection (E-Commerce) Rules, 2020.
        </p>
      </li>
      <li className={styles.card}>
        <h2 className={styles.cardTitle}>Follow Harmony</h2>
        <p className={styles.cardNote}>
          Our Facebook, Instagram and YouTube pages are on their way. Until then, new models and news appear
          here first:
        </p>
        <ul className={styles.links}>
          <li>
            <Link to="/Product">Latest products</Link>
          </li>
          <li>
            <Link to="/About">About Harmony</Link>
          </li>
        </ul>
      </li>
    </ul>
  );
}
