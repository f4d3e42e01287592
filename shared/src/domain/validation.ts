/** Field rules shared by the forms and the api: each validator answers field → message, empty when valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Indian mobile numbers: ten digits starting 6-9, an optional +91 or 0 before them. */
export const MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;

export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL_PATTERN.test(value.trim());
}

export function isMobile(value: unknown): boolean {
  return typeof value === 'string' && MOBILE_PATTERN.test(value.trim());
}

/** Pincode input keeps digits only, at most six. */
export function sanitizePincode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
