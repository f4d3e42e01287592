import type { UserProfile } from '@harmony/shared';

/** SPEC §9: without a profile image a profile that is otherwise complete reads 90%. */
export const WITHOUT_IMAGE_PERCENT = 90;
export const UPLOAD_PICTURE_WARNING = 'Upload profile picture to complete your profile';

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * SPEC §4 profile completion: the share of non-empty profile fields (id excluded), rounded. If it would
 * be 100% but for the profile image, it is 90% and the shopper is asked to upload a picture.
 */
export function profileCompletion(profile: UserProfile): { percent: number; needsImage: boolean } {
  // Neither a change waiting for confirmation (usually empty) nor the back-office roles (a shopper has
  // none) is a field the shopper fills in.
  const fields = Object.entries(profile).filter(
    ([name]) => name !== 'id' && name !== 'staff_roles' && !name.startsWith('pending_'),
  );
  if (fields.length === 0) return { percent: 0, needsImage: false };
  const hasImage = isFilled(profile.profile_image);
  const othersFilled = fields.every(([name, value]) => name === 'profile_image' || isFilled(value));
  if (!hasImage && othersFilled) return { percent: WITHOUT_IMAGE_PERCENT, needsImage: true };
  const filled = fields.filter(([, value]) => isFilled(value)).length;
  return { percent: Math.round((filled / fields.length) * 100), needsImage: false };
}

/** The profile image from the site's public base path (the api's answer is a path such as /uploads/…). */
export function profileImageUrl(path: string | null | undefined): string | null {
  if (!path || !path.trim()) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
