import { type ContactMessage, contactTicket, validateContact } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { markContactMessageMailed, storeContactMessage } from '../db/contact-messages-repository';
import { trimmed } from '../http/form';
import { HttpError } from '../http/http-errors';
import { contactAcknowledgement, contactMail } from '../mail/contact-mails';
import type { Mail } from '../mail/outbox';
import type { ContactBody } from '../schemas/contact';

/** What opening a ticket works with; the api's contact route builds it, with the request's log. */
export interface ContactDeps {
  db: Database;
  sendMail(mail: Mail): Promise<void>;
  /** The shop's address (CONTACT_EMAIL): messages go there, and replies to acknowledgements. */
  shopAddress: string;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

/** The contact form, checked (400 naming each field refused) and read as it is kept. */
export function contactMessageOf(body: ContactBody): ContactMessage {
  const errors = validateContact(body);
  const fields = Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as Record<
    string,
    string
  >;
  if (Object.keys(fields).length > 0) throw new HttpError(400, Object.values(fields).join(' '), fields);
  return {
    name: trimmed(body.name),
    email: trimmed(body.email),
    phone: trimmed(body.phone),
    // One line: it becomes part of the mail's Subject header.
    subject: trimmed(body.subject).replace(/\s+/g, ' '),
    message: trimmed(body.message),
  };
}

/**
 * Opens a ticket for a message to the shop: stored, mailed to the shop with Reply-To set to the sender,
 * then acknowledged to the sender with the ticket number, before the answer. Answers the ticket.
 */
export async function openTicket(deps: ContactDeps, message: ContactMessage): Promise<string> {
  const { db, shopAddress, log } = deps;
  const id = await storeContactMessage(db, message);
  const ticket = contactTicket(id);
  // The message is kept either way: a mail failure is logged and leaves mailed_at empty for a resend,
  // and the sender is not asked to send again (which would store it twice).
  try {
    await deps.sendMail(contactMail(ticket, message, shopAddress));
  } catch (err) {
    log.error({ err, contactMessageId: id }, 'contact message stored but not mailed');
    return ticket;
  }
  await markContactMessageMailed(db, id, new Date());
  try {
    await deps.sendMail(contactAcknowledgement(ticket, message, shopAddress));
  } catch (err) {
    log.warn({ err, contactMessageId: id }, 'contact acknowledgement not mailed');
  }
  return ticket;
}
