import { Button, errorMessage, useDocumentTitle } from '@harmony/shared';
import { FormNotice, type Notice } from '@harmony/shared/forms';
import { ACCOUNT_MESSAGES } from '@harmony/shared/account';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from '@harmony/shared/router';
import { AuthCard } from '../../../components/auth-card';
import { type ContactLink, sendContactLink } from '../api/contact-change-api';
import styles from './contact-link-page.module.css';

const TEXT = {
  confirm: {
    title: 'Confirm Your New Details',
    lead: 'One step left: confirm the new email or mobile number of your Harmony account.',
    button: 'Confirm Change',
    busy: 'Confirming...',
    invalid: ACCOUNT_MESSAGES.contactConfirmLinkInvalid,
    next: { to: '/profile', label: 'Go to My Profile' },
  },
  undo: {
    title: 'Undo the Change',
    lead:
      'If you did not change the email or mobile number of your Harmony account, undo it here. ' +
      'Every device will be signed out.',
    button: 'Undo Change',
    busy: 'Undoing...',
    invalid: ACCOUNT_MESSAGES.contactUndoLinkInvalid,
    next: { to: '/forget-password', label: 'Reset your password' },
  },
} as const;

/** The token from the link's fragment (#token=…): browsers never send a fragment, so no log sees it. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * /confirm-change and /undo-change: the mailed links' screens. The token is sent when the shopper presses
 * the button, not on load, so a mail scanner opening the link changes nothing.
 */
export function ContactLinkPage({ link }: { link: ContactLink }) {
  const text = TEXT[link];
  useDocumentTitle(text.title);
  const location = useLocation();
  const navigate = useNavigate();
  const errorId = useId();
  const [token] = useState(() => tokenOf(location.hash));
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [notice, setNotice] = useState<Notice>(token ? null : { kind: 'error', text: text.invalid });

  const send = async () => {
    if (busy || !token) return;
    setBusy(true);
    setNotice(null);
    try {
      const message = await sendContactLink(link, token);
      setDone(true);
      setNotice({
        kind: 'success',
        text: message ?? ACCOUNT_MESSAGES[link === 'confirm' ? 'contactConfirmed' : 'contactUndone'],
      });
      // The token is spent: it leaves the address bar and the history entry.
      navigate(location.pathname, { replace: true });
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, text.invalid) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={text.title} lead={text.lead}>
      <FormNotice errorId={errorId} notice={notice} />
      {token && !done && (
        <Button className={styles.action} onClick={send} disabled={busy}>
          {busy ? text.busy : text.button}
        </Button>
      )}
      <p className={styles.next}>
        {done ? (
          <Link to={text.next.to}>{text.next.label}</Link>
        ) : (
          <Link to="/profile">Back to My Profile</Link>
        )}
      </p>
    </AuthCard>
  );
}
