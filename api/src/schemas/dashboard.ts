import { z } from 'zod';
import { DASHBOARD_RANGES } from '@harmony/shared/domain';

export const DashboardQuerySchema = z.object({ range: z.enum(DASHBOARD_RANGES).default('7d') });

const paise = (description: string) => z.number().int().meta({ description });

export const DashboardSchema = z
  .object({
    range: z.enum(DASHBOARD_RANGES),
    from: z.string().meta({ description: 'The first shop day (India time), YYYY-MM-DD' }),
    to: z.string().meta({ description: 'The last shop day, today' }),
    paid_orders: z.number().int().meta({ description: 'Orders paid in the period and not cancelled since' }),
    revenue_paise: paise('What those orders were paid, GST included'),
    gst_paise: paise('The GST in it'),
    net_paise: paise('Revenue without its GST'),
    average_order_paise: paise('Revenue per paid order (0 without any)'),
    days: z
      .array(z.object({ day: z.string(), orders: z.number().int(), revenue_paise: z.number().int() }))
      .meta({ description: 'Every shop day of the period, oldest first, days without a sale as 0' }),
    waiting: z.object({
      not_packed: z.number().int(),
      packed: z.number().int(),
      refunds_pending: z.number().int(),
      refunds_failed: z.number().int(),
      low_stock: z
        .number()
        .int()
        .meta({ description: 'Published products at or below their low-stock level' }),
      mails_failed: z
        .number()
        .int()
        .meta({ description: 'Mails the outbox gave up on (GET /api/admin/mails?status=failed)' }),
    }),
  })
  .meta({ id: 'Dashboard' });
