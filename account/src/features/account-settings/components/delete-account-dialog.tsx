import { Button, errorMessage, serverFieldErrors } from '@harmony/shared';
import { FormNotice, formStyles, PasswordField, TextField } from '@harmony/shared/forms';
import {
  ACCOUNT_MESSAGES,
  DELETE_CONFIRMATION,
  validateAccountDeletion,
  type AccountDeletionField,
} from '@harmony/shared/account';
import { useModalDialog } from '@harmony/shared/dialog';
import { useId, useRef, type FormEvent, type SyntheticEvent } from 'react';
import { deleteAccount } from '../api/account-settings-api';
import { useSettingsForm } from '../hooks/use-settings-form';
import styles from './account-settings.module.css';

const FIELDS: readonly AccountDeletionField[] = ['confirmation', 'password'];

export interface DeleteAccountDialogProps {
  onCancel(): void;
  /** The account is gone: the api's message. */
  onDeleted(message: string): void;
}

/** The last step before deletion: DELETE typed and the password, in a modal dialog. */
export function DeleteAccountDialog({ onCancel, onDeleted }: DeleteAccountDialogProps) {
  const dialogRef = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSettingsForm(formRef, FIELDS, { confirmation: '', password: '' });
  const { values, busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validateAccountDeletion(values);
    if (problem) return form.fail(problem.fields, problem.message);
    form.start();
    let message: string | undefined;
    try {
      message = await deleteAccount(values.confirmation.trim(), values.password);
    } catch (error) {
      form.setBusy(false);
      form.fail(serverFieldErrors(error, FIELDS), errorMessage(error, ACCOUNT_MESSAGES.accountDeleteFailed));
      return;
    }
    onDeleted(message ?? ACCOUNT_MESSAGES.accountDeleted);
  };

  // Escape closes the dialog, except while the deletion is under way.
  const onEscape = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={onEscape}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        Delete your account?
      </h2>
      <p id={textId} className={styles.text}>
        This cannot be undone. Your profile, saved addresses and cart are erased and you are signed out
        everywhere. Your orders and their tax invoices are kept, as the law requires.
      </p>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field('confirmation')}
        />
        <PasswordField label="Current Password" autoComplete="current-password" {...form.field('password')} />
        <FormNotice errorId={errorId} notice={form.notice} />
        <div className={formStyles.actions}>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={busy}>
            {busy ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
