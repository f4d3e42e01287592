import type { AppConfig } from '../config';
import type { CourierGateway } from '../couriers/types';
import type { Database } from '../db/client';
import type { SandboxWebhooks } from '../gateways/sandbox-webhooks';
import type { PaymentGateway } from '../gateways/types';
import type { PrintInvoice } from '../invoices/invoice-pdf';
import type { ShopMetrics } from '../metrics/shop-metrics';
import type { CodCodeSender } from './cod-confirmation';

/**
 * What the order's workflows work with: the database and their collaborators. The api builds one from its
 * plugins (plugins/app/orders.ts), the operator tool its own, so a shopper's request, the operator and
 * (later) the back office or a courier's event call the same functions.
 */
export interface OrderDeps {
  db: Database;
  gateway: PaymentGateway;
  /** The sandbox reports a refund by webhook as Razorpay does; null with Razorpay (it sends its own). */
  webhooks: SandboxWebhooks | null;
  /** Books shipments (Shiprocket, or its offline sandbox). */
  courier: CourierGateway;
  printInvoice: PrintInvoice;
  /** Sends a COD order's confirmation code; unset: by mail (cod-confirmation.ts, mailedCodes). */
  codCodes?: CodCodeSender;
  config: Pick<
    AppConfig,
    | 'invoice'
    | 'now'
    | 'reservationTtlMs'
    | 'siteUrl'
    | 'openOrdersMax'
    | 'orderLimitUserMax'
    | 'orderLimitWindowSeconds'
    | 'shipping'
    | 'cod'
  >;
  log: OrderLog;
  /** Counts what happened for GET /metrics (the api's); the operator tool counts nothing. */
  metrics?: ShopMetrics;
  /** Runs what the answer need not wait for (a mail): the api after it answers, the operator tool at once. */
  later(task: () => Promise<void>): Promise<void>;
}

export interface OrderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
