import { Button } from '@harmony/shared';
import { AUDIT_OBJECT_LABELS } from '@harmony/shared/domain';
import { SelectField, TextField } from '@harmony/shared/forms';
import { useState, type FormEvent } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchStaffNames } from '../api/audit-api';
import type { AuditView } from '../types/audit';
import styles from './audit.module.css';

/** Person (a staff member, or ops), object (its kind and number) and days, applied together. */
export function AuditFilters({
  view,
  onApply,
}: {
  view: AuditView;
  onApply: (next: Partial<AuditView>) => void;
}) {
  const [draft, setDraft] = useState(view);
  const { read: staff } = useApiRead(fetchStaffNames, 'staff');
  const set = (field: keyof AuditView) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const people = [
    { value: 'ops', label: 'ops (the operator’s tool)' },
    ...(staff.state === 'done'
      ? staff.data.map((member) => ({ value: String(member.user_id), label: member.fullname }))
      : []),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, object_id: draft.object_id.trim() });
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Audit log">
      <SelectField
        label="Person"
        placeholder="Anyone"
        value={draft.actor}
        onChange={set('actor')}
        options={people}
      />
      <SelectField
        label="Object"
        placeholder="Any object"
        value={draft.object_type}
        onChange={set('object_type')}
        options={Object.entries(AUDIT_OBJECT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <TextField label="Its number" value={draft.object_id} onChange={set('object_id')} inputMode="numeric" />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} />
      <div className={styles.apply}>
        <Button type="submit">Show</Button>
      </div>
    </form>
  );
}
