import {
  ACCOUNT_MESSAGES,
  normalizeMobile,
  parseAddressType,
  parseIdentifier,
  sanitizeOtp,
  validateAccountDeletion,
  validateAddress,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
} from '../account';
import { MESSAGES } from '../messages';

const registration = {
  fullname: 'Asha Menon',
  email: 'asha@example.in',
  contact_number: '9876543210',
  password: 'secret1',
  address: '12 MG Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
};

describe('registration rules', () => {
  it('accepts a complete, valid form', () => {
    expect(validateRegistration(registration)).toBeNull();
    expect(validateRegistration({ ...registration, contact_number: '+91 9876543210' })).toBeNull();
  });

  it('asks to fill all fields when any is blank, naming each blank field', () => {
    const result = validateRegistration({ ...registration, fullname: '  ', city: undefined });
    expect(result?.message).toBe(MESSAGES.fillAllFields);
    expect(result?.fields).toEqual({ fullname: ACCOUNT_MESSAGES.required, city: ACCOUNT_MESSAGES.required });
  });

  it.each([
    ['email', 'asha@', ACCOUNT_MESSAGES.email],
    ['contact_number', '5876543210', ACCOUNT_MESSAGES.mobile],
    ['contact_number', '98765', ACCOUNT_MESSAGES.mobile],
    ['password', '12345', MESSAGES.passwordTooShort],
    ['password', 'x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
    ['pincode', '56000', ACCOUNT_MESSAGES.pincode],
    ['pincode', '56000a', ACCOUNT_MESSAGES.pincode],
    ['pincode', '000000', ACCOUNT_MESSAGES.pincode],
    ['state', 'Goa', ACCOUNT_MESSAGES.state],
    ['city', 'Chennai', ACCOUNT_MESSAGES.city('Karnataka')],
    ['fullname', 'x'.repeat(101), ACCOUNT_MESSAGES.tooLong('Full name', 100)],
  ])('%s = %j → %s', (field, value, message) => {
    const result = validateRegistration({ ...registration, [field]: value });
    expect(result).toEqual({ message, fields: { [field]: message } });
  });

  it('joins several problems into one sentence', () => {
    const result = validateRegistration({ ...registration, email: 'x', pincode: '1' });
    expect(result?.message).toBe(`${ACCOUNT_MESSAGES.email} ${ACCOUNT_MESSAGES.pincode}`);
  });
});

describe('address rules', () => {
  const { password: _password, ...place } = registration;
  const address = { ...place, type: 'billing' };

  it('accepts each form of the type', () => {
    for (const type of ['billing', 'shipping', 'billing+shipping', ['billing', 'shipping'], 'Shipping']) {
      expect(validateAddress({ ...address, type })).toBeNull();
    }
  });

  it('needs at least one type', () => {
    for (const type of [undefined, '', [], 'office', ['billing', 'office'], 42]) {
      expect(validateAddress({ ...address, type })).toEqual({
        message: MESSAGES.addressTypeRequired,
        fields: { type: MESSAGES.addressTypeRequired },
      });
    }
  });

  it('asks to fill all fields first', () => {
    expect(validateAddress({ ...address, address: '' })?.message).toBe(MESSAGES.fillAllFields);
  });

  it('checks the same formats as registration', () => {
    expect(validateAddress({ ...address, state: 'Delhi', city: 'Mumbai' })?.fields).toEqual({
      city: ACCOUNT_MESSAGES.city('Delhi'),
    });
  });
});

describe('helpers', () => {
  it('parses address types', () => {
    expect(parseAddressType(['shipping', 'billing'])).toBe('billing+shipping');
    expect(parseAddressType('shipping+billing')).toBe('billing+shipping');
    expect(parseAddressType('billing')).toBe('billing');
    expect(parseAddressType(null)).toBeNull();
  });

  it('normalizes identifiers', () => {
    expect(normalizeMobile('+91-9876543210')).toBe('9876543210');
    expect(normalizeMobile('09876543210')).toBe('9876543210');
    expect(normalizeMobile('12345')).toBeNull();
    expect(parseIdentifier(' Asha@Example.IN ')).toEqual({ kind: 'email', value: 'asha@example.in' });
    expect(parseIdentifier('+919876543210')).toEqual({ kind: 'mobile', value: '9876543210' });
    expect(parseIdentifier('asha')).toEqual({ kind: 'unknown', value: 'asha' });
    expect(parseIdentifier('  ')).toBeNull();
  });

  it('sanitizes the OTP box', () => {
    expect(sanitizeOtp(' 12 34 567')).toBe('123456');
  });

  it('checks the profile form', () => {
    expect(validateProfile({ fullname: 'A', email: 'a@b.in' })).toBeNull();
    expect(validateProfile({ fullname: '', email: 'a@b.in' })?.message).toBe(MESSAGES.fillAllFields);
    expect(validateProfile({ fullname: 'A', email: 'nope' })?.message).toBe(ACCOUNT_MESSAGES.email);
  });
});

describe('account settings rules', () => {
  const change = { currentPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' };

  it('accepts a new password under the registration rule, confirmed on the screen', () => {
    expect(validatePasswordChange(change, { confirm: true })).toBeNull();
    expect(validatePasswordChange({ ...change, confirmPassword: undefined }, { confirm: false })).toBeNull();
  });

  it.each([
    [{ newPassword: '12345', confirmPassword: '12345' }, 'newPassword', MESSAGES.passwordTooShort],
    [{ newPassword: 'x'.repeat(129) }, 'newPassword', ACCOUNT_MESSAGES.passwordTooLong],
    [
      { newPassword: 'secret1', confirmPassword: 'secret1' },
      'newPassword',
      ACCOUNT_MESSAGES.passwordUnchanged,
    ],
    [{ confirmPassword: 'secret3' }, 'confirmPassword', MESSAGES.passwordsDoNotMatch],
  ])('%j → %s: %s', (override, field, message) => {
    expect(validatePasswordChange({ ...change, ...override }, { confirm: true })).toEqual({
      message,
      fields: { [field]: message },
    });
  });

  it('names each blank field, the confirmation only where the screen asks for it', () => {
    const blank = { currentPassword: ' ', newPassword: '', confirmPassword: '' };
    expect(validatePasswordChange(blank, { confirm: true })).toEqual({
      message: MESSAGES.fillAllFields,
      fields: {
        currentPassword: ACCOUNT_MESSAGES.required,
        newPassword: ACCOUNT_MESSAGES.required,
        confirmPassword: ACCOUNT_MESSAGES.required,
      },
    });
    expect(validatePasswordChange(blank, { confirm: false })?.fields).not.toHaveProperty('confirmPassword');
  });

  it('deletes only with DELETE typed and a password', () => {
    expect(validateAccountDeletion({ confirmation: ' DELETE ', password: 'x' })).toBeNull();
    expect(validateAccountDeletion({ confirmation: 'delete', password: '' })).toEqual({
      message: `${ACCOUNT_MESSAGES.deleteConfirmation} ${ACCOUNT_MESSAGES.required}`,
      fields: { confirmation: ACCOUNT_MESSAGES.deleteConfirmation, password: ACCOUNT_MESSAGES.required },
    });
  });
});
