import { Button } from '@harmony/shared';
import { CONTACT_LIMITS } from '@harmony/shared/contact';
import { FormNotice, formStyles, type Notice, TextAreaField, TextField } from '@harmony/shared/forms';
import { useRef, type FormEvent, type InputHTMLAttributes } from 'react';
import { type ContactField, useContactForm } from '../hooks/use-contact-form';
import styles from './contact-form.module.css';

interface FieldSpec {
  field: ContactField;
  label: string;
  hint?: string;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'placeholder'>;
}

const FIELDS: FieldSpec[] = [
  { field: 'name', label: 'Your name', input: { type: 'text', autoComplete: 'name' } },
  {
    field: 'email',
    label: 'Email',
    input: { type: 'email', autoComplete: 'email', placeholder: 'you@example.com' },
  },
  {
    field: 'phone',
    label: 'Mobile number',
    hint: '10 digits, for example 9876543210',
    input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  },
  {
    field: 'subject',
    label: 'Subject',
    input: { type: 'text', placeholder: 'Order, product or warranty question' },
  },
  { field: 'message', label: 'Message' },
];

/** Name, email, phone, subject and message; Send Message posts them to /api/contact. */
export function ContactForm() {
  const { values, errors, status, setField, submit } = useContactForm();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = status.kind === 'sending';
  const notice: Notice =
    status.kind === 'sent' || status.kind === 'failed'
      ? { kind: status.kind === 'sent' ? 'success' : 'error', text: status.message }
      : null;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const needsAttention = await submit(event);
    if (needsAttention) (formRef.current?.elements.namedItem(needsAttention) as HTMLElement | null)?.focus();
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit}
    >
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.intro}>All fields are required. We reply within one working day.</p>

      <div className={formStyles.grid}>
        {FIELDS.map(({ field, label, hint, input }) => {
          const common = {
            name: field,
            label,
            hint,
            value: values[field],
            error: errors[field],
            maxLength: CONTACT_LIMITS[field],
            required: true,
          };
          return field === 'message' ? (
            <TextAreaField
              key={field}
              {...common}
              rows={6}
              wide
              onChange={(e) => setField(field, e.target.value)}
            />
          ) : (
            <TextField key={field} {...common} {...input} onChange={(e) => setField(field, e.target.value)} />
          );
        })}
      </div>

      <FormNotice errorId="contact-form-message" notice={notice} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
