import { buttonClassName, useDocumentTitle } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import { PageBanner } from './page-banner';
import styles from './about-page.module.css';

const PILLARS = [
  {
    title: 'Affordability and Accessibility',
    text: 'Protection for your appliances should not be a luxury. We engineer and build in-house, control our costs and pass the savings on, so a dependable stabilizer fits the budget of every Indian home.',
  },
  {
    title: 'High-Quality Standards',
    text: 'Every stabilizer is checked for voltage correction, cut-off protection and safe insulation before it leaves our Chennai facility, and we choose components for a long working life rather than the lowest price.',
  },
  {
    title: 'Transparency',
    text: 'Clear prices, honest specifications and plain-language policies. The working range, the warranty and the refund terms you read on this site are exactly what you get.',
  },
  {
    title: 'Customer-Centric Service',
    text: 'Real people in Chennai answer your calls and emails, help you choose the right rating for your appliance, and stay with you through installation, warranty and beyond.',
  },
  {
    title: 'Nation-Building',
    text: 'We design, manufacture and source in India, create skilled jobs in Tamil Nadu, and believe that reliable power at home is part of a stronger, more productive country.',
  },
] as const;

/** /about: who Harmony is and what it stands for (SPEC §2 About). */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className={styles.page}>
      <PageBanner eyebrow="About Harmony" title="we are Harmony">
        <p>Energizing your home with stability.</p>
      </PageBanner>

      <div className={styles.body}>
        <section className={styles.split} aria-labelledby="about-philosophy">
          <h2 id="about-philosophy" className={styles.heading}>
            Our Brand Philosophy
          </h2>
          <div className={styles.prose}>
            <p>
              Harmony is a manufacturing company based in Chennai and part of a group with deep roots in
              Indian industry. We make voltage stabilizers for air conditioners, refrigerators and
              televisions, along with extension boards and power accessories, for homes across the country.
            </p>
            <p>
              Power in India can be unpredictable: a low-voltage evening, a sudden surge after a cut. Our
              products stand between that uncertainty and the appliances families save up for. We believe such
              protection should be affordable, built to a high standard, sold transparently and backed by
              people who care about the customer long after the sale.
            </p>
          </div>
        </section>

        <section className={styles.split} aria-labelledby="about-vision">
          <h2 id="about-vision" className={styles.heading}>
            Our Vision
          </h2>
          <div className={styles.prose}>
            <p>
              To be the name Indian households think of first when they think of safe, steady power: a brand
              that keeps every home running in harmony, whatever the grid brings.
            </p>
            <p>
              We want a family in a small town to have the same quality of protection as a home in a metro, at
              a price that makes sense, from a company that answers when they call.
            </p>
          </div>
        </section>

        <section aria-labelledby="about-pillars">
          <h2 id="about-pillars" className={styles.heading}>
            Key Pillars
          </h2>
          <ul className={styles.pillars}>
            {PILLARS.map((pillar, index) => (
              <li key={pillar.title} className={styles.pillar}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.pillarTitle}>{pillar.title}</h3>
                <p className={styles.pillarText}>{pillar.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.closing} aria-labelledby="about-next">
          <h2 id="about-next" className={styles.closingTitle}>
            Find the right protection for your home
          </h2>
          <div className={styles.actions}>
            <Link to="/Product" className={buttonClassName('accent')}>
              Browse products
            </Link>
            <Link to="/Contact" className={buttonClassName('ghost')}>
              Talk to us
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
