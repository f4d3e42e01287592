import type { ContactMessage } from '@harmony/shared/domain';
import type { Mail } from '../../../lib/outbox';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

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
