import { ORDER_LIST_SORTS, type OrderListSort } from '@harmony/shared/domain';
import { useSearchParams } from '@harmony/shared/router';
import type { OrderListView } from '../types/staff-order';

const FIELDS = ['status', 'payment', 'refund', 'coupon', 'from', 'to', 'q', 'after'] as const;

const isSort = (value: string | null): value is OrderListSort =>
  (ORDER_LIST_SORTS as readonly (string | null)[]).includes(value);

/** A view's address: its set fields, the default sort left out ("?status=pending&after=120"). */
export function viewSearch(view: OrderListView): string {
  const params = new URLSearchParams(
    Object.entries(view).filter(
      ([field, value]) => value !== '' && !(field === 'sort' && value === 'newest'),
    ),
  );
  return `?${params}`;
}

/**
 * The list's view lives in the address (a link shares it, Back goes to the previous one): read it, and
 * move to another view. A new filter starts again from the first page.
 */
export function useOrderListView() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const view = {
    ...(Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as Omit<
      OrderListView,
      'sort'
    >),
    sort: isSort(sort) ? sort : 'newest',
  } satisfies OrderListView;
  const show = (next: Partial<OrderListView>) => {
    setParams(viewSearch({ ...view, after: '', ...next }));
  };
  return { view, show };
}
