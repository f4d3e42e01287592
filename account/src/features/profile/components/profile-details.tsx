import {
  Button,
  errorMessage,
  loadProfile,
  showAlert,
  type Address,
  type FieldErrors,
  type UserProfile,
  serverFieldErrors,
} from '@harmony/shared';
import {
  FormNotice,
  formStyles,
  PasswordField,
  SelectField,
  TextField,
  type Notice,
} from '@harmony/shared/forms';
import {
  ACCOUNT_MESSAGES,
  normalizeEmail,
  validateProfile,
  type AddressKind,
  type FormProblem,
  type ProfileField,
} from '@harmony/shared/account';
import { addressesFor, addressOptionText } from '@harmony/shared/addresses';
import { useId, useRef, useState, type FormEvent } from 'react';
import { passesCheck } from '../../../utils/form-helpers';
import { setDefaultAddress, updateProfile } from '../api/profile-api';
import { ProfileImagePicker } from './profile-image-picker';
import styles from './profile.module.css';

type DetailsField = ProfileField | 'current_password';
const FIELDS: readonly DetailsField[] = ['fullname', 'email', 'current_password'];

/** The current default of a kind: the profile's id, else the address flagged as default. */
function defaultId(profile: UserProfile, kind: AddressKind): string {
  const id =
    (kind === 'billing' ? profile.billing_address_id : profile.shipping_address_id) ??
    profile.addresses?.find((address) =>
      kind === 'billing' ? address.is_default_billing : address.is_default_shipping,
    )?.id;
  return id == null ? '' : String(id);
}

function options(addresses: readonly Address[], kind: AddressKind) {
  return addressesFor(addresses, kind).map((address) => ({
    value: String(address.id),
    label: addressOptionText(address, kind),
  }));
}

/** Both defaults in one go: one call when the same address serves both, else one call each, together. */
function saveDefaults(billingId: string, shippingId: string): Promise<unknown> {
  if (billingId && billingId === shippingId) {
    return setDefaultAddress(Number(billingId), { billing: true, shipping: true });
  }
  return Promise.all([
    billingId ? setDefaultAddress(Number(billingId), { billing: true }) : undefined,
    shippingId ? setDefaultAddress(Number(shippingId), { shipping: true }) : undefined,
  ]);
}

/** My Profile: greeting, picture with completion, and the details form with the default addresses. */
export function ProfileDetails({
  profile,
  onProfileChange,
}: {
  profile: UserProfile;
  onProfileChange(profile: UserProfile): void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const errorId = useId();
  const [fullname, setFullname] = useState(profile.fullname ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [billingId, setBillingId] = useState(() => defaultId(profile, 'billing'));
  const [shippingId, setShippingId] = useState(() => defaultId(profile, 'shipping'));
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<DetailsField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const addresses = profile.addresses ?? [];
  // The password is asked only for a new email (the mobile number is read-only here, SPEC §5).
  const emailChanges = normalizeEmail(email) !== normalizeEmail(profile.email ?? '');
  const clearError = (field: DetailsField) =>
    setErrors(({ [field]: _removed, ...rest }) => rest as FieldErrors<DetailsField>);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const missingPassword = ACCOUNT_MESSAGES.currentPasswordRequired;
    const problem: FormProblem<DetailsField> | null =
      validateProfile({ fullname, email }) ??
      (emailChanges && !currentPassword
        ? { message: missingPassword, fields: { current_password: missingPassword } }
        : null);
    if (!passesCheck(problem, formRef.current, FIELDS, { setErrors, setNotice })) return;
    setNotice(null);
    setSaving(true);
    try {
      const saved = await updateProfile(profile.id, {
        fullname: fullname.trim(),
        email: email.trim(),
        contact_number: profile.contact_number,
        ...(emailChanges ? { current_password: currentPassword } : {}),
      });
      await saveDefaults(billingId, shippingId);
      const fresh = await loadProfile();
      onProfileChange(fresh);
      setFullname(fresh.fullname);
      setEmail(fresh.email);
      setBillingId(defaultId(fresh, 'billing'));
      setShippingId(defaultId(fresh, 'shipping'));
      setCurrentPassword('');
      if (emailChanges && saved.message) setNotice({ kind: 'success', text: saved.message });
      void showAlert('Profile and default addresses updated successfully!', 'success');
    } catch (error) {
      setErrors(serverFieldErrors(error, FIELDS));
      void showAlert(errorMessage(error, 'Update failed'), 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.details}>
      <div className={styles.intro}>
        <ProfileImagePicker
          profile={profile}
          onUploaded={(path) => onProfileChange({ ...profile, profile_image: path })}
        />
        <div className={styles.greeting}>
          <h2 className={styles.hello}>Hello, {profile.fullname}</h2>
          <p className={styles.muted}>
            Manage your details and choose where your orders are billed and shipped.
          </p>
        </div>
      </div>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={saving}>
        <div className={formStyles.grid}>
          <TextField
            label="Customer Name"
            name="fullname"
            autoComplete="name"
            value={fullname}
            onChange={(event) => {
              setFullname(event.target.value);
              clearError('fullname');
            }}
            error={errors.fullname}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              clearError('email');
            }}
            error={errors.email}
            hint={
              profile.pending_email ? (
                <>
                  New email {profile.pending_email}:{' '}
                  <strong>{ACCOUNT_MESSAGES.waitingForConfirmation}</strong>
                </>
              ) : undefined
            }
          />
          {emailChanges && (
            <PasswordField
              label="Current Password"
              name="current_password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => {
                setCurrentPassword(event.target.value);
                clearError('current_password');
              }}
              error={errors.current_password}
              hint="To change your email, enter your current password."
            />
          )}
          <TextField
            label="Mobile Number"
            name="contact_number"
            type="tel"
            value={profile.contact_number ?? ''}
            readOnly
            hint={
              profile.pending_contact_number ? (
                <>
                  New number {profile.pending_contact_number}:{' '}
                  <strong>{ACCOUNT_MESSAGES.waitingForConfirmation}</strong>
                </>
              ) : (
                'Your mobile number cannot be changed.'
              )
            }
          />
          <div className={styles.spacer} aria-hidden="true" />
          <SelectField
            label="Default Billing Address"
            name="billing"
            placeholder="Select Billing Address"
            options={options(addresses, 'billing')}
            value={billingId}
            onChange={(event) => setBillingId(event.target.value)}
            wide
          />
          <SelectField
            label="Default Shipping Address"
            name="shipping"
            placeholder="Select Shipping Address"
            options={options(addresses, 'shipping')}
            value={shippingId}
            onChange={(event) => setShippingId(event.target.value)}
            wide
          />
        </div>
        <FormNotice errorId={errorId} notice={notice} />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </div>
  );
}
