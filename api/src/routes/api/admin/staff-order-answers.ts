import { FULFILMENT_MESSAGES } from '@harmony/shared/domain';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../http/http-errors';
import { staffOrderDetail } from '../../../orders/staff-order-detail';

// How the back office's order routes answer: the order as staff see it, or why not.

export async function orderDetailOr404(db: Database, orderId: number) {
  const detail = await staffOrderDetail(db, orderId);
  if (!detail) throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
  return detail;
}

/** A refused action: why, with the order as it is now, so a stale page can show it. */
export async function refusal(db: Database, orderId: number, status: number, message: string) {
  const detail = await staffOrderDetail(db, orderId);
  return new HttpError(status, message, undefined, detail ? { detail } : undefined);
}
