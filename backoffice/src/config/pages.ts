import type { AreaPath } from '@harmony/shared/routes';
import type { BackofficeArea } from '@harmony/shared/staff';

export type BackofficePath = AreaPath<'backoffice'>;

/**
 * Each back-office page (the route table's /admin paths): the area whose roles open it and, for the
 * side navigation, its name there (a page reached from another, such as one order, has none). The navigation lists only what the role may open.
 */
export const BACKOFFICE_PAGES: Record<BackofficePath, { area: BackofficeArea; nav?: string }> = {
  '/admin': { area: 'dashboard', nav: 'Overview' },
  '/admin/orders': { area: 'orders', nav: 'Orders' },
  '/admin/orders/:orderId': { area: 'orders' },
  '/admin/messages': { area: 'messages', nav: 'Messages' },
  '/admin/messages/:messageId': { area: 'messages' },
  '/admin/mails': { area: 'mails', nav: 'Mails' },
  '/admin/staff': { area: 'staff', nav: 'Staff' },
  '/admin/audit': { area: 'audit', nav: 'Audit log' },
  '/admin/products': { area: 'catalog', nav: 'Products' },
  '/admin/new-product': { area: 'catalog' },
  '/admin/products/:productId': { area: 'catalog' },
  '/admin/stock': { area: 'catalog', nav: 'Stock' },
  '/admin/stock/:productId': { area: 'catalog' },
  '/admin/coupons': { area: 'catalog', nav: 'Coupons' },
};
