import { ACCOUNT_MESSAGES, validateProfile } from '@harmony/shared/domain';
import type { WantedChange } from '../db/contact-changes-repository';
import type { UserRow } from '../db/schema';
import { loadApiUser, replaceProfileImage, updateProfile } from '../db/users-repository';
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
import type { AccountDeps, Limits } from './account-deps';
import { requestContactChange, wantedChange } from './contact-change';

/**
 * Saves the profile form: the name at once; a new email or mobile number only after the current password
 * and a confirmation link (contact-change.ts). Answers the profile and whether a change now waits.
 */
export async function changeProfile(
  deps: AccountDeps,
  user: UserRow,
  body: ProfileBody,
  limits: Limits,
): Promise<{ user: User; changeSent: WantedChange | null }> {
  const { db, config } = deps;
  const problem = validateProfile(body);
  if (problem) throw formError(problem);
  const change = wantedChange(user, body);
  // Checked before anything is written: a refused password changes nothing, the name neither.
  if (change) await requestContactChange(deps, user, change, body.current_password, limits);
  const updated = await updateProfile(db, user.id, { fullname: trimmed(body.fullname) }, config.now());
  if (!updated) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
  return { user: await loadApiUser(db, updated, config.now()), changeSent: change };
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
