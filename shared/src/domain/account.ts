import { isCityOf, isState } from './locations';
import { MESSAGES } from './messages';
import { PINCODE_MESSAGES, isPincode } from './pincodes';
import { type FieldErrors, isBlank, isEmail, isMobile } from './validation';

/** SPEC §9: a password has at least six characters. The upper bound is ours (hashing cost). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC §9: the OTP has six characters (digits) and may be asked again after a 30 s countdown. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = /^\d{6}$/;
export const OTP_RESEND_SECONDS = 30;
/** Not in the spec (ARCHITECTURE): an OTP lives ten minutes and allows five tries. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_TRIES = 5;
/** Not in the spec: how long the link in the reset mail works (once). */
export const RESET_LINK_TTL_MINUTES = 30;

/** What the customer types to confirm that the account is to be deleted. */
export const DELETE_CONFIRMATION = 'DELETE';
/** A new email or mobile number waits this long for its confirmation link; the old address can undo it this long. */
export const CONTACT_CONFIRM_HOURS = 24;
export const CONTACT_UNDO_DAYS = 7;

/** Longest accepted text per field (not in the spec: bounds for storage and display). */
export const ACCOUNT_LIMITS = {
  fullname: 100,
  email: 254,
  contact_number: 20,
  address: 300,
  password: PASSWORD_MAX_LENGTH,
} as const;

export const ADDRESS_TYPES = ['billing', 'shipping', 'billing+shipping'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export type AddressKind = 'billing' | 'shipping';

/** What the api answers; the forms show these words as they come. */
export const ACCOUNT_MESSAGES = {
  required: 'This field is required.',
  email: 'Please enter a valid email address.',
  mobile: 'Please enter a valid 10-digit mobile number.',
  pincode: PINCODE_MESSAGES.malformed,
  state: 'Please choose a state from the list.',
  city: (state: string) => `Please choose a city in ${state}.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  // Refused by the api beyond SPEC's length rule (it alone has the list and the account's details).
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordPersonal: 'Your password must not contain your email, mobile number or name.',
  registered: 'Registration successful. Please log in.',
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid email/mobile number or password.',
  emailTaken: 'An account with this email already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  loginRequired: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  loggedOut: 'Logged out',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  profileUpdated: 'Profile updated successfully',
  ownProfileOnly: 'You can only change your own profile.',
  mobileReadOnly: 'The mobile number cannot be changed.',
  imageUploaded: 'Image uploaded successfully!',
  imageTooLarge: 'The image must be at most 2 MB.',
  imageTooManyPixels: 'The image must be at most 4096 × 4096 pixels.',
  imageType: 'Please upload a JPEG, PNG or WebP image.',
  imageMissing: 'Please choose an image to upload.',
  addressNotFound: 'Address not found.',
  addressDeleted: 'Address deleted',
  defaultUpdated: 'Default address updated',
  defaultKindRequired: 'Please choose billing, shipping or both.',
  defaultNeedsType: (kind: AddressKind) =>
    `Only an address used for ${kind} can be the default ${kind} address.`,
  otpSent: 'If an account matches, we have sent a 6-digit OTP to its email.',
  otpWait: `Please wait ${OTP_RESEND_SECONDS} seconds before asking for a new OTP.`,
  invalidOtp: 'Invalid or expired OTP.',
  invalidResetLink: 'This reset link is invalid or has expired.',
  passwordReset: 'Password reset successful.',
  ownOrdersOnly: 'You can only see your own orders.',
  orderNotFound: 'Order not found.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordUnchanged: 'Your new password must be different from your current password.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  passwordChangeFailed: 'Your password could not be changed. Please try again.',
  deleteConfirmation: `Please type ${DELETE_CONFIRMATION} to confirm.`,
  deleteBlockedByOrders:
    'You have orders on their way. You can delete your account once they are delivered or cancelled.',
  accountDeleted: 'Your account has been deleted.',
  accountDeleteFailed: 'Your account could not be deleted. Please try again.',
  dataDownloadFailed: 'Your data could not be downloaded. Please try again.',
  currentPasswordRequired: 'Please enter your current password to change your email or mobile number.',
  contactChangeSent: (email: boolean) =>
    email
      ? 'We have sent a confirmation link to your new email address. Your email changes once you open it.'
      : 'We have sent a confirmation link to your email address. Your mobile number changes once you open it.',
  waitingForConfirmation: 'waiting for confirmation',
  contactConfirmed: 'Thank you, your new contact details are confirmed. Use them the next time you log in.',
  contactConfirmLinkInvalid: 'This confirmation link is invalid, has been used or has expired.',
  contactUndone:
    'The change has been undone and your previous contact details are back. Every device has been ' +
    'signed out: please reset your password now.',
  contactUndoLinkInvalid: 'This undo link is invalid, has been used or has expired.',
  contactUndoBlocked:
    'Your previous email or mobile number now belongs to another account. Please write to us.',
} as const;

/** A refused form: the sentence to show and the message per field. */
export interface FormProblem<K extends string> {
  message: string;
  fields: FieldErrors<K>;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The ten digits of an Indian mobile number ("+91 98765-43210" → "9876543210"), or null. */
export function normalizeMobile(value: unknown): string | null {
  if (!isMobile(value)) return null;
  return (value as string).replace(/\D/g, '').slice(-10);
}

/**
 * How a shopper names an account on login and password recovery: an email, a mobile number, or
 * neither (which matches no account).
 */
export type AccountIdentifier =
  { kind: 'email'; value: string } | { kind: 'mobile'; value: string } | { kind: 'unknown'; value: string };

export function parseIdentifier(value: unknown): AccountIdentifier | null {
  if (isBlank(value)) return null;
  const text = (value as string).trim();
  if (text.includes('@')) return { kind: 'email', value: normalizeEmail(text) };
  const mobile = normalizeMobile(text);
  if (mobile) return { kind: 'mobile', value: mobile };
  return { kind: 'unknown', value: text.toLowerCase() };
}

export function isValidPassword(value: unknown): value is string {
  return typeof value === 'string' && value.length >= PASSWORD_MIN_LENGTH;
}

/** The rule of every new password (registration, reset, change): its message, or null when acceptable. */
export function newPasswordError(value: unknown): string | null {
  if (!isValidPassword(value)) return MESSAGES.passwordTooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return ACCOUNT_MESSAGES.passwordTooLong;
  return null;
}

/** SPEC §5: the OTP box strips spaces and keeps at most six characters. */
export function sanitizeOtp(value: string): string {
  return value.replace(/\s/g, '').slice(0, OTP_LENGTH);
}

/**
 * An address type as it may arrive: "billing", "shipping", "billing+shipping" (either order, any
 * case) or a list such as ["billing", "shipping"]. Null when nothing (or something else) is chosen.
 */
export function parseAddressType(value: unknown): AddressType | null {
  let parts: unknown[];
  if (Array.isArray(value)) parts = value;
  else if (typeof value === 'string') parts = value.split(/[+,]/);
  else return null;
  const kinds = new Set<string>();
  for (const part of parts) {
    if (typeof part !== 'string') return null;
    const kind = part.trim().toLowerCase();
    if (kind === '') continue;
    if (kind !== 'billing' && kind !== 'shipping') return null;
    kinds.add(kind);
  }
  if (kinds.has('billing') && kinds.has('shipping')) return 'billing+shipping';
  if (kinds.has('billing')) return 'billing';
  if (kinds.has('shipping')) return 'shipping';
  return null;
}

const LABELS: Record<string, string> = {
  fullname: 'Full name',
  email: 'Email',
  contact_number: 'Mobile number',
  address: 'Address',
};

function problem<K extends string>(fields: FieldErrors<K>, blank: boolean): FormProblem<K> | null {
  const messages = Object.values(fields).filter(Boolean) as string[];
  if (messages.length === 0) return null;
  return { message: blank ? MESSAGES.fillAllFields : [...new Set(messages)].join(' '), fields };
}

type PlaceField = 'fullname' | 'email' | 'contact_number' | 'address' | 'state' | 'city' | 'pincode';
/** The fields registration and the address form share, in the forms' order. */
export const PLACE_FIELDS: readonly PlaceField[] = [
  'fullname',
  'email',
  'contact_number',
  'address',
  'state',
  'city',
  'pincode',
];

/** Formats of the fields registration and the address form share; blank ones are left to the caller. */
function checkPlaceFields(input: Partial<Record<string, unknown>>, errors: FieldErrors<PlaceField>): void {
  for (const field of ['fullname', 'email', 'contact_number', 'address'] as const) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > ACCOUNT_LIMITS[field]) {
      errors[field] = ACCOUNT_MESSAGES.tooLong(LABELS[field]!, ACCOUNT_LIMITS[field]);
    }
  }
  if (!errors.email && !isEmail(input.email)) errors.email = ACCOUNT_MESSAGES.email;
  if (!errors.contact_number && !isMobile(input.contact_number)) {
    errors.contact_number = ACCOUNT_MESSAGES.mobile;
  }
  if (!isPincode(typeof input.pincode === 'string' ? input.pincode.trim() : input.pincode)) {
    errors.pincode = ACCOUNT_MESSAGES.pincode;
  }
  const state = typeof input.state === 'string' ? input.state.trim() : input.state;
  const city = typeof input.city === 'string' ? input.city.trim() : input.city;
  if (!isState(state)) errors.state = ACCOUNT_MESSAGES.state;
  else if (!isCityOf(state, city)) errors.city = ACCOUNT_MESSAGES.city(state);
}

export type RegistrationField = PlaceField | 'password';

/**
 * SPEC §5 registration: every field non-blank ('Please fill all fields'); then a valid email, an
 * Indian mobile number, a password of at least six characters, a six-digit pincode and a city of the
 * chosen state. Null when the form is acceptable.
 */
export function validateRegistration(
  input: Partial<Record<RegistrationField, unknown>>,
): FormProblem<RegistrationField> | null {
  const blank: FieldErrors<RegistrationField> = {};
  for (const field of [...PLACE_FIELDS, 'password'] as const) {
    if (isBlank(input[field])) blank[field] = ACCOUNT_MESSAGES.required;
  }
  if (Object.keys(blank).length > 0) return problem(blank, true);

  const errors: FieldErrors<RegistrationField> = {};
  checkPlaceFields(input, errors);
  const password = newPasswordError(input.password);
  if (password) errors.password = password;
  return problem(errors, false);
}

export type AddressField = PlaceField | 'type';

/**
 * SPEC §5 address form: all fields required ('Please fill all fields'), at least one type ('Please
 * select at least one address type (Billing or Shipping)'), then the registration's field formats.
 */
export function validateAddress(
  input: Partial<Record<AddressField, unknown>>,
): FormProblem<AddressField> | null {
  const blank: FieldErrors<AddressField> = {};
  for (const field of PLACE_FIELDS) {
    if (isBlank(input[field])) blank[field] = ACCOUNT_MESSAGES.required;
  }
  const type = parseAddressType(input.type);
  if (Object.keys(blank).length > 0) {
    if (!type) blank.type = MESSAGES.addressTypeRequired;
    return problem(blank, true);
  }
  const errors: FieldErrors<AddressField> = {};
  if (!type) errors.type = MESSAGES.addressTypeRequired;
  checkPlaceFields(input, errors);
  return problem(errors, false);
}

export type ProfileField = 'fullname' | 'email';

/** The profile form: name and email required and valid (the mobile number is read-only). */
export function validateProfile(
  input: Partial<Record<ProfileField, unknown>>,
): FormProblem<ProfileField> | null {
  const blank: FieldErrors<ProfileField> = {};
  if (isBlank(input.fullname)) blank.fullname = ACCOUNT_MESSAGES.required;
  if (isBlank(input.email)) blank.email = ACCOUNT_MESSAGES.required;
  if (Object.keys(blank).length > 0) return problem(blank, true);
  const errors: FieldErrors<ProfileField> = {};
  if ((input.fullname as string).trim().length > ACCOUNT_LIMITS.fullname) {
    errors.fullname = ACCOUNT_MESSAGES.tooLong(LABELS.fullname!, ACCOUNT_LIMITS.fullname);
  }
  if (!isEmail(input.email)) errors.email = ACCOUNT_MESSAGES.email;
  return problem(errors, false);
}

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Changing the password while signed in: the current one, and a new one under the registration's rule
 * that differs from it. confirmPassword is the screen's (the api is sent only the two others).
 */
export function validatePasswordChange(
  input: Partial<Record<PasswordChangeField, unknown>>,
  { confirm }: { confirm: boolean },
): FormProblem<PasswordChangeField> | null {
  const fields: PasswordChangeField[] = ['currentPassword', 'newPassword'];
  if (confirm) fields.push('confirmPassword');
  const blank: FieldErrors<PasswordChangeField> = {};
  for (const field of fields) if (isBlank(input[field])) blank[field] = ACCOUNT_MESSAGES.required;
  if (Object.keys(blank).length > 0) return problem(blank, true);
  const errors: FieldErrors<PasswordChangeField> = {};
  const rule = newPasswordError(input.newPassword);
  if (rule) errors.newPassword = rule;
  else if (input.newPassword === input.currentPassword)
    errors.newPassword = ACCOUNT_MESSAGES.passwordUnchanged;
  else if (confirm && input.confirmPassword !== input.newPassword) {
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  }
  return problem(errors, false);
}

export type AccountDeletionField = 'confirmation' | 'password';

/** Deleting the account: DELETE typed (spaces around it forgiven) and the current password. */
export function validateAccountDeletion(
  input: Partial<Record<AccountDeletionField, unknown>>,
): FormProblem<AccountDeletionField> | null {
  const errors: FieldErrors<AccountDeletionField> = {};
  if (typeof input.confirmation !== 'string' || input.confirmation.trim() !== DELETE_CONFIRMATION) {
    errors.confirmation = ACCOUNT_MESSAGES.deleteConfirmation;
  }
  if (isBlank(input.password)) errors.password = ACCOUNT_MESSAGES.required;
  return problem(errors, false);
}
