import type { MailListFilter } from '@harmony/shared/domain';
import type { StaffMail } from '../../../types/staff-mail';

/** GET /api/admin/mails: a page of mails, newest first. */
export interface StaffMailPage {
  mails: StaffMail[];
  next: number | null;
}

/** The list's view, as its address spells it ('' when unset). */
export interface MailListView {
  status: MailListFilter;
  after: string;
}
