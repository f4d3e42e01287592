import { Button, errorMessage, useDownload } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { downloadMyData } from '../api/account-settings-api';
import styles from './account-settings.module.css';

/** Download My Data: the profile, addresses and orders as one JSON file, fetched with the session. */
export function DataDownload() {
  const { busy, problem, start } = useDownload(downloadMyData, (error) =>
    errorMessage(error, ACCOUNT_MESSAGES.dataDownloadFailed),
  );
  return (
    <div className={styles.actionRow}>
      <Button variant="ghost" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </div>
  );
}
