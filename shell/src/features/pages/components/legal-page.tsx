import { useSiteStore, useDocumentTitle } from '@harmony/shared';
import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../../config/company';
import styles from './legal-page.module.css';

export interface LegalPageProps {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

/** The frame of the privacy, refund and terms pages: title, last-updated date, numbered sections. */
export function LegalPage({ title, intro, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.updated}>
            Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.text}</time>
          </p>
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.intro}>{intro}</div>
        <ol className={styles.sections}>{children}</ol>
      </div>
    </article>
  );
}

/** One numbered section of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <li className={styles.section}>
      <section aria-labelledby={id}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </section>
    </li>
  );
}

/** The support address from the site's runtime config, as a mail link. */
export function SupportEmail() {
  const email = useSiteStore((state) => state.contactEmail);
  return <a href={`mailto:${email}`}>{email}</a>;
}
