import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { TICKET_LIST_FILTERS, TICKET_STATE_LABELS, type TicketListFilter } from '@harmony/shared/domain';
import { Link } from '@harmony/shared/router';
import { FilterLinks } from '../../../components/filter-links';
import record from '../../../components/record-page.module.css';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchMessages } from '../api/messages-api';
import { messageViewSearch, useMessageListView } from '../hooks/use-message-list-view';
import { MessagesList } from './messages-list';
import styles from './messages.module.css';

export const MESSAGES_TEXT = {
  loading: 'Loading messages',
  failed: 'The messages could not be loaded. Try again.',
  none: { all: 'No customer has written yet.', open: 'No open tickets.', closed: 'No closed tickets.' },
} as const;

const FILTER_LABELS: Record<TicketListFilter, string> = { all: 'All', ...TICKET_STATE_LABELS };

/** /admin/messages: the contact form's tickets, open first, 25 a page; the address holds the view. */
export function MessagesPage() {
  useDocumentTitle('Customer messages');
  const view = useMessageListView();
  const { read, reload } = useApiRead((signal) => fetchMessages(view, signal), JSON.stringify(view));
  return (
    <div className={record.page}>
      <h1>Customer messages</h1>
      <FilterLinks
        filters={TICKET_LIST_FILTERS}
        current={view.status}
        label={(status) => FILTER_LABELS[status]}
        search={(status) => messageViewSearch({ status, after: '' })}
      />
      {read.state === 'loading' && <StatusMessage busy>{MESSAGES_TEXT.loading}</StatusMessage>}
      {read.state === 'failed' && (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, MESSAGES_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      )}
      {read.state === 'done' &&
        (read.data.messages.length === 0 ? (
          <StatusMessage>{MESSAGES_TEXT.none[view.status]}</StatusMessage>
        ) : (
          <>
            <MessagesList messages={read.data.messages} />
            <nav className={styles.pages} aria-label="Pages">
              {view.after && (
                <Link to={{ search: messageViewSearch({ ...view, after: '' }) }}>First page</Link>
              )}
              {read.data.next !== null && (
                <Link to={{ search: messageViewSearch({ ...view, after: read.data.next }) }}>Next page</Link>
              )}
            </nav>
          </>
        ))}
    </div>
  );
}
