import { useDocumentTitle } from '@harmony/shared';
import { MAIL_FILTER_LABELS, MAIL_LIST_FILTERS } from '@harmony/shared/domain';
import { FilterLinks } from '../../../components/filter-links';
import { KeysetPages, ListRead } from '../../../components/list-read';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchMails } from '../api/mail-list-api';
import { mailViewSearch, useMailListView } from '../hooks/use-mail-list-view';
import { MailsTable } from './mails-table';
import styles from './mails.module.css';

export const MAILS_TEXT = {
  loading: 'Loading the mails',
  failed: 'The mails could not be loaded. Try again.',
  none: {
    unsent: 'Every mail has been sent.',
    waiting: 'No mail is waiting to be sent.',
    failed: 'No mail has failed.',
  },
} as const;

/**
 * /admin/mails: the outbox's mails not sent, newest first, 25 a page, with Retry; the address holds the
 * view. Unsent is every one; Waiting, the ones still tried; Failed, the ones given up on.
 */
export function MailsPage() {
  useDocumentTitle('Mails');
  const view = useMailListView();
  const { read, reload } = useApiRead((signal) => fetchMails(view, signal), mailViewSearch(view));
  return (
    <div className={styles.page}>
      <h1>Mails</h1>
      <p className={styles.intro}>
        The shop keeps trying a mail for days while the mail server refuses it; Failed are the ones it gave up
        on.
      </p>
      <FilterLinks
        filters={MAIL_LIST_FILTERS}
        current={view.status}
        label={(status) => MAIL_FILTER_LABELS[status]}
        search={(status) => mailViewSearch({ status, after: '' })}
      />
      <ListRead
        read={read}
        reload={reload}
        text={{ ...MAILS_TEXT, none: MAILS_TEXT.none[view.status] }}
        isEmpty={(data) => data.mails.length === 0}
      >
        {(data) => (
          <>
            <MailsTable mails={data.mails} />
            <KeysetPages
              after={view.after}
              next={data.next}
              searchAfter={(after) => mailViewSearch({ ...view, after })}
              labels={['Newest', 'Older']}
            />
          </>
        )}
      </ListRead>
    </div>
  );
}
