import { useDocumentTitle } from '@harmony/shared';
import { ContactCards } from './contact-cards';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import { PageBanner } from './page-banner';
import styles from './contact-page.module.css';

/** /contact: banner, ways to reach us, the map and the message form (SPEC §2 Contact Us). */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <div className={styles.page}>
      <PageBanner eyebrow="Contact Us" title="We are here to help">
        <p>
          A question about a stabilizer for your new air conditioner, an order on its way, or a warranty
          claim? Our Chennai team answers every message.
        </p>
      </PageBanner>
      <div className={styles.body}>
        <ContactCards />
        <div className={styles.columns}>
          <ContactForm />
          <ContactMap />
        </div>
      </div>
    </div>
  );
}
