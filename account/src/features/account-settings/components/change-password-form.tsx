import { Button, errorMessage, serverFieldErrors, showToast } from '@harmony/shared';
import { FormNotice, formStyles, PasswordField } from '@harmony/shared/forms';
import { ACCOUNT_MESSAGES, validatePasswordChange, type PasswordChangeField } from '@harmony/shared/account';
import { useId, useRef, type FormEvent } from 'react';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { changePassword } from '../api/account-settings-api';
import { useSettingsForm } from '../hooks/use-settings-form';

const FIELDS: readonly PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password: the current one and a new one twice; this session stays, the others are signed out. */
export function ChangePasswordForm() {
  const errorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSettingsForm(formRef, FIELDS, EMPTY);
  const { values, busy } = form;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validatePasswordChange(values, { confirm: true });
    if (problem) return form.fail(problem.fields, problem.message);
    form.start();
    try {
      const message = await changePassword(values.currentPassword, values.newPassword);
      form.reset();
      void showToast(message ?? ACCOUNT_MESSAGES.passwordChanged, { icon: 'success', timer: 1800 });
    } catch (error) {
      form.fail(serverFieldErrors(error, FIELDS), errorMessage(error, ACCOUNT_MESSAGES.passwordChangeFailed));
    } finally {
      form.setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <div className={formStyles.grid}>
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          wide
          {...form.field('currentPassword')}
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
      </div>
      <FormNotice errorId={errorId} notice={form.notice} />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}
