import type { MailStatus } from '@harmony/shared/domain';

/** A mail of the outbox as GET /api/admin/mails lists it and POST …/retry answers it. */
export interface StaffMail {
  id: number;
  kind: string;
  order_id: number | null;
  message_id: number | null;
  /** Null only for a mail not yet tried whose recipient is not known. */
  to: string | null;
  subject: string | null;
  status: MailStatus;
  attempts: number;
  error: string | null;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
}
