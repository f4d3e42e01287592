import { Button, errorMessage } from '@harmony/shared';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { useState } from 'react';
import { downloadMyData } from '../api/account-settings-api';
import styles from './account-settings.module.css';

/** Download My Data: the profile, addresses and orders as one JSON file, fetched with the session. */
export function DataDownload() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadMyData();
    } catch (error) {
      console.error('My data could not be downloaded', error);
      setProblem(errorMessage(error, ACCOUNT_MESSAGES.dataDownloadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.actionRow}>
      <Button variant="ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing your file…' : 'Download my data'}
      </Button>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </div>
  );
}
