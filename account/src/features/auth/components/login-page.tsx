import { Button, errorMessage, MESSAGES, showToast, signIn, useDocumentTitle } from '@harmony/shared';
import { FormNotice, formStyles, PasswordField, TextField, type Notice } from '@harmony/shared/forms';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@harmony/shared/router';
import { blankFields, focusField } from '../../../utils/form-helpers';
import { redirectTarget } from '../utils/redirect-target';
import { AuthCard } from '../../../components/auth-card';
import styles from './auth.module.css';

type LoginField = 'emailOrContact' | 'password';
const FIELDS: readonly LoginField[] = ['emailOrContact', 'password'];

/** Why signing in failed: the server's message, else the error's own, else the SPEC's words. */
function loginFailure(error: unknown): string {
  const own = error instanceof Error && error.message.trim() ? error.message : undefined;
  return errorMessage(error, own ?? MESSAGES.somethingWentWrongPleaseTryAgain);
}

/** /login: email or mobile number and password (SPEC §2 Login, §4 Login, §5, §8). */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const [values, setValues] = useState<Record<LoginField, string>>({ emailOrContact: '', password: '' });
  const [invalid, setInvalid] = useState<LoginField[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((fields) => fields.filter((name) => name !== field));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const blank = blankFields(values, FIELDS);
    setInvalid(blank);
    if (blank.length > 0) {
      setNotice({ kind: 'error', text: MESSAGES.fillInAllFields });
      focusField(formRef.current, blank[0]);
      return;
    }
    setNotice(null);
    setBusy(true);
    try {
      const message = await signIn(values.emailOrContact.trim(), values.password);
      void showToast(message, { icon: 'success', timer: 1500 });
      navigate(redirectTarget(location.state), { replace: true });
    } catch (error) {
      setBusy(false);
      setNotice({ kind: 'error', text: loginFailure(error) });
      void showToast(MESSAGES.loginFailed, { icon: 'error', timer: 2500 });
    }
  };

  return (
    <AuthCard title="Sign In" lead="Welcome back! Sign in to see your orders, addresses and cart.">
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          label="Email or Mobile Number"
          name="emailOrContact"
          type="text"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={values.emailOrContact}
          onChange={change('emailOrContact')}
          invalid={invalid.includes('emailOrContact')}
          errorId={errorId}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          invalid={invalid.includes('password')}
          errorId={errorId}
        />
        <div className={styles.row}>
          <Link to="/forget-password" className={styles.link}>
            Forgot password?
          </Link>
        </div>
        <FormNotice errorId={errorId} notice={notice} />
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Please wait...' : 'Sign In'}
        </Button>
      </form>
      <div className={styles.footer}>
        <p>
          New to Harmony?{' '}
          <Link to="/registration" className={styles.link}>
            Create an account
          </Link>
        </p>
        <p>By signing in you agree to our</p>
        <ul className={styles.legal}>
          <li>
            <Link to="/TandP">Terms and Conditions</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/RefundPolicy">Refund Policy</Link>
          </li>
        </ul>
      </div>
    </AuthCard>
  );
}
