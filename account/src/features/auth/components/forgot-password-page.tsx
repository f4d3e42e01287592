import { Button, errorMessage, MESSAGES, serverFieldErrors, useDocumentTitle } from '@harmony/shared';
import { FormNotice, formStyles, TextField, type Notice } from '@harmony/shared/forms';
import { OTP_LENGTH, OTP_RESEND_SECONDS, PASSWORD_MIN_LENGTH, sanitizeOtp } from '@harmony/shared/account';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@harmony/shared/router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { focusField } from '../../../utils/form-helpers';
import { requestPasswordOtp, resetPasswordWithOtp } from '../api/auth-api';
import { useCountdown } from '../hooks/use-countdown';
import { REDIRECT_AFTER_RESET_MS } from '../utils/recovery-rules';
import { AuthCard } from '../../../components/auth-card';
import styles from './auth.module.css';

type Field = 'emailOrContact' | 'otp' | 'newPassword' | 'confirmPassword';
type Busy = 'send' | 'resend' | 'reset' | null;

/** /forget-password: step 1 asks for the account, step 2 takes the mailed OTP and a new password. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const navigate = useNavigate();
  const errorId = useId();
  const requestRef = useRef<HTMLFormElement>(null);
  const resetRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [emailOrContact, setEmailOrContact] = useState('');
  const [otp, setOtp] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [invalid, setInvalid] = useState<Field | null>(null);
  /** The api's refusal of the new password (too common, or made of the account's details), under it. */
  const [passwordError, setPasswordError] = useState<string>();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const moved = useRef(false);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Moving between the steps puts the keyboard on the new step's first field.
  useEffect(() => {
    if (!moved.current) return;
    if (step === 2) focusField(resetRef.current, 'otp');
    else focusField(requestRef.current, 'emailOrContact');
  }, [step]);

  const fail = (field: Field, text: string, form: HTMLFormElement | null) => {
    setInvalid(field);
    setNotice({ kind: 'error', text });
    focusField(form, field);
  };

  const sendOtp = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const identifier = emailOrContact.trim();
    if (!identifier) {
      fail('emailOrContact', MESSAGES.enterEmailOrMobile, requestRef.current);
      return;
    }
    setInvalid(null);
    setNotice(null);
    setBusy('send');
    try {
      const message = await requestPasswordOtp(identifier);
      setEmailOrContact(identifier);
      setNotice({ kind: 'success', text: message ?? 'OTP sent to your email.' });
      moved.current = true;
      setStep(2);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, 'Failed to send OTP. Try again.') });
    } finally {
      setBusy(null);
    }
  };

  const resendOtp = async () => {
    if (busy || countdown.secondsLeft > 0) return;
    setInvalid(null);
    setNotice(null);
    setBusy('resend');
    try {
      const message = await requestPasswordOtp(emailOrContact);
      setNotice({ kind: 'success', text: message ?? 'OTP re-sent to your email.' });
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, 'Could not resend OTP.') });
    } finally {
      setBusy(null);
    }
  };

  const resetPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    if (!otp) return fail('otp', MESSAGES.enterOtp, resetRef.current);
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      return fail('newPassword', MESSAGES.passwordTooShort, resetRef.current);
    }
    if (newPassword !== confirmPassword) {
      return fail('confirmPassword', MESSAGES.passwordsDoNotMatch, resetRef.current);
    }
    setInvalid(null);
    setNotice(null);
    setBusy('reset');
    try {
      const message = await resetPasswordWithOtp(emailOrContact, otp, newPassword);
      setNotice({ kind: 'success', text: message ?? 'Password reset successful.' });
      setDone(true);
      redirectTimer.current = setTimeout(() => navigate('/login'), REDIRECT_AFTER_RESET_MS);
    } catch (error) {
      const text = errorMessage(error, 'Reset failed. Check OTP and try again.');
      const refused = serverFieldErrors(error, ['newPassword'] as const).newPassword;
      setPasswordError(refused);
      if (refused) fail('newPassword', text, resetRef.current);
      else setNotice({ kind: 'error', text });
    } finally {
      setBusy(null);
    }
  };

  const changeAccount = () => {
    moved.current = true;
    setStep(1);
    setOtp('');
    setNewPassword('');
    setConfirmPassword('');
    setInvalid(null);
    setNotice(null);
    countdown.reset();
  };

  const clearInvalid = (field: Field) => {
    if (invalid === field) setInvalid(null);
  };

  return (
    <AuthCard
      title="Forgot Password"
      lead={
        step === 1
          ? 'Enter the email or mobile number of your account and we will send you a one-time password (OTP).'
          : 'Enter the OTP we sent and choose a new password.'
      }
    >
      {step === 1 ? (
        <form
          ref={requestRef}
          className={formStyles.form}
          noValidate
          onSubmit={sendOtp}
          aria-busy={busy !== null}
        >
          <TextField
            label="Email or Mobile Number"
            name="emailOrContact"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={emailOrContact}
            onChange={(event) => {
              setEmailOrContact(event.target.value);
              clearInvalid('emailOrContact');
            }}
            invalid={invalid === 'emailOrContact'}
            errorId={errorId}
          />
          <FormNotice errorId={errorId} notice={notice} />
          <Button type="submit" className={styles.submit} disabled={busy !== null}>
            {busy === 'send' ? 'Please wait...' : 'Send OTP'}
          </Button>
        </form>
      ) : (
        <form
          ref={resetRef}
          className={formStyles.form}
          noValidate
          onSubmit={resetPassword}
          aria-busy={busy !== null}
        >
          <p className={styles.sentTo}>
            OTP sent to <strong>{emailOrContact}</strong>.{' '}
            <button type="button" className={formStyles.linkButton} onClick={changeAccount}>
              Change
            </button>
          </p>
          <TextField
            label="OTP"
            name="otp"
            className={styles.otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            hint={`The ${OTP_LENGTH}-digit code from the email.`}
            value={otp}
            onChange={(event) => {
              setOtp(sanitizeOtp(event.target.value));
              clearInvalid('otp');
            }}
            invalid={invalid === 'otp'}
            errorId={errorId}
          />
          <NewPasswordFields
            password={{
              name: 'newPassword',
              value: newPassword,
              onChange: (event) => {
                setNewPassword(event.target.value);
                clearInvalid('newPassword');
                setPasswordError(undefined);
              },
              invalid: invalid === 'newPassword',
              error: passwordError,
              errorId,
            }}
            confirmation={{
              name: 'confirmPassword',
              value: confirmPassword,
              onChange: (event) => {
                setConfirmPassword(event.target.value);
                clearInvalid('confirmPassword');
              },
              invalid: invalid === 'confirmPassword',
              errorId,
            }}
          />
          <FormNotice errorId={errorId} notice={notice} />
          <Button type="submit" className={styles.submit} disabled={busy !== null || done}>
            {busy === 'reset' ? 'Please wait...' : 'Reset Password'}
          </Button>
          <div className={styles.resendRow}>
            <Button
              variant="ghost"
              onClick={resendOtp}
              disabled={busy !== null || done || countdown.secondsLeft > 0}
            >
              {busy === 'resend' ? 'Please wait...' : 'Resend OTP'}
            </Button>
            {countdown.secondsLeft > 0 && (
              <p className={styles.countdown}>Resend available in {countdown.secondsLeft}s</p>
            )}
          </div>
        </form>
      )}
      <div className={styles.footer}>
        <p>
          <Link to="/login" className={styles.link}>
            Back to Login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
