import { type FieldErrors, errorMessage, serverFieldErrors } from '@harmony/shared';
import { CONTACT_MESSAGES, type ContactMessage, validateContact } from '@harmony/shared/contact';
import { type FormEvent, useState } from 'react';
import { sendContactMessage } from '../api/send-contact-message';

export type ContactField = keyof ContactMessage;
export type ContactErrors = FieldErrors<ContactField>;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

const EMPTY: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

export type ContactStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string };

function trimmed(values: ContactMessage): ContactMessage {
  const out = { ...values };
  for (const field of CONTACT_FIELDS) out[field] = values[field].trim();
  return out;
}

export interface ContactForm {
  values: ContactMessage;
  errors: ContactErrors;
  status: ContactStatus;
  setField(field: ContactField, value: string): void;
  /** Validates, then sends; answers the first field that needs attention, if any. */
  submit(event: FormEvent<HTMLFormElement>): Promise<ContactField | undefined>;
}

/** The Contact Us form: checked with the domain's rules on submit, then posted to /api/contact. */
export function useContactForm(): ContactForm {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'idle' });

  const setField = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has shown the messages, they follow the typing so a fixed field clears at once.
    if (checked) setErrors(validateContact(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return undefined;
    const found = validateContact(values);
    setErrors(found);
    setChecked(true);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setStatus({ kind: 'idle' });
      return firstInvalid;
    }

    setStatus({ kind: 'sending' });
    try {
      const message = await sendContactMessage(trimmed(values));
      setValues(EMPTY);
      setErrors({});
      setChecked(false);
      setStatus({ kind: 'sent', message: message ?? CONTACT_MESSAGES.sent });
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, CONTACT_FIELDS);
      setErrors(fieldErrors);
      setStatus({ kind: 'failed', message: errorMessage(error, CONTACT_MESSAGES.failed) });
      return CONTACT_FIELDS.find((field) => fieldErrors[field]);
    }
  };

  return { values, errors, status, setField, submit };
}
