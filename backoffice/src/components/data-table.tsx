import type { ReactNode } from 'react';
import table from './data-table.module.css';

export interface Column {
  name: string;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
  /** Named for screen readers only (a column of buttons). */
  hidden?: boolean;
}

/**
 * A list of records as a table: focusable, so a keyboard scrolls one wider than its window; named for
 * screen readers; each row's cells carry their column's name (data-label) to become a card on a phone.
 */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: Column[];
  children: ReactNode;
}) {
  return (
    <div className={table.tableWrap} role="region" aria-label={`${label} table`} tabIndex={0}>
      <table className={table.table}>
        <caption className={table.visuallyHidden}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.name} scope="col" className={column.numeric ? table.number : undefined}>
                {column.hidden ? <span className={table.visuallyHidden}>{column.name}</span> : column.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
