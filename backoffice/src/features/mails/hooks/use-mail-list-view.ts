import { MAIL_LIST_FILTERS, type MailListFilter } from '@harmony/shared/domain';
import { useSearchParams } from '@harmony/shared/router';
import type { MailListView } from '../types/mail-list';

const isFilter = (value: string | null): value is MailListFilter =>
  (MAIL_LIST_FILTERS as readonly (string | null)[]).includes(value);

/** A view's address: its set fields, 'unsent' (the default) left out ("?status=failed&after=42"). */
export function mailViewSearch(view: MailListView): string {
  const params = new URLSearchParams(
    Object.entries(view).filter(
      ([field, value]) => value !== '' && !(field === 'status' && value === 'unsent'),
    ),
  );
  return `?${params}`;
}

/** The list's view lives in the address, so a link (the dashboard's Mails failed) opens it. */
export function useMailListView(): MailListView {
  const [params] = useSearchParams();
  const status = params.get('status');
  return { status: isFilter(status) ? status : 'unsent', after: params.get('after') ?? '' };
}
