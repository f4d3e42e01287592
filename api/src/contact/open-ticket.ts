import { type ContactMessage, contactTicket, validateContact } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { storeContactMessage } from '../db/contact-messages-repository';
import { enqueueMail } from '../db/outbox-repository';
import { trimmed } from '../http/form';
import { HttpError } from '../http/http-errors';
import { contactAcknowledgement, contactMail } from '../mail/contact-mails';
import type { ContactBody } from '../schemas/contact';

/** What opening a ticket works with; the api's contact route builds it. */
export interface ContactDeps {
  db: Database;
  /** The shop's address (CONTACT_EMAIL): messages go there, and replies to acknowledgements. */
  shopAddress: string;
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
 * Opens a ticket for a message to the shop: stored, with its mail to the shop (Reply-To the sender) and
 * the sender's acknowledgement with the ticket number written to the outbox in the same transaction.
 * Answers the ticket. The message is marked mailed once the shop's copy went out.
 */
export async function openTicket(deps: ContactDeps, message: ContactMessage): Promise<string> {
  const { db, shopAddress } = deps;
  const id = await db.transaction(async (tx) => {
    const stored = await storeContactMessage(tx, message);
    await enqueueMail(tx, contactMail(stored, message, shopAddress));
    await enqueueMail(tx, contactAcknowledgement(stored, message, shopAddress));
    return stored;
  });
  return contactTicket(id);
}
