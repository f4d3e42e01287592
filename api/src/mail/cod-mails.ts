import { formatOrderDate } from '@harmony/shared/domain';
import { escapeHtml } from '../http/escape-html';
import { ORDER_MAIL } from '../types/mail';
import type { Mail } from '../types/mail';

/** A mail about a Cash on Delivery order: a greeting, its lines, and the link to the order page. */
function codMail(
  order: { id: number; customerName: string; customerEmail: string },
  kind: string,
  subject: string,
  lines: string[],
  siteUrl: string,
): Mail {
  const link = `${siteUrl}/order/${order.id}`;
  return {
    to: order.customerEmail,
    about: { kind, orderId: order.id },
    subject,
    text: [`Hello ${order.customerName},`, '', ...lines, '', `Your order: ${link}`, ''].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(order.customerName)},</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Your order #${order.id}</a></p>`,
    ].join('\n'),
  };
}

/** The code that confirms a Cash on Delivery order, and until when it may be used. */
export function codCodeMail(
  order: { id: number; customerName: string; customerEmail: string; codConfirmBy: Date | null },
  code: string,
  siteUrl: string,
): Mail {
  const by = order.codConfirmBy ? ` by ${formatOrderDate(order.codConfirmBy.toISOString())}` : '';
  return codMail(
    order,
    'order.cod_code',
    `${code} is your code for Harmony order #${order.id}`,
    [
      `Your code to confirm Cash on Delivery order #${order.id} is ${code}.`,
      `Enter it on the order page${by}; an order not confirmed by then is cancelled.`,
      'If you did not place this order, ignore this mail: nothing will be sent.',
    ],
    siteUrl,
  );
}

/** An unconfirmed Cash on Delivery order, cancelled after COD_CONFIRM_HOURS: nothing was charged. */
export function codExpiredMail(
  order: { id: number; customerName: string; customerEmail: string },
  siteUrl: string,
): Mail {
  return codMail(
    order,
    ORDER_MAIL.codExpired,
    `Harmony order #${order.id} is cancelled`,
    [
      `Your Cash on Delivery order #${order.id} was not confirmed with its code in time, so we have cancelled it.`,
      'Nothing was charged. You are welcome to order again.',
    ],
    siteUrl,
  );
}
