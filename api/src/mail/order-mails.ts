import { CANCELLATION_MESSAGES, COD_FEE_LABEL, discountLabel, formatRupees } from '@harmony/shared/domain';
import { formatRate, invoiceFileName } from '@harmony/shared/gst';
import { escapeHtml } from '../http/escape-html';
import type { Order } from '../schemas/orders';
import { type Mail, type MailAttachment, ORDER_MAIL } from '../types/mail';

const rupees = (paise: number) => formatRupees(paise, { exact: true });

/** The refund's state in the customer's words: initiated, or processed. */
const refundSentence = (order: Order) =>
  order.refund
    ? (order.refund.status === 'processed'
        ? CANCELLATION_MESSAGES.refunded
        : CANCELLATION_MESSAGES.refundPending
      ).replace('{amount}', rupees(order.refund.amount))
    : null;

/**
 * The order confirmation, sent once when the payment is confirmed (SPEC §2 Order success's words), with
 * the tax invoice attached when the order has one.
 */
export function orderConfirmationMail(
  order: Order,
  siteUrl: string,
  options: { taxRateBp: number; invoicePdf?: Buffer },
): Mail {
  const lines = order.items.map(
    (item) =>
      `${item.title}${item.size ? ` (${item.size})` : ''} x ${item.quantity}: ${rupees(item.unit_price_paise * item.quantity)}`,
  );
  const totals: [string, string][] = [
    ['Subtotal', rupees(order.subtotal)],
    ...(order.discount > 0
      ? ([[discountLabel(order.coupon_code), `-${rupees(order.discount)}`]] as [string, string][])
      : []),
    // SPEC's receipt names the delivery charge "Shipping" (₹0 unless a fee is set).
    ['Shipping', rupees(order.shipping)],
    ...(order.cod_fee > 0 ? ([[COD_FEE_LABEL, rupees(order.cod_fee)]] as [string, string][]) : []),
    [`Product Tax (${formatRate(options.taxRateBp)})`, rupees(order.tax)],
    ['Order Total', rupees(order.total)],
  ];
  const link = `${siteUrl}/order/${order.order_id}`;
  const intro =
    "Your order will be processed within 24 hours during working days. You'll receive an email once it's shipped.";
  const invoice = order.invoice && options.invoicePdf ? order.invoice : null;
  const invoiceLine = invoice ? `Your tax invoice ${invoice.number} is attached.` : null;
  return {
    to: order.email,
    about: { kind: ORDER_MAIL.confirmation, orderId: order.order_id },
    subject: `Your Harmony order #${order.order_id} is confirmed`,
    text: [
      `Hello ${order.customer},`,
      '',
      `Thank you for your order #${order.order_id}. ${intro}`,
      '',
      ...lines,
      '',
      ...totals.map(([label, value]) => `${label}: ${value}`),
      `Paid by: ${order.payment.method ?? 'N/A'}`,
      '',
      `Shipping address: ${order.shipping_address}`,
      `Billing address: ${order.billing_address}`,
      '',
      ...(invoiceLine ? [invoiceLine] : []),
      `See your order: ${link}`,
      '',
    ].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(order.customer)},</p>`,
      `<p>Thank you for your order <strong>#${order.order_id}</strong>. ${escapeHtml(intro)}</p>`,
      '<table cellpadding="4">',
      ...order.items.map(
        (item) =>
          `<tr><td>${escapeHtml(item.title)}${item.size ? ` (${escapeHtml(item.size)})` : ''}</td>` +
          `<td>x ${item.quantity}</td><td align="right">${rupees(item.unit_price_paise * item.quantity)}</td></tr>`,
      ),
      ...totals.map(
        ([label, value]) =>
          `<tr><td colspan="2">${label}</td><td align="right">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p>Paid by: ${escapeHtml(order.payment.method ?? 'N/A')}</p>`,
      `<p>Shipping address: ${escapeHtml(order.shipping_address)}<br>`,
      `Billing address: ${escapeHtml(order.billing_address)}</p>`,
      invoiceLine ? `<p>${escapeHtml(invoiceLine)}</p>` : '',
      `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
    ].join(''),
    ...(invoice && options.invoicePdf
      ? { attachments: [pdfAttachment(invoiceFileName(invoice.number), options.invoicePdf)] }
      : {}),
  };
}

/** A tax document attached to a mail. */
export function pdfAttachment(filename: string, pdf: Buffer): MailAttachment {
  return { filename, contentType: 'application/pdf', encoding: 'base64', content: pdf.toString('base64') };
}

/**
 * The cancellation, sent once by the request that cancelled the order: the refund under way and the
 * credit note, attached when the order had an invoice to credit.
 */
export function orderCancellationMail(
  order: Order,
  siteUrl: string,
  options: { creditNotePdf?: Buffer },
): Mail {
  const refund = refundSentence(order);
  const note = order.credit_note && options.creditNotePdf ? order.credit_note : null;
  const noteLine = note
    ? `Your credit note ${note.number} against invoice ${order.invoice?.number ?? ''} is attached.`
    : null;
  const paragraphs = [
    `Your order #${order.order_id} is cancelled, as you asked.`,
    ...(refund ? [refund] : []),
    ...(noteLine ? [noteLine] : []),
  ];
  return {
    ...orderNotice(
      order,
      siteUrl,
      ORDER_MAIL.cancellation,
      `Your Harmony order #${order.order_id} is cancelled`,
      paragraphs,
    ),
    ...(note && options.creditNotePdf
      ? { attachments: [pdfAttachment(invoiceFileName(note.number), options.creditNotePdf)] }
      : {}),
  };
}

/**
 * A payment the shop could not accept (its coupon's last use went to another order, or the customer had
 * used it up meanwhile): the reason, and the refund of everything paid. Sent once, by the request whose
 * payment was refused.
 */
export function paymentRefusedMail(order: Order, siteUrl: string, reason: string): Mail {
  const refund = refundSentence(order);
  const paragraphs = [
    `We received your payment of ${rupees(order.total)} for order #${order.order_id}, but could not accept the order: ${reason}`,
    'The order is cancelled and nothing will be shipped.',
    ...(refund ? [refund] : []),
    'Your cart is as you left it, so you can place the order again.',
  ];
  return orderNotice(
    order,
    siteUrl,
    ORDER_MAIL.refused,
    `Your Harmony order #${order.order_id} could not be accepted`,
    paragraphs,
  );
}

/** A mail about an order in a few paragraphs, greeting its customer and linking to it. */
function orderNotice(
  order: Order,
  siteUrl: string,
  kind: string,
  subject: string,
  paragraphs: string[],
): Mail {
  const link = `${siteUrl}/order/${order.order_id}`;
  return {
    to: order.email,
    about: { kind, orderId: order.order_id },
    subject,
    text: [`Hello ${order.customer},`, '', ...paragraphs, '', `See your order: ${link}`, ''].join('\n'),
    html: [
      `<p>Hello ${escapeHtml(order.customer)},</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(link)}">See your order</a></p>`,
    ].join(''),
  };
}

/** The order is on its way: the courier, the tracking number and, where the courier has one, its page. */
export function orderShippedMail(order: Order, siteUrl: string, invoicePdf?: Buffer): Mail {
  const shipment = order.shipment;
  const invoice = invoicePdf && order.invoice;
  const paragraphs = [
    `Your order #${order.order_id} has shipped.`,
    ...(order.cod
      ? [`Please keep ${formatRupees(order.total, { exact: true })} ready: it is paid in cash on delivery.`]
      : []),
    ...(shipment
      ? [
          `Courier: ${shipment.courier}. Tracking number: ${shipment.tracking_number}.`,
          ...(shipment.tracking_url ? [`Follow it on the courier's site: ${shipment.tracking_url}`] : []),
        ]
      : []),
    ...(invoice ? [`Your tax invoice ${invoice.number} is attached.`] : []),
  ];
  const mail = orderNotice(
    order,
    siteUrl,
    ORDER_MAIL.shipped,
    `Your Harmony order #${order.order_id} has shipped`,
    paragraphs,
  );
  return invoice && invoicePdf
    ? { ...mail, attachments: [pdfAttachment(invoiceFileName(invoice.number), invoicePdf)] }
    : mail;
}
