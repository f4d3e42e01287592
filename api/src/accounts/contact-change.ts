import {
  ACCOUNT_MESSAGES,
  CONTACT_CONFIRM_HOURS,
  CONTACT_UNDO_DAYS,
  isBlank,
  normalizeEmail,
  normalizeMobile,
} from '@harmony/shared/domain';
import {
  type WantedChange,
  confirmContactChange,
  issueContactChange,
  undoContactChange,
} from '../db/contact-changes-repository';
import type { UserRow } from '../db/schema';
import { uniqueViolation } from '../db/users-repository';
import { badRequest } from '../http/form';
import { HttpError } from '../http/http-errors';
import { contactChangedMail, contactConfirmMail } from '../mail/account-mails';
import type { ProfileBody } from '../schemas/users';
import type { AccountDeps, Limits } from './account-deps';
import { confirmPassword } from './password-guesses';

/** The change of email and mobile number the profile form asks for; null when both stay. */
export function wantedChange(user: UserRow, body: ProfileBody): WantedChange | null {
  const email = normalizeEmail(body.email!);
  let mobile: string | null = null;
  if (!isBlank(body.contact_number)) {
    mobile = normalizeMobile(body.contact_number);
    if (!mobile) throw badRequest(ACCOUNT_MESSAGES.mobile, 'contact_number');
  }
  const newEmail = email === user.email ? null : email;
  const newContactNumber = mobile === null || mobile === user.contactNumber ? null : mobile;
  if (newEmail === null && newContactNumber === null) return null;
  return {
    userId: user.id,
    newEmail,
    newContactNumber,
    oldEmail: user.email,
    oldContactNumber: user.contactNumber,
  };
}

const described = (change: WantedChange) =>
  [change.newEmail && 'email address', change.newContactNumber && 'mobile number']
    .filter(Boolean)
    .join(' and ');

/**
 * Asks for a new email or mobile number: the current password first (a wrong one counts with failed
 * logins), then the change waits for the link mailed to the new email (a new mobile number: to the
 * account's email, where the shop sends its OTPs), and the old address is told, with a link to undo it.
 * Whether the new email is someone else's is told only at confirmation, so the answer is always the same.
 * The mails go after the answer.
 */
export async function requestContactChange(
  deps: AccountDeps,
  user: UserRow,
  change: WantedChange,
  currentPassword: string | null | undefined,
  limits: Limits,
): Promise<void> {
  const { db, config } = deps;
  if (isBlank(currentPassword)) {
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordRequired, 'current_password');
  }
  await confirmPassword(deps, user, currentPassword!, 'current_password', limits);
  await limits.count({
    scope: 'contact-change:account',
    value: `user:${user.id}`,
    max: config.rateLimitAccountMax,
  });
  const what = described(change);
  // Written to the outbox with the change. Tokens ride in the fragment: browsers never send it, so no
  // request log or proxy sees them.
  await issueContactChange(db, change, config.now(), ({ confirmToken, undoToken }) => [
    contactConfirmMail(
      change.newEmail ?? user.email,
      user.fullname,
      what,
      `${config.siteUrl}/confirm-change#token=${confirmToken}`,
      CONTACT_CONFIRM_HOURS,
    ),
    contactChangedMail(
      user.email,
      user.fullname,
      what,
      `${config.siteUrl}/undo-change#token=${undoToken}`,
      CONTACT_UNDO_DAYS,
      config.contactEmail,
    ),
  ]);
}

/** A value another account took meanwhile: 409 naming it; anything else is thrown as it is. */
function taken(err: unknown): never {
  const column = uniqueViolation(err);
  if (column === 'email') throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  if (column === 'contact_number') throw new HttpError(409, ACCOUNT_MESSAGES.mobileTaken);
  throw err;
}

/** The confirmation link opened: the account takes its new values (409 if another account has one). */
export async function confirmContactChangeLink(deps: AccountDeps, token: string): Promise<void> {
  if (isBlank(token)) throw badRequest(ACCOUNT_MESSAGES.contactConfirmLinkInvalid, 'token');
  const confirmed = await confirmContactChange(deps.db, token.trim(), deps.config.now()).catch(taken);
  if (!confirmed) throw badRequest(ACCOUNT_MESSAGES.contactConfirmLinkInvalid, 'token');
}

/**
 * The undo link opened: the old values back, every session ended (access tokens too), open password
 * resets void. The shopper is told to reset the password.
 */
export async function undoContactChangeLink(deps: AccountDeps, token: string): Promise<void> {
  if (isBlank(token)) throw badRequest(ACCOUNT_MESSAGES.contactUndoLinkInvalid, 'token');
  const undone = await undoContactChange(deps.db, token.trim(), deps.config.now()).catch((err) => {
    if (uniqueViolation(err)) throw new HttpError(409, ACCOUNT_MESSAGES.contactUndoBlocked);
    throw err;
  });
  if (!undone) throw badRequest(ACCOUNT_MESSAGES.contactUndoLinkInvalid, 'token');
  deps.sessions.forget(undone.userId);
}
