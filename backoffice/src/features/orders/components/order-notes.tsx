import { Button, formatOrderDate } from '@harmony/shared';
import { FormNotice, TextAreaField, formStyles } from '@harmony/shared/forms';
import { useId, useState, type FormEvent } from 'react';
import { useFormAction } from '../../../hooks/use-form-action';
import { addOrderNote } from '../api/orders-api';
import type { StaffOrderDetail } from '../types/staff-order';
import styles from './order-detail.module.css';

export const NOTES_TEXT = {
  blank: 'Write the note first.',
  failed: 'The note could not be saved. Try again.',
  saved: 'Note saved.',
} as const;

/** Internal notes: staff only, never shown to the shopper; what was typed stays on a failure. */
export function OrderNotes({
  detail,
  onChanged,
}: {
  detail: StaffOrderDetail;
  onChanged: (detail: StaffOrderDetail) => void;
}) {
  const [body, setBody] = useState('');
  const { busy, notice, setNotice, run } = useFormAction();
  const errorId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setNotice({ kind: 'error', text: NOTES_TEXT.blank });
      return;
    }
    await run(async () => {
      onChanged(await addOrderNote(detail.order.order_id, body.trim()));
      setBody('');
      return NOTES_TEXT.saved;
    }, NOTES_TEXT.failed);
  };

  return (
    <section className={styles.panel} aria-labelledby="notes-title">
      <h2 id="notes-title">Internal notes</h2>
      <p className={styles.muted}>Only staff see these.</p>
      {detail.notes.length > 0 && (
        <ul className={styles.notes}>
          {detail.notes.map((note) => (
            <li key={note.id}>
              <p>{note.body}</p>
              <span className={styles.muted}>
                {note.author ?? 'A former staff member'} · {formatOrderDate(note.at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={formStyles.form} onSubmit={(event) => void save(event)} noValidate>
        <FormNotice errorId={errorId} notice={notice} />
        <TextAreaField
          label="New note"
          value={body}
          maxLength={2000}
          onChange={(event) => setBody(event.target.value)}
          errorId={errorId}
          invalid={notice?.text === NOTES_TEXT.blank}
        />
        <Button type="submit" variant="ghost" busy={busy} disabled={busy}>
          Add note
        </Button>
      </form>
    </section>
  );
}
