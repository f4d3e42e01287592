import { escapeHtml } from '../http/escape-html';
import type { Mail } from '../types/mail';

/** Paragraphs as the text and the HTML part of a mail; `html` marks a paragraph already written as HTML. */
function mail(
  kind: string,
  to: string,
  subject: string,
  paragraphs: (string | { text: string; html: string })[],
): Mail {
  return {
    about: { kind },
    to,
    subject,
    text: `${paragraphs.map((p) => (typeof p === 'string' ? p : p.text)).join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${typeof p === 'string' ? escapeHtml(p) : p.html}</p>`).join(''),
  };
}

/** After a change of password: was it you? If not, the way back in and who to write to. */
export function passwordChangedMail(to: string, fullname: string, siteUrl: string, shop: string): Mail {
  const reset = `${siteUrl}/forget-password`;
  return mail('account.password_changed', to, 'Your Harmony password was changed', [
    `Hello ${fullname},`,
    'The password of your Harmony account was just changed. Your other devices have been signed out.',
    {
      text: `If this was not you, reset your password now at ${reset} and write to us at ${shop}.`,
      html:
        `If this was not you, <a href="${escapeHtml(reset)}">reset your password now</a> and write to us ` +
        `at <a href="mailto:${escapeHtml(shop)}">${escapeHtml(shop)}</a>.`,
    },
  ]);
}

/** To the address the account had: what was erased, what is kept and why. */
export function accountDeletedMail(to: string, fullname: string, shop: string): Mail {
  return mail('account.deleted', to, 'Your Harmony account has been deleted', [
    `Hello ${fullname},`,
    'Your Harmony account has been deleted as you asked. Your profile, saved addresses and cart are ' +
      'erased and you have been signed out everywhere.',
    'We keep your past orders and their tax invoices, because the law requires us to keep tax records; ' +
      'they no longer carry your email or phone number.',
    {
      text: `If you did not ask for this, write to us at ${shop}.`,
      html: `If you did not ask for this, write to us at <a href="mailto:${escapeHtml(shop)}">${escapeHtml(shop)}</a>.`,
    },
  ]);
}

/** To the address that must confirm a new email (or, for a new mobile number, the account's email). */
export function contactConfirmMail(
  to: string,
  fullname: string,
  what: string,
  link: string,
  hours: number,
): Mail {
  return mail('account.contact_confirm', to, 'Confirm your new Harmony contact details', [
    `Hello ${fullname},`,
    `You asked to change the ${what} of your Harmony account. It changes once you confirm.`,
    {
      text: `Confirm the change within ${hours} hours: ${link}`,
      html: `<a href="${escapeHtml(link)}">Confirm the change</a> within ${hours} hours.`,
    },
    'If you did not ask for this, ignore this mail: nothing changes.',
  ]);
}

/** To the address the account had: what is changing, and the way to undo it. */
export function contactChangedMail(
  to: string,
  fullname: string,
  what: string,
  undoLink: string,
  days: number,
  shop: string,
): Mail {
  return mail('account.contact_changing', to, 'The contact details of your Harmony account are changing', [
    `Hello ${fullname},`,
    `Someone signed in to your Harmony account asked to change its ${what}. It changes once the new ` +
      'details are confirmed.',
    {
      text: `If this was not you, undo it within ${days} days: ${undoLink} — this signs out every device.`,
      html:
        `If this was not you, <a href="${escapeHtml(undoLink)}">undo the change</a> within ${days} days; ` +
        'this signs out every device.',
    },
    {
      text: `Then reset your password and write to us at ${shop}.`,
      html: `Then reset your password and write to us at <a href="mailto:${escapeHtml(shop)}">${escapeHtml(shop)}</a>.`,
    },
  ]);
}
