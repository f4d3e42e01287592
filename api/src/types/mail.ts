// A mail as the shop writes it, and what the outbox table keeps of it: the workflows, the outbox
// repository and the mail templates share these.

/** A file sent with a mail, base64 as nodemailer takes it and as the outbox's JSON keeps it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  encoding: 'base64';
  content: string;
}

/** What a mail is about: its kind, and the order or ticket whose page lists it. */
export interface MailAbout {
  kind: string;
  orderId?: number;
  messageId?: number;
  /** A staff reply on the ticket: marked mailed once its mail is sent. */
  replyId?: number;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  about: MailAbout;
}

/** A written mail as the outbox table keeps it until it is sent: no attachments (see MailAttachmentRef). */
export type StoredMail = Omit<Mail, 'attachments'>;

/** A tax document of the mail's order, drawn as a PDF when the mail is sent rather than kept. */
export interface MailAttachmentRef {
  document: 'invoice' | 'credit_note';
}

/** The order mails' kinds, each drawn by orders/order-mails.ts. */
export const ORDER_MAIL = {
  confirmation: 'order.confirmation',
  refused: 'order.refused',
  cancellation: 'order.cancellation',
  shipped: 'order.shipped',
  codExpired: 'order.cod_expired',
} as const;
