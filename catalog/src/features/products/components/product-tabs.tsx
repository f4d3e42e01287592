import type { Product } from '@harmony/shared';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSanitizerWhenNear } from '../hooks/use-sanitizer-when-near';
import styles from './product-tabs.module.css';
import { SpecsAccordion } from './specs-accordion';

const TABS = ['Description', 'Technical Specs'] as const;

/** Keys of the WAI-ARIA tabs pattern (automatic activation): the arrows wrap, Home and End jump. */
function nextTab(key: string, current: number): number | null {
  const last = TABS.length - 1;
  if (key === 'ArrowRight') return current === last ? 0 : current + 1;
  if (key === 'ArrowLeft') return current === 0 ? last : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

/** Description (the api's HTML, cleaned) and Technical Specs (the accordion), as ARIA tabs. */
export function ProductTabs({ product }: { product: Product }) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const descriptionRef = useRef<HTMLDivElement>(null);
  const sanitize = useSanitizerWhenNear(descriptionRef);
  // null until the sanitizer is here; '' when nothing is left once cleaned.
  const descriptionHtml = useMemo(
    () => (sanitize ? sanitize(product.description) : null),
    [sanitize, product.description],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTab(event.key, selected);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Product information" className={styles.tablist} onKeyDown={onKeyDown}>
        {TABS.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            className={styles.tab}
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(0)}
        aria-labelledby={tabId(0)}
        hidden={selected !== 0}
        tabIndex={0}
        className={styles.panel}
        ref={descriptionRef}
      >
        <h2 className="visually-hidden">Description</h2>
        {descriptionHtml ? (
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        ) : (
          <p className={styles.muted}>{product.description1 || 'No description available.'}</p>
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId(1)}
        aria-labelledby={tabId(1)}
        hidden={selected !== 1}
        tabIndex={0}
        className={styles.panel}
      >
        <h2 className="visually-hidden">Technical Specs</h2>
        <SpecsAccordion specs={product.specs ?? []} />
      </div>
    </div>
  );
}
