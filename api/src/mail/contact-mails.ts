import { type ContactMessage, contactTicket } from '@harmony/shared/domain';
import { escapeHtml } from '../http/escape-html';
import type { Mail } from '../types/mail';

/** The mail the shop receives for one contact message; replying answers the sender. */
export function contactMail(messageId: number, m: ContactMessage, shopAddress: string): Mail {
  const ticket = contactTicket(messageId);
  const rows: [string, string][] = [
    ['Name', m.name],
    ['Email', m.email],
    ['Phone', m.phone],
    ['Subject', m.subject],
  ];
  return {
    to: shopAddress,
    replyTo: m.email,
    subject: `Contact form ${ticket}: ${m.subject}`,
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}\n`,
    html: [
      '<table>',
      ...rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ].join(''),
    about: { kind: 'contact.message', messageId },
  };
}

/**
 * The sender's acknowledgement: their ticket number, and nothing they typed. Anyone can put any address in
 * the form, so whatever it echoed (the message, the subject, even the name) would be text of a stranger's
 * choosing mailed by the shop to that address. Replying reaches the shop.
 */
export function contactAcknowledgement(messageId: number, m: ContactMessage, shopAddress: string): Mail {
  const ticket = contactTicket(messageId);
  const intro = `Thank you for writing to Harmony. Your ticket number is ${ticket}; please quote it if you write again. We will get back to you soon.`;
  const notYou = 'If you did not write to us, someone else gave your address: you can ignore this mail.';
  return {
    to: m.email,
    replyTo: shopAddress,
    subject: `We have your message (${ticket})`,
    text: `Hello,\n\n${intro}\n\n${notYou}\n`,
    html: [`<p>Hello,</p>`, `<p>${escapeHtml(intro)}</p>`, `<p>${escapeHtml(notYou)}</p>`].join(''),
    about: { kind: 'contact.acknowledgement', messageId },
  };
}

/**
 * Staff's answer to a ticket, to the address the customer gave: "Re: <subject> (<ticket>)", the reply as
 * staff wrote it (greeting and signature theirs), and the customer's message quoted below it. Unlike the
 * acknowledgement's, this text goes out because a person read it and chose to answer. Replying reaches
 * the shop; the mail log files it under the ticket.
 */
export function ticketReplyMail(
  messageId: number,
  m: ContactMessage,
  reply: { id: number; body: string },
  shopAddress: string,
): Mail {
  const ticket = contactTicket(messageId);
  const quote = `Your ticket number is ${ticket}; please quote it if you write again.`;
  return {
    to: m.email,
    replyTo: shopAddress,
    subject: `Re: ${m.subject} (${ticket})`,
    text: `${reply.body}\n\n${quote}\n\nYou wrote:\n${m.message.replace(/^/gm, '> ')}\n`,
    html: [
      `<p style="white-space:pre-wrap">${escapeHtml(reply.body)}</p>`,
      `<p>${escapeHtml(quote)}</p>`,
      '<p>You wrote:</p>',
      `<blockquote style="white-space:pre-wrap">${escapeHtml(m.message)}</blockquote>`,
    ].join(''),
    about: { kind: 'ticket.reply', messageId, replyId: reply.id },
  };
}
