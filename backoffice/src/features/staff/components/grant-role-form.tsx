import { Button } from '@harmony/shared';
import { FormNotice, SelectField, TextField, formStyles } from '@harmony/shared/forms';
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffRole, isStaffRole } from '@harmony/shared/staff';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { changeRole } from '../api/staff-api';
import styles from './staff.module.css';

export const GRANT_TEXT = {
  blank: 'Enter the email or mobile number of the account.',
  noRole: 'Choose the role to grant.',
  failed: 'The role could not be granted. Try again.',
  granted: (role: StaffRole, who: string) => `${who} now has the ${role} role.`,
  already: (role: StaffRole, who: string) => `${who} already had the ${role} role.`,
} as const;

/** The owner grants a role to an account by its email or mobile; what was typed stays on a failure. */
export function GrantRoleForm({ onGranted }: { onGranted: () => void }) {
  const [who, setWho] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const { busy, notice, setNotice, run } = useFormAction();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const account = who.trim();
    if (!account || !role) {
      setNotice({ kind: 'error', text: account ? GRANT_TEXT.noRole : GRANT_TEXT.blank });
      return;
    }
    await run(async () => {
      const done = await changeRole('grant', account, role);
      setWho('');
      onGranted();
      return done.changed ? GRANT_TEXT.granted(role, account) : GRANT_TEXT.already(role, account);
    }, GRANT_TEXT.failed);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.grant}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>Grant a role</h2>
      <FormNotice errorId={errorId} notice={notice} />
      <TextField
        label="Email or mobile number"
        name="email_or_mobile"
        value={who}
        onChange={(event) => setWho(event.target.value)}
        autoComplete="off"
        errorId={errorId}
        invalid={notice?.text === GRANT_TEXT.blank}
      />
      <SelectField
        label="Role"
        name="role"
        placeholder="Choose a role"
        value={role}
        onChange={(event) => setRole(isStaffRole(event.target.value) ? event.target.value : '')}
        options={STAFF_ROLES.map((r) => ({ value: r, label: `${r}: ${STAFF_ROLE_DESCRIPTIONS[r]}` }))}
      />
      <div className={formStyles.actions}>
        <Button type="submit" busy={busy} disabled={busy}>
          {busy ? 'Granting…' : 'Grant role'}
        </Button>
      </div>
    </form>
  );
}
