import { OTP_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from '@harmony/shared/domain';
import type { Mail } from '../types/mail';
import { escapeHtml } from '../http/escape-html';

/** The password recovery mail: the OTP for the form, and a single-use link. */
export function resetMail(to: string, fullname: string, otp: string, link: string): Mail {
  return {
    about: { kind: 'account.password_reset' },
    to,
    subject: 'Your Harmony password reset code',
    text: [
      `Hello ${fullname},`,
      '',
      `Your one-time code is ${otp}. It works for ${OTP_TTL_MINUTES} minutes.`,
      '',
      `Or open this link within ${RESET_LINK_TTL_MINUTES} minutes to choose a new password:`,
      link,
      '',
      'If you did not ask for this, you can ignore this mail: your password stays as it is.',
      '',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(fullname)},</p>`,
      `<p>Your one-time code is <strong style="font-size:1.4em;letter-spacing:0.2em">${otp}</strong>. `,
      `It works for ${OTP_TTL_MINUTES} minutes.</p>`,
      `<p>Or <a href="${escapeHtml(link)}">choose a new password with this link</a> `,
      `within ${RESET_LINK_TTL_MINUTES} minutes.</p>`,
      '<p>If you did not ask for this, you can ignore this mail: your password stays as it is.</p>',
    ].join(''),
  };
}
