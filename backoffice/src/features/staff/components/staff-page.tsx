import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { STAFF_ROLE_DESCRIPTIONS, type StaffRole } from '@harmony/shared/staff';
import { useState } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { changeRole, fetchStaff } from '../api/staff-api';
import type { StaffMember } from '../types/staff-member';
import { GrantRoleForm } from './grant-role-form';
import styles from './staff.module.css';

export const STAFF_TEXT = {
  loading: 'Loading the staff',
  failed: 'The staff could not be loaded. Try again.',
  revokeFailed: 'The role could not be revoked. Try again.',
  revoked: (role: StaffRole, who: string) => `${who} no longer has the ${role} role.`,
} as const;

/** /admin/staff (owner): who has which role; grant one by email or mobile, revoke one from its row. */
export function StaffPage() {
  useDocumentTitle('Staff');
  const { read, reload } = useApiRead(fetchStaff, 'staff');
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  const revoke = async (member: StaffMember, role: StaffRole) => {
    setPending(`${member.user_id}:${role}`);
    setMessage(null);
    try {
      await changeRole('revoke', member.email, role);
      setMessage({ kind: 'done', text: STAFF_TEXT.revoked(role, member.fullname) });
      reload();
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, STAFF_TEXT.revokeFailed) });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1>Staff</h1>
      <p className={styles.lead}>
        Roles:{' '}
        {Object.entries(STAFF_ROLE_DESCRIPTIONS)
          .map(([role, text]) => `${role} (${text})`)
          .join('; ')}
        .
      </p>
      <p role={message?.kind === 'error' ? 'alert' : 'status'} className={styles[message?.kind ?? 'done']}>
        {message?.text ?? ''}
      </p>
      {read.state === 'loading' && <StatusMessage busy>{STAFF_TEXT.loading}</StatusMessage>}
      {read.state === 'failed' && (
        <StatusMessage>
          {errorMessage(read.error, STAFF_TEXT.failed)} <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      )}
      {read.state === 'done' && (
        <table className={styles.table}>
          <caption>Everyone with a role</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Mobile</th>
              <th scope="col">Roles</th>
            </tr>
          </thead>
          <tbody>
            {read.data.map((member) => (
              <tr key={member.user_id}>
                <th scope="row">{member.fullname}</th>
                <td>{member.email}</td>
                <td>{member.contact_number}</td>
                <td>
                  <ul className={styles.roles}>
                    {member.roles.map((role) => (
                      <li key={role}>
                        <span className={styles.role}>{role}</span>
                        <Button
                          variant="ghost"
                          className={styles.revoke}
                          busy={pending === `${member.user_id}:${role}`}
                          disabled={pending !== null}
                          aria-label={`Revoke ${role} from ${member.fullname}`}
                          onClick={() => void revoke(member, role)}
                        >
                          Revoke
                        </Button>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <GrantRoleForm onGranted={reload} />
    </div>
  );
}
