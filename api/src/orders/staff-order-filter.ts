import { istDayEnd, istDayStart } from '@harmony/shared/gst';
import type { StaffOrderFilter } from '../db/staff-orders-repository';

/** The list's (and the export's) query as the repository's filter: the days become instants, a blank search none. */
export function staffOrderFilter(query: {
  status?: string;
  payment?: string;
  refund?: string;
  coupon?: string;
  from?: string;
  to?: string;
  q?: string;
}): StaffOrderFilter {
  const { from, to, q, ...rest } = query;
  return {
    ...rest,
    search: q || undefined,
    from: from ? istDayStart(from) : undefined,
    until: to ? istDayEnd(to) : undefined,
  };
}
