import { formatOrderDate } from '@harmony/shared';
import { AUDIT_OBJECT_LABELS, type AuditObjectType, auditActionLabel } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import { DataTable } from '../../../components/data-table';
import type { AuditLine } from '../types/audit';
import styles from './audit.module.css';

/** Where each kind of object has its own page in the back office. */
const OBJECT_PAGES: Partial<Record<string, (id: string) => string>> = {
  order: (id) => `/admin/orders/${id}`,
  product: (id) => `/admin/products/${id}`,
  ticket: (id) => `/admin/messages/${id}`,
};

/** A recorded value in a few words: "status: packed, courier: DTDC". */
function values(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(
      ([key, each]) =>
        `${key.replace(/_/g, ' ')}: ${typeof each === 'object' && each !== null ? JSON.stringify(each) : String(each)}`,
    )
    .join(', ');
}

function ObjectCell({ line }: { line: AuditLine }) {
  const name = `${AUDIT_OBJECT_LABELS[line.object_type as AuditObjectType] ?? line.object_type} #${line.object_id}`;
  const page = OBJECT_PAGES[line.object_type];
  return page ? <Link to={page(line.object_id)}>{name}</Link> : <>{name}</>;
}

/** One page of the log: when, who, what, to which object, and its values before and after. */
export function AuditTable({ lines }: { lines: AuditLine[] }) {
  return (
    <DataTable
      label="Audit log"
      columns={[
        { name: 'When' },
        { name: 'Who' },
        { name: 'What' },
        { name: 'Object' },
        { name: 'Before' },
        { name: 'After' },
      ]}
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" className={styles.when}>
            {formatOrderDate(line.at)}
          </th>
          <td data-label="Who">{line.by}</td>
          <td data-label="What">{auditActionLabel(line.action)}</td>
          <td data-label="Object">
            <ObjectCell line={line} />
          </td>
          <td data-label="Before" className={styles.values}>
            {values(line.before)}
          </td>
          <td data-label="After" className={styles.values}>
            {values(line.after)}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
