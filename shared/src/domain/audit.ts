// The audit log as staff read it: what each recorded action is called, and the log's filters.

export const AUDIT_PAGE_SIZE = 50;

/** The kinds of object the log names, as its filter offers them. */
export const AUDIT_OBJECT_TYPES = ['order', 'product', 'coupon', 'ticket', 'account', 'mail'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AUDIT_OBJECT_LABELS: Record<AuditObjectType, string> = {
  order: 'Order',
  product: 'Product',
  coupon: 'Coupon',
  ticket: 'Customer message',
  account: 'Account',
  mail: 'Mail',
};

/** Each action in words; an action not listed here reads as its own name. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'role.grant': 'Granted a role',
  'role.revoke': 'Revoked a role',
  'order.status': 'Moved the order on',
  'order.note': 'Added an internal note',
  'order.cancel': 'Cancelled and refunded the order',
  'order.confirmation_resent': 'Sent the confirmation again',
  'refund.retry': 'Asked for the refund again',
  'mail.retry': 'Asked for the mail again',
  'product.create': 'Created the product',
  'product.edit': 'Edited the product',
  'product.publish': 'Published the product',
  'product.unpublish': 'Took the product off sale',
  'product.picture.add': 'Added a picture',
  'product.picture.remove': 'Removed a picture',
  'product.picture.order': 'Reordered the pictures',
  'stock.change': 'Changed the stock',
  'stock.low_level': 'Set the low-stock level',
  'coupon.create': 'Created the coupon',
  'coupon.disable': 'Disabled the coupon',
  'coupon.enable': 'Enabled the coupon',
  'ticket.reply': 'Replied to the customer',
  'ticket.close': 'Closed the ticket',
  'ticket.reopen': 'Reopened the ticket',
};

export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;
