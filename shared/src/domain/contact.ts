import { type FieldErrors, isBlank, isEmail, isMobile } from './validation';

// The contact form's rules and words (SPEC's Contact page; the api checks the same): the shell's Contact
// page and the api load them, no first render does.

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
