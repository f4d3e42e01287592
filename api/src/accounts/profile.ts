import { ACCOUNT_MESSAGES, normalizeEmail, normalizeMobile, validateProfile } from '@harmony/shared/domain';
import type { UserRow } from '../db/schema';
import {
  emailTakenByOther,
  loadApiUser,
  replaceProfileImage,
  uniqueViolation,
  updateProfile,
} from '../db/users-repository';
import { badRequest, formError, trimmed } from '../http/form';
import { HttpError } from '../http/http-errors';
import {
  NotAnImageError,
  TooManyPixelsError,
  deleteProfileImage,
  reencodeProfileImage,
  storeProfileImage,
} from '../images/profile-images';
import type { ProfileBody, User } from '../schemas/users';
import type { AccountDeps } from './account-deps';

/**
 * Changes the customer's name and email. The mobile number is read-only: if sent, it must be the current
 * one. An email another account has is 409.
 */
export async function changeProfile(deps: AccountDeps, user: UserRow, body: ProfileBody): Promise<User> {
  const { db, config } = deps;
  const problem = validateProfile(body);
  if (problem) throw formError(problem);
  if (!['', undefined, null].includes(body.contact_number?.trim())) {
    if (normalizeMobile(body.contact_number) !== user.contactNumber) {
      throw badRequest(ACCOUNT_MESSAGES.mobileReadOnly, 'contact_number');
    }
  }
  const email = normalizeEmail(body.email!);
  if (await emailTakenByOther(db, email, user.id)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
  let updated;
  try {
    updated = await updateProfile(db, user.id, { fullname: trimmed(body.fullname), email }, config.now());
  } catch (err) {
    if (uniqueViolation(err) === 'email') throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
    throw err;
  }
  if (!updated) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  return loadApiUser(db, updated);
}

/**
 * A new profile picture: re-encoded (400 when it is not an image), stored, then the previous one
 * deleted. Answers the new picture's address.
 */
export async function changeProfileImage(deps: AccountDeps, user: UserRow, image: Buffer): Promise<string> {
  const { db, config } = deps;
  let encoded: Buffer;
  try {
    encoded = await reencodeProfileImage(image);
  } catch (err) {
    if (err instanceof NotAnImageError) throw badRequest(ACCOUNT_MESSAGES.imageType, 'image');
    if (err instanceof TooManyPixelsError) throw badRequest(ACCOUNT_MESSAGES.imageTooManyPixels, 'image');
    throw err;
  }
  const profileImage = await storeProfileImage(config.uploadsDir, encoded);
  const previous = await replaceProfileImage(db, user.id, profileImage, config.now());
  await deleteProfileImage(config.uploadsDir, previous).catch((err) =>
    deps.log.warn({ err }, 'previous profile picture not deleted'),
  );
  return profileImage;
}
