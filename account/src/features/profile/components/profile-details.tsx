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
import { FormNotice, formStyles, SelectField, TextField, type Notice } from '@harmony/shared/forms';
import { validateProfile, type AddressKind, type ProfileField } from '@harmony/shared/account';
import { addressesFor, addressOptionText } from '@harmony/shared/addresses';
import { useId, useRef, useState, type FormEvent } from 'react';
import { passesCheck } from '../../../utils/form-helpers';
import { setDefaultAddress, updateProfile } from '../api/profile-api';
import { ProfileImagePicker } from './profile-image-picker';
import styles from './profile.module.css';

const FIELDS: readonly ProfileField[] = ['fullname', 'email'];

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
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [saving, setSaving] = useState(false);
  const addresses = profile.addresses ?? [];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problem = validateProfile({ fullname, email });
    if (!passesCheck(problem, formRef.current, FIELDS, { setErrors, setNotice })) return;
    setNotice(null);
    setSaving(true);
    try {
      await updateProfile(profile.id, {
        fullname: fullname.trim(),
        email: email.trim(),
        contact_number: profile.contact_number,
      });
      await saveDefaults(billingId, shippingId);
      const fresh = await loadProfile();
      onProfileChange(fresh);
      setFullname(fresh.fullname);
      setEmail(fresh.email);
      setBillingId(defaultId(fresh, 'billing'));
      setShippingId(defaultId(fresh, 'shipping'));
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
              setErrors(({ fullname: _removed, ...rest }) => rest);
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
              setErrors(({ email: _removed, ...rest }) => rest);
            }}
            error={errors.email}
          />
          <TextField
            label="Mobile Number"
            name="contact_number"
            type="tel"
            value={profile.contact_number ?? ''}
            readOnly
            hint="Your mobile number cannot be changed."
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
