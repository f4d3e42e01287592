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

type ControlAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/** Splits a field's props into its frame (label, messages, width) and what goes to the control. */
function splitFrame<P extends FieldFrameProps>(props: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const { label, errorId, invalid, error, hint, wide, ...control } = props;
  return [{ label, errorId, invalid, error, hint, wide }, control];
}

/**
 * Label, control and messages, the same for every kind of field. While invalid the control says so
 * (aria-invalid) and points at its message or the form's (aria-describedby).
 */
function Field({
  frame,
  children,
}: {
  frame: FieldFrameProps;
  children(id: string, aria: ControlAria): ReactNode;
}) {
  const { label, errorId, invalid, error, hint, wide } = frame;
  const id = useId();
  const ownErrorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const isInvalid = Boolean(invalid || error);
  const described = [ownErrorId, isInvalid && !error ? errorId : undefined, hintId].filter(Boolean);
  const aria: ControlAria = {
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
  return (
    <div className={[styles.field, wide && styles.wide].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id, aria)}
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
    </div>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input. */
export function TextField(props: TextFieldProps) {
  const [frame, { className, ...input }] = splitFrame(props);
  return (
    <Field frame={frame}>
      {(id, aria) => (
        <input
          id={id}
          className={[styles.control, className].filter(Boolean).join(' ')}
          {...aria}
          {...input}
        />
      )}
    </Field>
  );
}

/** A password input with a Show/Hide switch, so a phone user can check what they typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [frame, input] = splitFrame(props);
  const [visible, setVisible] = useState(false);
  return (
    <Field frame={frame}>
      {(id, aria) => (
        <div className={styles.passwordWrap}>
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className={styles.control}
            {...aria}
            {...input}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-controls={id}
            aria-pressed={visible}
            aria-label={`Show ${frame.label.toLowerCase()}`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        </div>
      )}
    </Field>
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** A labelled multi-line input. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field frame={frame}>
      {(id, aria) => (
        <textarea id={id} className={`${styles.control} ${styles.textarea}`} {...aria} {...textarea} />
      )}
    </Field>
  );
}

export interface SelectFieldProps
  extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled select whose first, empty option names what to choose. */
export function SelectField(props: SelectFieldProps) {
  const [frame, { placeholder, options, ...select }] = splitFrame(props);
  return (
    <Field frame={frame}>
      {(id, aria) => (
        <select id={id} className={styles.control} {...aria} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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
