import { Button } from '@harmony/shared';
import { MAIL_MESSAGES } from '@harmony/shared/domain';
import { FormNotice } from '@harmony/shared/forms';
import { useId } from 'react';
import { retryMail } from '../api/mails-api';
import { useFormAction } from '../hooks/use-form-action';
import type { StaffMail } from '../types/staff-mail';

export const RETRY_MAIL_TEXT = {
  retry: 'Retry',
  failed: 'The mail could not be retried. Try again.',
} as const;

/** Retry on a mail not sent (the mails list, an order's mails): says what happened beside it. */
export function RetryMailButton({
  mailId,
  label,
  onRetried,
}: {
  mailId: number;
  /** What the mail is, for screen readers ("Retry Order confirmation to asha@example.in"). */
  label: string;
  onRetried: (mail: StaffMail) => void;
}) {
  const { busy, notice, run } = useFormAction();
  const errorId = useId();
  return (
    <>
      <Button
        variant="ghost"
        busy={busy}
        disabled={busy}
        aria-label={`${RETRY_MAIL_TEXT.retry} ${label}`}
        aria-describedby={errorId}
        onClick={() =>
          void run(async () => {
            onRetried(await retryMail(mailId));
            return MAIL_MESSAGES.retried;
          }, RETRY_MAIL_TEXT.failed)
        }
      >
        {RETRY_MAIL_TEXT.retry}
      </Button>
      <FormNotice errorId={errorId} notice={notice} />
    </>
  );
}
