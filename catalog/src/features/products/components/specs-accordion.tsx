import { Button, type SpecSection } from '@harmony/shared';
import { useId, useState } from 'react';
import styles from './product-tabs.module.css';

/**
 * The technical specs, one collapsible section each (General … Warranty, in the api's order).
 * Each section header is a button controlling its region; Expand All / Collapse All act on all.
 */
export function SpecsAccordion({ specs }: { specs: readonly SpecSection[] }) {
  const sections = specs.filter((section) => section && typeof section.section === 'string');
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(sections.slice(0, 1).map((s) => s.section)),
  );

  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  if (sections.length === 0) return <p className={styles.muted}>Technical specs will be added soon.</p>;

  return (
    <div className={styles.accordion}>
      <div className={styles.toolbar}>
        <Button variant="ghost" onClick={() => setOpen(new Set(sections.map((s) => s.section)))}>
          Expand All
        </Button>
        <Button variant="ghost" onClick={() => setOpen(new Set())}>
          Collapse All
        </Button>
      </div>
      {sections.map((section, index) => {
        const buttonId = `${baseId}-spec-${index}`;
        const regionId = `${baseId}-spec-${index}-region`;
        const expanded = open.has(section.section);
        return (
          <div key={section.section} className={styles.item}>
            <h3 className={styles.itemHeading}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={regionId}
                onClick={() => toggle(section.section)}
              >
                {section.section}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={regionId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className={styles.region}
            >
              {section.rows.length > 0 ? (
                <table className={styles.table}>
                  <tbody>
                    {section.rows.map((row, rowIndex) => (
                      <tr key={`${row.label}-${rowIndex}`}>
                        <th scope="row">{row.label}</th>
                        <td>{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : (
                <p className={styles.muted}>No details listed.</p>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
