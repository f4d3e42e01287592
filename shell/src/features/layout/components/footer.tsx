import { useSiteStore } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import styles from './footer.module.css';
import { MapFrame } from '../../../components/map-frame';
import { COMPANY } from '../../../config/company';

export function Footer() {
  const contactEmail = useSiteStore((site) => site.contactEmail);
  const contactPhone = useSiteStore((site) => site.contactPhone);
  const officer = useSiteStore((site) => site.grievanceOfficer);
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">Harmony</h2>
          <p>Voltage stabilizers, extension boards and accessories, designed and built in Chennai.</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Reach us</h2>
          <address>
            {COMPANY.addressLines.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            <a href={`tel:${contactPhone.replace(/\s/g, '')}`}>{contactPhone}</a>
          </address>
        </section>
        <section aria-labelledby="footer-grievance">
          <h2 id="footer-grievance">Grievance officer</h2>
          <address>
            <span>
              {officer.name}, {officer.designation}
            </span>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
            <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{officer.phone}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Policies</h2>
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/RefundPolicy">Refund Policy</Link>
          <Link to="/TandP">Terms and Conditions</Link>
        </nav>
      </div>
      <div className={styles.footerMap}>
        <MapFrame />
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {COMPANY.legalName}
      </p>
    </footer>
  );
}
