import { dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';

/**
 * The 10,000 most common passwords: the head of zxcvbn-ts's list, which is ranked by how often each
 * appears in leaked password sets. Kept once, in lower case.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

/** Whose password it is: what a guesser who knows the customer would try first. */
export interface PasswordOwner {
  email: string;
  contactNumber: string;
  fullname: string;
}

/** Shorter pieces of a name ("Raj", "Das") occur in too many ordinary words to be refused. */
const MIN_NAME_PART = 4;

function personalParts({ email, contactNumber, fullname }: PasswordOwner): string[] {
  const name = fullname.toLowerCase();
  const parts = [
    email.toLowerCase(),
    email.toLowerCase().split('@')[0] ?? '',
    contactNumber,
    name.replace(/\s+/g, ''),
    ...name.split(/\s+/),
  ];
  return parts.filter((part) => part.length >= MIN_NAME_PART);
}

/**
 * Why a new password is refused beyond SPEC's length rule, or null: one of the most common passwords
 * (in any letter case), or one containing the owner's email (or the part before the @), mobile number
 * or name. Without an owner, only the common list is checked.
 */
export function weakPasswordError(password: string, owner?: PasswordOwner): string | null {
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return ACCOUNT_MESSAGES.passwordTooCommon;
  if (owner && personalParts(owner).some((part) => lowered.includes(part))) {
    return ACCOUNT_MESSAGES.passwordPersonal;
  }
  return null;
}
