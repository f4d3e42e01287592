import { useDocumentTitle } from '@harmony/shared';
import { useSearchParams } from '@harmony/shared/router';
import { KeysetPages, ListRead } from '../../../components/list-read';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchAudit } from '../api/audit-api';
import type { AuditView } from '../types/audit';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import styles from './audit.module.css';

export const AUDIT_TEXT = {
  loading: 'Loading the audit log',
  failed: 'The audit log could not be loaded. Try again.',
  none: 'Nothing recorded matches these filters.',
} as const;

const FIELDS = ['actor', 'object_type', 'object_id', 'from', 'to', 'after'] as const;

const searchOf = (view: AuditView) =>
  `?${new URLSearchParams(Object.entries(view).filter(([, value]) => value !== ''))}`;

/** /admin/audit (owner): every write through the back office or ops, newest first; the address holds the view. */
export function AuditPage() {
  useDocumentTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const view = Object.fromEntries(
    FIELDS.map((field) => [field, params.get(field) ?? '']),
  ) as unknown as AuditView;
  const { read, reload } = useApiRead((signal) => fetchAudit(view, signal), searchOf(view));
  return (
    <div className={styles.page}>
      <h1>Audit log</h1>
      <AuditFilters
        key={searchOf({ ...view, after: '' })}
        view={view}
        onApply={(next) => setParams(searchOf({ ...view, ...next, after: '' }))}
      />
      <ListRead read={read} reload={reload} text={AUDIT_TEXT} isEmpty={(data) => data.lines.length === 0}>
        {(data) => (
          <>
            <AuditTable lines={data.lines} />
            <KeysetPages
              after={view.after}
              next={data.next}
              searchAfter={(after) => searchOf({ ...view, after })}
              labels={['Newest', 'Older']}
            />
          </>
        )}
      </ListRead>
    </div>
  );
}
