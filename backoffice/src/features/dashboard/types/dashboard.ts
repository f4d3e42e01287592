import type { DashboardRange } from '@harmony/shared/domain';

/** GET /api/admin/dashboard. Amounts are integer paise. */
export interface Dashboard {
  range: DashboardRange;
  from: string;
  to: string;
  paid_orders: number;
  revenue_paise: number;
  gst_paise: number;
  net_paise: number;
  average_order_paise: number;
  days: Array<{ day: string; orders: number; revenue_paise: number }>;
  waiting: {
    not_packed: number;
    packed: number;
    refunds_pending: number;
    refunds_failed: number;
    low_stock: number;
    /** Mails the outbox gave up on. */
    mails_failed: number;
  };
}
