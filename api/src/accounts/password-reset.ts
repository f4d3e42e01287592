import {
  ACCOUNT_MESSAGES,
  type AccountIdentifier,
  MESSAGES,
  OTP_PATTERN,
  OTP_RESEND_SECONDS,
  isBlank,
  newPasswordError,
  parseIdentifier,
} from '@harmony/shared/domain';
import {
  checkOtp,
  completeReset,
  findLinkReset,
  issueReset,
  latestResetWithin,
} from '../db/password-resets-repository';
import { findUserById, findUserByIdentifier } from '../db/users-repository';
import { badRequest } from '../http/form';
import { resetMail } from '../mail/reset-mail';
import type { ResetPasswordBody } from '../schemas/users';
import type { AccountDeps, Limit, Limits } from './account-deps';
import { failedPasswords } from './password-guesses';
import { weakPasswordError } from './password-quality';

/** No account has it: the resend check runs the same query when no account matched. */
const NO_USER_ID = 0;

/**
 * Asks for a password reset: a 6-digit OTP and a single-use link, mailed to the account the identifier
 * names. Whether or not one does, the answer is the same, and takes the same time: the same statements
 * run before it, and the reset is issued and mailed after it. A new OTP at most every OTP_RESEND_SECONDS
 * per identifier.
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  identifier: AccountIdentifier,
  limits: Limits,
): Promise<void> {
  const { db, config } = deps;
  const named = `${identifier.kind}:${identifier.value}`;
  // The 30 s rule holds per identifier whether or not it names an account, so a 429 tells nothing;
  // for an account, its other identifier (email, then mobile) is held back too.
  const resend: Limit = {
    scope: 'forget:resend',
    value: named,
    max: 1,
    windowSeconds: OTP_RESEND_SECONDS,
    message: ACCOUNT_MESSAGES.otpWait,
  };
  await limits.check(resend);
  await limits.count({ scope: 'forget:account', value: named, max: config.rateLimitAccountMax });
  const user = await findUserByIdentifier(db, identifier);
  const now = config.now();
  if (await latestResetWithin(db, user?.id ?? NO_USER_ID, now, OTP_RESEND_SECONDS)) {
    throw limits.refusal(OTP_RESEND_SECONDS, ACCOUNT_MESSAGES.otpWait);
  }
  // Counted once accepted (two racing requests: the second waits).
  await limits.count(resend);
  if (!user) return;

  await deps.later(async () => {
    // From the next turn of the event loop: the answer is written before the reset's first statement.
    await new Promise((resolve) => setImmediate(resolve));
    // The mail is written to the outbox with the reset. In the fragment, the token never leaves the
    // browser: no server, proxy or log sees it (the page also takes SPEC's ?token= form).
    await issueReset(db, deps.otpKey, user.id, now, ({ otp, linkToken }) =>
      resetMail(
        user.email,
        user.fullname,
        otp,
        `${config.siteUrl}/reset-password#token=${encodeURIComponent(linkToken)}`,
      ),
    );
  });
}

/** How a reset proves the account: the mailed link's token, or the OTP with the account's identifier. */
export type ResetProof =
  { kind: 'link'; token: string } | { kind: 'otp'; identifier: AccountIdentifier; otp: string };

export interface PasswordReset {
  proof: ResetProof;
  newPassword: string;
}

/** The reset form, either kind, checked (400 on the field refused). */
export function passwordResetOf(body: ResetPasswordBody): PasswordReset {
  const { emailOrContact, otp, token, newPassword } = body;
  let proof: ResetProof;
  if (!isBlank(token)) {
    proof = { kind: 'link', token: token!.trim() };
  } else {
    const identifier = parseIdentifier(emailOrContact);
    if (!identifier) throw badRequest(MESSAGES.enterEmailOrMobile, 'emailOrContact');
    if (isBlank(otp)) throw badRequest(MESSAGES.enterOtp, 'otp');
    proof = { kind: 'otp', identifier, otp: otp! };
  }
  const passwordProblem = newPasswordError(newPassword) ?? weakPasswordError(newPassword!);
  if (passwordProblem) throw badRequest(passwordProblem, 'newPassword');
  return { proof, newPassword: newPassword! };
}

/** Sets a new password with the OTP or the link, once, and ends every session of the customer. */
export async function resetPassword(deps: AccountDeps, reset: PasswordReset, limits: Limits) {
  const { db, config } = deps;
  const { proof } = reset;
  const refused = () =>
    proof.kind === 'link'
      ? badRequest(ACCOUNT_MESSAGES.invalidResetLink, 'token')
      : badRequest(ACCOUNT_MESSAGES.invalidOtp, 'otp');
  const now = config.now();
  const request =
    proof.kind === 'link'
      ? await findLinkReset(db, proof.token, now)
      : await spendOtp(deps, proof, now, limits);
  if (!request) throw refused();
  // Only now is the account known: a password made of its own details is refused (the proof stays good).
  const owner = await findUserById(db, request.userId);
  const personal = owner && weakPasswordError(reset.newPassword, owner);
  if (personal) throw badRequest(personal, 'newPassword');

  const passwordHash = await deps.passwords.hash(reset.newPassword);
  if (!(await completeReset(db, request.id, request.userId, passwordHash, config.now()))) throw refused();
  // The owner proved the account: whatever wrong passwords anyone tried from anywhere stop counting.
  await limits.clearEverywhere(failedPasswords(deps, { userId: request.userId }));
  // Every session was revoked with the new password: access tokens already out stop working too.
  deps.sessions.forget(request.userId);
}

/** The reset request an OTP opens, spending one of its tries; undefined when it opens none. */
async function spendOtp(
  deps: AccountDeps,
  { identifier, otp }: Extract<ResetProof, { kind: 'otp' }>,
  now: Date,
  limits: Limits,
): Promise<{ id: number; userId: number } | undefined> {
  await limits.count({
    scope: 'reset:account',
    value: `${identifier.kind}:${identifier.value}`,
    max: deps.config.rateLimitAccountMax * 2,
  });
  const user = await findUserByIdentifier(deps.db, identifier);
  // Spaces are dropped (SPEC §5); anything but six digits then is simply wrong.
  const code = otp.replace(/\s/g, '');
  const resetId =
    user && OTP_PATTERN.test(code) ? await checkOtp(deps.db, deps.otpKey, user.id, code, now) : null;
  return user && resetId !== null ? { id: resetId, userId: user.id } : undefined;
}
