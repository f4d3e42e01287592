import { Button, StatusMessage, errorMessage } from '@harmony/shared';
import { Link } from '@harmony/shared/router';
import type { ReactNode } from 'react';
import type { ApiRead } from '../hooks/use-api-read';
import table from './data-table.module.css';

/**
 * A list page's read: a busy line while it loads, the failure with Try again, the `none` line for an
 * empty answer, otherwise the list.
 */
export function ListRead<T>({
  read,
  reload,
  text,
  isEmpty,
  children,
}: {
  read: ApiRead<T>;
  reload: () => void;
  text: { loading: string; failed: string; none: string };
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (read.state === 'loading') return <StatusMessage busy>{text.loading}</StatusMessage>;
  if (read.state === 'failed') {
    return (
      <StatusMessage>
        <span role="alert">{errorMessage(read.error, text.failed)}</span>{' '}
        <Button onClick={reload}>Try again</Button>
      </StatusMessage>
    );
  }
  return isEmpty(read.data) ? <StatusMessage>{text.none}</StatusMessage> : children(read.data);
}

/**
 * Keyset pages under a list: back to the first when past it (`after` set), and on while the answer
 * names a next key. `searchAfter` gives the address's search for a key ('' for the first page).
 */
export function KeysetPages({
  after,
  next,
  searchAfter,
  labels = ['First page', 'Next page'],
}: {
  after: string;
  next: number | null;
  searchAfter: (after: string) => string;
  labels?: [first: string, next: string];
}) {
  return (
    <nav className={table.pages} aria-label="Pages">
      {after && <Link to={{ search: searchAfter('') }}>{labels[0]}</Link>}
      {next !== null && <Link to={{ search: searchAfter(String(next)) }}>{labels[1]}</Link>}
    </nav>
  );
}
