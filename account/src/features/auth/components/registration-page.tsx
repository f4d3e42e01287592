import {
  Button,
  errorMessage,
  MESSAGES,
  showToast,
  useDocumentTitle,
  type FieldErrors,
  serverFieldErrors,
} from '@harmony/shared';
import { FormNotice, formStyles, PasswordField, type Notice } from '@harmony/shared/forms';
import { validateRegistration } from '@harmony/shared/account';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@harmony/shared/router';
import { ContactFields, PlaceFields } from '../../../components/contact-fields';
import { isNetworkFailure, passesCheck } from '../../../utils/form-helpers';
import { usePincodeLookup } from '../../../hooks/use-pincode-lookup';
import { pincodeMismatch, withPincodeCheck } from '../../../utils/pincode-rules';
import { registerCustomer, type RegistrationPayload } from '../api/auth-api';
import { AuthCard } from '../../../components/auth-card';
import styles from './auth.module.css';

type RegistrationField = keyof RegistrationPayload;
const FIELDS: readonly RegistrationField[] = [
  'fullname',
  'email',
  'contact_number',
  'password',
  'address',
  'state',
  'city',
  'pincode',
];
const EMPTY: RegistrationPayload = {
  fullname: '',
  email: '',
  contact_number: '',
  password: '',
  address: '',
  state: '',
  city: '',
  pincode: '',
};

function trimmed(values: RegistrationPayload): RegistrationPayload {
  const out = { ...values };
  for (const field of FIELDS) if (field !== 'password') out[field] = out[field].trim();
  return out;
}

/** /registration: Customer Registration (SPEC §2, §4 Registration, §5, §8). */
export function RegistrationPage() {
  useDocumentTitle('Customer Registration');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const [values, setValues] = useState<RegistrationPayload>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const pincode = usePincodeLookup(values.pincode);

  const update = (patch: Partial<RegistrationPayload>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as RegistrationField[]) delete next[field];
      return next;
    });
  };
  const text = (field: RegistrationField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update({ [field]: event.target.value }),
    error: errors[field],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = withPincodeCheck(
      validateRegistration(values),
      pincodeMismatch(pincode.lookup, values.state),
    );
    if (!passesCheck(problem, formRef.current, FIELDS, { setErrors, setNotice })) return;
    setNotice(null);
    setBusy(true);
    try {
      const message = await registerCustomer(trimmed(values));
      void showToast(message ?? 'Registration successful. Please log in.', { icon: 'success', timer: 1800 });
      navigate('/login');
    } catch (error) {
      setBusy(false);
      setErrors(serverFieldErrors(error, FIELDS));
      setNotice({
        kind: 'error',
        text: isNetworkFailure(error)
          ? MESSAGES.somethingWentWrongTryAgain
          : errorMessage(error, MESSAGES.registrationFailed),
      });
    }
  };

  return (
    <AuthCard
      title="Customer Registration"
      lead="Create your Harmony account to order, save addresses and track deliveries."
      wide
    >
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
        <div className={formStyles.grid}>
          <ContactFields bind={text} />
          <PasswordField label="Password" autoComplete="new-password" {...text('password')} />
          <PlaceFields
            bind={text}
            state={values.state}
            city={values.city}
            onChange={update}
            pincode={pincode}
            stateError={errors.state}
            cityError={errors.city}
          />
        </div>
        <FormNotice errorId={errorId} notice={notice} />
        <Button type="submit" className={styles.submit} disabled={busy}>
          {busy ? 'Submitting…' : 'Register'}
        </Button>
      </form>
      <div className={styles.footer}>
        <p>
          Already have an account?{' '}
          <Link to="/login" className={styles.link}>
            Sign in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
