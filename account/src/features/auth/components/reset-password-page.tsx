import {
  Button,
  errorMessage,
  MESSAGES,
  serverFieldErrors,
  showToast,
  useDocumentTitle,
} from '@harmony/shared';
import { FormNotice, formStyles, type Notice } from '@harmony/shared/forms';
import { PASSWORD_MIN_LENGTH } from '@harmony/shared/account';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@harmony/shared/router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { focusField } from '../../../utils/form-helpers';
import { resetPasswordWithToken } from '../api/auth-api';
import { AuthCard } from '../../../components/auth-card';
import styles from './auth.module.css';

type Field = 'newPassword' | 'confirmPassword';

/** The link's token: in the fragment (the mail's /reset-password#token=…) or SPEC's query (?token=…). */
function tokenOf({ hash, search }: { hash: string; search: string }) {
  const token =
    new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? new URLSearchParams(search).get('token');
  return token?.trim() ?? '';
}

/**
 * /reset-password#token=… (or SPEC's ?token=…): the mailed link's screen (SPEC §2 Reset Password, §4
 * Link reset, §5, §8).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => tokenOf(location));
  const queryToken = new URLSearchParams(location.search).has('token');
  // A token in the query travels with every request for the address (logs, Referer): the address is
  // replaced by its fragment form (history.replaceState, through the router) as soon as it is read.
  useEffect(() => {
    if (queryToken) navigate({ hash: token ? `token=${encodeURIComponent(token)}` : '' }, { replace: true });
  }, [queryToken, token, navigate]);
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);
  /** The api's refusal of the new password (too common, or made of the account's details), under it. */
  const [passwordError, setPasswordError] = useState<string>();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const fail = (text: string, field: Field | null = null) => {
    setInvalid(field);
    setNotice({ kind: 'error', text });
    if (field) focusField(formRef.current, field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!token) return fail(MESSAGES.resetTokenMissing);
    if (newPassword.length < PASSWORD_MIN_LENGTH) return fail(MESSAGES.passwordTooShort, 'newPassword');
    if (newPassword !== confirmPassword) return fail(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    setInvalid(null);
    setNotice(null);
    setBusy(true);
    try {
      await resetPasswordWithToken(token, newPassword);
    } catch (error) {
      setBusy(false);
      const refused = serverFieldErrors(error, ['newPassword'] as const).newPassword;
      setPasswordError(refused);
      fail(errorMessage(error, 'Reset failed. Try again.'), refused ? 'newPassword' : null);
      return;
    }
    await showToast('Password Reset Successful', {
      icon: 'success',
      text: 'You can now log in with your new password.',
      timer: 2000,
    });
    navigate('/login');
  };

  return (
    <AuthCard title="Reset Password" lead="Choose a new password for your Harmony account.">
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <NewPasswordFields
          password={{
            name: 'newPassword',
            minLength: PASSWORD_MIN_LENGTH,
            required: true,
            value: newPassword,
            onChange: (event) => {
              setNewPassword(event.target.value);
              if (invalid === 'newPassword') setInvalid(null);
              setPasswordError(undefined);
            },
            invalid: invalid === 'newPassword',
            error: passwordError,
            errorId,
          }}
          confirmation={{
            name: 'confirmPassword',
            minLength: PASSWORD_MIN_LENGTH,
            required: true,
            value: confirmPassword,
            onChange: (event) => {
              setConfirmPassword(event.target.value);
              if (invalid === 'confirmPassword') setInvalid(null);
            },
            invalid: invalid === 'confirmPassword',
            errorId,
          }}
        />
        <FormNotice errorId={errorId} notice={notice} />
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Please wait...' : 'Reset Password'}
        </Button>
      </form>
      <div className={styles.footer}>
        <p>
          <Link to="/forget-password" className={styles.link}>
            Request a new code
          </Link>
        </p>
        <p>
          <Link to="/login" className={styles.link}>
            Back to Login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
