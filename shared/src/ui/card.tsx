import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: a titled section (default), a self-contained article, or a plain div. */
  as?: 'section' | 'article' | 'div' | 'aside';
  /** Room inside: none (the content brings its own, e.g. a header strip), md, or lg (roomier on wide screens). */
  padding?: 'none' | 'md' | 'lg';
  /** Printed without its frame (border, shadow, padding): a receipt that is the whole page. */
  plainInPrint?: boolean;
}

/**
 * The site's card: a white surface with a thin border, large radius and a soft shadow. Only the look;
 * what is inside and how it is laid out (a `className`) belongs to the screen.
 */
export function Card({
  as: Element = 'section',
  padding = 'md',
  plainInPrint = false,
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    padding !== 'none' && styles[padding],
    plainInPrint && styles.plainInPrint,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...rest} />;
}
