/** Field rules shared by the forms and the api: each validator answers field → message, empty when valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Indian mobile numbers: ten digits starting 6-9, an optional +91 or 0 before them. */
export const MOBILE_PATTERN = /^(?:\+91[\s-]?|0)?[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^\d{6}$/;

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

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const;

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const CONTACT_MESSAGES = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid 10-digit mobile number.',
  subject: 'Please enter a subject.',
  message: 'Please write your message.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  sentWithTicket: (ticket: string) =>
    `Thank you! Your message has been sent. Your ticket number is ${ticket}. We will get back to you soon.`,
  failed: 'Your message could not be sent. Please try again.',
  tooMany: 'You have sent several messages in a short time. Please wait an hour before writing again.',
} as const;

/** The reference a sender quotes when they write again (Consumer Protection (E-Commerce) Rules, 2020). */
export function contactTicket(id: number): string {
  return `HAR-T-${String(id).padStart(6, '0')}`;
}

export function validateContact(
  input: Partial<Record<keyof ContactMessage, unknown>>,
): FieldErrors<keyof ContactMessage> {
  const errors: FieldErrors<keyof ContactMessage> = {};
  if (isBlank(input.name)) errors.name = CONTACT_MESSAGES.name;
  if (!isEmail(input.email)) errors.email = CONTACT_MESSAGES.email;
  if (!isMobile(input.phone)) errors.phone = CONTACT_MESSAGES.phone;
  if (isBlank(input.subject)) errors.subject = CONTACT_MESSAGES.subject;
  if (isBlank(input.message)) errors.message = CONTACT_MESSAGES.message;
  for (const [field, max] of Object.entries(CONTACT_LIMITS) as [keyof ContactMessage, number][]) {
    const value = input[field];
    if (!errors[field] && typeof value === 'string' && value.trim().length > max) {
      errors[field] = CONTACT_MESSAGES.tooLong(field[0]!.toUpperCase() + field.slice(1), max);
    }
  }
  return errors;
}
