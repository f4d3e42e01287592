// The shop's mails as the outbox keeps them, and as the back office lists and names them.

/** pending → sending (claimed, until its lease ends) → sent; or, after the last retry, failed. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * The back office's filters of the outbox: every mail not sent, the ones still being tried, and the
 * ones given up on (a sent mail is on its order's page).
 */
export const MAIL_LIST_FILTERS = ['unsent', 'waiting', 'failed'] as const;
export type MailListFilter = (typeof MAIL_LIST_FILTERS)[number];

export const MAIL_FILTER_STATUSES: Record<MailListFilter, MailStatus[]> = {
  unsent: ['pending', 'sending', 'failed'],
  waiting: ['pending', 'sending'],
  failed: ['failed'],
};

export const MAIL_FILTER_LABELS: Record<MailListFilter, string> = {
  unsent: 'Unsent',
  waiting: 'Waiting',
  failed: 'Failed',
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

export const MAIL_LIST_PAGE_SIZE = 25;

/** Whether the outbox still tries a mail: waiting for its next try, or being sent now. */
export const isWaitingMail = (status: MailStatus) => status === 'pending' || status === 'sending';

/** Whether staff may ask for a mail now: one waiting for its next try, or one given up on. */
export const isRetriableMail = (status: MailStatus) => status === 'pending' || status === 'failed';

/** What each kind of mail is, as staff read it; a kind not listed reads as its own name. */
export const MAIL_KIND_LABELS: Record<string, string> = {
  'order.confirmation': 'Order confirmation',
  'order.shipped': 'Order shipped',
  'order.cancellation': 'Order cancelled',
  'order.refused': 'Payment refused',
  'order.cod_code': 'Cash on Delivery code',
  'order.cod_expired': 'Cash on Delivery not confirmed: cancelled',
  'account.password_reset': 'Password reset',
  'account.password_changed': 'Password changed',
  'account.deleted': 'Account deleted',
  'account.contact_confirm': 'New contact details to confirm',
  'account.contact_changing': 'Contact details changing',
  'contact.message': 'Customer message (shop copy)',
  'contact.acknowledgement': 'Customer message received',
  'ticket.reply': 'Reply to a customer message',
};

export const mailKindLabel = (kind: string) => MAIL_KIND_LABELS[kind] ?? kind;

export const MAIL_MESSAGES = {
  noMail: 'There is no such mail.',
  notRetriable: 'This mail is being sent or has been sent already.',
  retried: 'The mail will be sent again within a minute.',
} as const;
