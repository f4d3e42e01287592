import type { FieldErrors } from '@harmony/shared';
import type { Notice } from '@harmony/shared/forms';
import { useState, type ChangeEvent, type RefObject } from 'react';
import { firstInvalid, focusField } from '../../../utils/form-helpers';

/**
 * The state both settings forms keep: values by field, a message per field, the form's notice and the
 * busy flag. `fail` shows a refusal and moves the focus to the first field it names.
 */
export function useSettingsForm<K extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  order: readonly K[],
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const fail = (fields: FieldErrors<K>, text: string) => {
    setErrors(fields);
    setNotice({ kind: 'error', text });
    focusField(formRef.current, firstInvalid(fields, order));
  };

  /** Starts a request: the messages go, the form is busy. */
  const start = () => {
    setErrors({});
    setNotice(null);
    setBusy(true);
  };

  /** A field's props: its value, its message, and typing clears that message. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return { values, notice, busy, fail, start, field, setBusy, reset: () => setValues(initial) };
}
