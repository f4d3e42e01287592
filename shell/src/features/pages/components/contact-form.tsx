import { Button, CONTACT_LIMITS } from '@harmony/shared';
import type { FormEvent, InputHTMLAttributes } from 'react';
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

const fieldId = (field: ContactField) => `contact-${field}`;

/** Name, email, phone, subject and message; Send Message posts them to /api/contact. */
export function ContactForm() {
  const { values, errors, status, setField, submit } = useContactForm();
  const sending = status.kind === 'sending';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    const needsAttention = await submit(event);
    if (needsAttention) document.getElementById(fieldId(needsAttention))?.focus();
  };

  return (
    <form className={styles.form} noValidate aria-labelledby="contact-form-title" onSubmit={handleSubmit}>
      <h2 id="contact-form-title" className={styles.title}>
        Send us a message
      </h2>
      <p className={styles.intro}>All fields are required. We reply within one working day.</p>

      <div className={styles.grid}>
        {FIELDS.map(({ field, label, hint, input }) => {
          const id = fieldId(field);
          const error = errors[field];
          const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
          const common = {
            id,
            name: field,
            value: values[field],
            maxLength: CONTACT_LIMITS[field],
            required: true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy || undefined,
            className: error ? `${styles.control} ${styles.invalid}` : styles.control,
          };
          return (
            <div
              key={field}
              className={field === 'message' ? `${styles.field} ${styles.wide}` : styles.field}
            >
              <label htmlFor={id} className={styles.label}>
                {label}
              </label>
              {field === 'message' ? (
                <textarea {...common} rows={6} onChange={(event) => setField(field, event.target.value)} />
              ) : (
                <input {...common} {...input} onChange={(event) => setField(field, event.target.value)} />
              )}
              {hint && (
                <span id={`${id}-hint`} className={styles.hint}>
                  {hint}
                </span>
              )}
              {error && (
                <span id={`${id}-error`} className={styles.error}>
                  {error}
                </span>
              )}
            </div>
          );
        })}
      </div>

      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <div role="status">
          {status.kind === 'sent' && <p className={styles.success}>{status.message}</p>}
        </div>
        {status.kind === 'failed' && (
          <p role="alert" className={styles.failure}>
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
