import type { ComponentPropsWithRef } from 'react';
import styles from './ui.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** danger: an action that destroys something (deleting the account). */
  variant?: 'primary' | 'accent' | 'ghost' | 'danger';
  /** Its work is under way: a spinner before the words (which say so), and aria-busy. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  busy = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className={styles.buttonSpinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The same look for a link that acts as a button (e.g. Continue Shopping). */
export function buttonClassName(variant: ButtonProps['variant'] = 'primary'): string {
  return `${styles.button} ${styles[variant]}`;
}
