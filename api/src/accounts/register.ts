import {
  ACCOUNT_MESSAGES,
  normalizeEmail,
  normalizeMobile,
  validateRegistration,
} from '@harmony/shared/domain';
import { createCustomer, findUserByIdentifier, uniqueViolation } from '../db/users-repository';
import { badRequest, formError, trimmed } from '../http/form';
import { HttpError } from '../http/http-errors';
import type { SignupBody } from '../schemas/users';
import type { AccountDeps, Limits } from './account-deps';
import { weakPasswordError } from './password-quality';

/** A registration as it is kept: trimmed, the email lowercased, the mobile number as its ten digits. */
export interface Registration {
  fullname: string;
  email: string;
  contactNumber: string;
  password: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

const TAKEN = {
  email: ACCOUNT_MESSAGES.emailTaken,
  contact_number: ACCOUNT_MESSAGES.mobileTaken,
} as const;

/** The registration form, checked (400 naming each field refused) and read as it is kept. */
export function registrationOf(body: SignupBody): Registration {
  const problem = validateRegistration(body);
  if (problem) throw formError(problem);
  const registration = {
    fullname: trimmed(body.fullname),
    email: normalizeEmail(body.email!),
    contactNumber: normalizeMobile(body.contact_number)!,
    password: body.password!,
    address: trimmed(body.address),
    city: trimmed(body.city),
    state: trimmed(body.state),
    pincode: trimmed(body.pincode),
  };
  const weak = weakPasswordError(registration.password, registration);
  if (weak) throw badRequest(weak, 'password');
  return registration;
}

/**
 * Registers a customer: the account and its first address (billing and shipping, not a default) from
 * the registration's address. An email or mobile number already registered is 409. Registrations are
 * limited per email.
 */
export async function register(deps: AccountDeps, registration: Registration, limits: Limits) {
  const { db, config } = deps;
  const { email, contactNumber, password, ...details } = registration;
  await limits.count({ scope: 'signup:account', value: email, max: config.rateLimitAccountMax });

  // Checked first for a precise answer; the unique constraints decide when two requests race.
  for (const identifier of [
    { kind: 'email', value: email },
    { kind: 'mobile', value: contactNumber },
  ] as const) {
    if (await findUserByIdentifier(db, identifier)) {
      throw new HttpError(409, identifier.kind === 'email' ? TAKEN.email : TAKEN.contact_number);
    }
  }

  const passwordHash = await deps.passwords.hash(password);
  try {
    await createCustomer(db, { ...details, email, contactNumber, passwordHash }, config.now());
  } catch (err) {
    const column = uniqueViolation(err);
    if (column) throw new HttpError(409, TAKEN[column]);
    throw err;
  }
}
