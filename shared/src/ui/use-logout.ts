import { MESSAGES } from '../domain/messages';
import { useNavigate } from '../router';
import { signOut } from '../session/session';
import { confirmAction, showAlert, showToast } from './toast';

/** Logout as SPEC §4 orders it (the shop's header and the back office's bar): confirm, tell the api, clear token, user and cart, then /login. */
export function useLogout() {
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmAction(
      MESSAGES.logoutConfirmTitle,
      MESSAGES.logoutConfirmText,
      MESSAGES.logoutConfirmButton,
    );
    if (!confirmed) return;
    try {
      await signOut();
    } catch (error) {
      console.error('Logout failed', error);
      await showAlert(MESSAGES.logoutFailed, 'error');
      return;
    }
    void showToast(MESSAGES.loggedOut, { icon: 'success', timer: 1500 });
    navigate('/login');
  };
}
