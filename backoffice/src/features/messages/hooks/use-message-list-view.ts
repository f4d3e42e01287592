import { TICKET_LIST_FILTERS, type TicketListFilter } from '@harmony/shared/domain';
import { useSearchParams } from '@harmony/shared/router';
import type { MessageListView } from '../types/ticket';

const isFilter = (value: string | null): value is TicketListFilter =>
  (TICKET_LIST_FILTERS as readonly (string | null)[]).includes(value);

/** A view's address: its set fields, 'all' (the default) left out ("?status=open&after=open-42"). */
export function messageViewSearch(view: MessageListView): string {
  const params = new URLSearchParams(
    Object.entries(view).filter(([field, value]) => value !== '' && !(field === 'status' && value === 'all')),
  );
  return `?${params}`;
}

/** The list's view lives in the address, so a link shares it and Back returns to it. */
export function useMessageListView(): MessageListView {
  const [params] = useSearchParams();
  const status = params.get('status');
  return { status: isFilter(status) ? status : 'all', after: params.get('after') ?? '' };
}
