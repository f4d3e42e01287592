import type { ContactMessage } from '@harmony/shared/domain';
import { escapeHtml } from '../../../lib/escape-html';
import type { Mail } from '../../../lib/outbox';

/** The mail the shop receives for one contact message; replying answers the sender. */
export function contactMail(id: number, m: ContactMessage, shopAddress: string): Mail {
  const rows: [string, string][] = [
    ['Name', m.name],
    ['Email', m.email],
    ['Phone', m.phone],
    ['Subject', m.subject],
  ];
  return {
    to: shopAddress,
    replyTo: m.email,
    subject: `Contact form #${id}: ${m.subject}`,
    text: `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${m.message}\n`,
    html: [
      '<table>',
      ...rows.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`),
      '</table>',
      `<p style="white-space:pre-wrap">${escapeHtml(m.message)}</p>`,
    ].join(''),
  };
}
