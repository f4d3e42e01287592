import { useId, useState, type FormEvent } from 'react';
import { apiClient, errorMessage } from '../api/client';
import { COD_MESSAGES, codCodeOf } from '../domain/cash-on-delivery';
import { formatOrderDate } from '../domain/dates';
import { Button } from './button';
import { FormNotice, TextField, type Notice } from './fields';
import styles from './cod-code-form.module.css';

export interface CodCodeFormProps {
  orderId: number | string;
  /** ISO 8601: unconfirmed by then, the order is cancelled. */
  confirmBy?: string | null;
  /** The code was right: the order is confirmed (the page shows what follows). */
  onConfirmed?(): void;
}

/**
 * Asks for the 6-digit code mailed for a Cash on Delivery order (the order success page and the order
 * page): the api checks it; a new code can be asked for. What the api answers is said as it comes.
 */
export function CodCodeForm({ orderId, confirmBy = null, onConfirmed }: CodCodeFormProps) {
  const titleId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'confirm' | 'resend' | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = codCodeOf(code);
    if (!typed) {
      setNotice({ kind: 'error', text: COD_MESSAGES.codeFormat });
      return;
    }
    setBusy('confirm');
    try {
      await apiClient.post(`/api/orders/${orderId}/cod-confirmation`, { code: typed });
      setConfirmed(true);
      setNotice({ kind: 'success', text: COD_MESSAGES.confirmed });
      onConfirmed?.();
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, COD_MESSAGES.codeWrong) });
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await apiClient.post(`/api/orders/${orderId}/cod-code`);
      setCode('');
      setNotice({ kind: 'success', text: COD_MESSAGES.newCodeSent });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, COD_MESSAGES.noMoreCodes) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {confirmed ? 'Order confirmed' : 'Confirm your Cash on Delivery order'}
      </h2>
      {!confirmed && (
        <>
          <p className={styles.lead}>
            {COD_MESSAGES.codeSent}
            {confirmBy && ` Unconfirmed orders are cancelled on ${formatOrderDate(confirmBy)}.`}
          </p>
          <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label="Confirmation code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              invalid={notice?.kind === 'error'}
              errorId={errorId}
            />
            <div className={styles.actions}>
              <Button type="submit" busy={busy === 'confirm'} disabled={busy !== null}>
                Confirm order
              </Button>
              <Button
                variant="ghost"
                onClick={() => void resend()}
                busy={busy === 'resend'}
                disabled={busy !== null}
              >
                Send a new code
              </Button>
            </div>
          </form>
        </>
      )}
      <FormNotice errorId={errorId} notice={notice} />
    </section>
  );
}
