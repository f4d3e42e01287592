import type { ContactMessage } from '@harmony/shared/domain';
import { escapeHtml } from '../http/escape-html';
import type { Mail } from './outbox';

/** The mail the shop receives for one contact message; replying answers the sender. */
export function contactMail(ticket: string, m: ContactMessage, shopAddress: string): Mail {
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
  };
}

/** The sender's acknowledgement: their ticket number and what they wrote; replying reaches the shop. */
export function contactAcknowledgement(ticket: string, m: ContactMessage, shopAddress: string): Mail {
  const intro = `Thank you for writing to Harmony. Your ticket number is ${ticket}; please quote it if you write again. We will get back to you soon.`;
  return {
    to: m.email,
    replyTo: shopAddress,
    subject: `We have your message (${ticket})`,
    text: `Hello ${m.name},\n\n${intro}\n\nYour message, "${m.subject}":\n\n${m.message}\n`,
    html: [
      `<p>Hello ${escapeHtml(m.name)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>Your message, <strong>${escapeHtml(m.subject)}</strong>:</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ].join(''),
  };
}
