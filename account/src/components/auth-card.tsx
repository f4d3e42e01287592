import { useId, type ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The centred card every sign-in, recovery and mailed-link screen sits in: a title, a short line, the form. */
export function AuthCard({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={`${styles.card} ${wide ? styles.wideCard : ''}`} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}
