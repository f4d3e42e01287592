import { Button } from '@harmony/shared';
import { useRef, useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './account-settings.module.css';

/** Delete Account: a button that opens the confirmation dialog; focus comes back to it on Cancel. */
export function DeleteAccount({ onDeleted }: { onDeleted(message: string): void }) {
  const openerRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const cancel = () => {
    setConfirming(false);
    openerRef.current?.focus();
  };
  return (
    <div className={styles.actionRow}>
      <Button ref={openerRef} variant="danger" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        Delete my account
      </Button>
      {confirming && <DeleteAccountDialog onCancel={cancel} onDeleted={onDeleted} />}
    </div>
  );
}
