import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './fields.module.css';

interface FieldFrameProps {
  label: string;
  /** Id of the form's message (the summary); the control points at it while invalid. */
  errorId?: string;
  invalid?: boolean;
  /** This field's own message, shown under it (and making it invalid). */
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
}

/** Ids of the control: its own message, hint, and what aria-invalid / aria-describedby should say. */
function useFieldIds({ errorId, invalid, error, hint }: FieldFrameProps) {
  const id = useId();
  const isInvalid = Boolean(invalid || error);
  const ownErrorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const ids = [ownErrorId, isInvalid && !error ? errorId : undefined, hintId].filter(Boolean);
  return {
    id,
    ownErrorId,
    hintId,
    control: {
      'aria-invalid': isInvalid || undefined,
      'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    },
  };
}

function FieldFooter({
  error,
  ownErrorId,
  hint,
  hintId,
}: {
  error?: string;
  ownErrorId?: string;
  hint?: ReactNode;
  hintId?: string;
}) {
  return (
    <>
      {error && (
        <p id={ownErrorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
}

function fieldClass(wide: boolean | undefined) {
  return [styles.field, wide && styles.wide].filter(Boolean).join(' ');
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input; while invalid it says so (aria-invalid) and points at the message (aria-describedby). */
export function TextField({
  label,
  errorId,
  invalid,
  error,
  hint,
  wide,
  className,
  ...input
}: TextFieldProps) {
  const { id, ownErrorId, hintId, control } = useFieldIds({ label, errorId, invalid, error, hint });
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={[styles.control, className].filter(Boolean).join(' ')}
        {...control}
        {...input}
      />
      <FieldFooter error={error} ownErrorId={ownErrorId} hint={hint} hintId={hintId} />
    </div>
  );
}

/** A password input with a Show/Hide switch, so a phone user can check what they typed. */
export function PasswordField({
  label,
  errorId,
  invalid,
  error,
  hint,
  wide,
  ...input
}: Omit<TextFieldProps, 'type'>) {
  const { id, ownErrorId, hintId, control } = useFieldIds({ label, errorId, invalid, error, hint });
  const [visible, setVisible] = useState(false);
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={styles.control}
          {...control}
          {...input}
        />
        <button
          type="button"
          className={styles.reveal}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldFooter error={error} ownErrorId={ownErrorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input, with the same messages and manners as TextField. */
export function TextAreaField({
  label,
  errorId,
  invalid,
  error,
  hint,
  wide,
  ...textarea
}: TextAreaFieldProps) {
  const { id, ownErrorId, hintId, control } = useFieldIds({ label, errorId, invalid, error, hint });
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={`${styles.control} ${styles.textarea}`} {...control} {...textarea} />
      <FieldFooter error={error} ownErrorId={ownErrorId} hint={hint} hintId={hintId} />
    </div>
  );
}

export interface SelectFieldProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select whose first, empty option names what to choose. */
export function SelectField({
  label,
  errorId,
  invalid,
  error,
  hint,
  wide,
  placeholder,
  options,
  ...select
}: SelectFieldProps) {
  const { id, ownErrorId, hintId, control } = useFieldIds({ label, errorId, invalid, error, hint });
  return (
    <div className={fieldClass(wide)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.control} {...control} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldFooter error={error} ownErrorId={ownErrorId} hint={hint} hintId={hint ? hintId : undefined} />
    </div>
  );
}

export type Notice = { kind: 'error' | 'success'; text: string } | null;

/**
 * The form's message: errors in red in an alert region (id = errorId, which invalid fields point at),
 * successes in green in a status region. Both regions stay mounted so assistive technology hears changes.
 */
export function FormNotice({ errorId, notice }: { errorId: string; notice: Notice }) {
  return (
    <>
      <p id={errorId} role="alert" className={`${styles.notice} ${styles.error}`}>
        {notice?.kind === 'error' ? notice.text : ''}
      </p>
      <p role="status" className={`${styles.notice} ${styles.success}`}>
        {notice?.kind === 'success' ? notice.text : ''}
      </p>
    </>
  );
}

export { styles as formStyles };
