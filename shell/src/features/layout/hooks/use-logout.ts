import {
  apiClient,
  confirmAction,
  MESSAGES,
  showAlert,
  showToast,
  useCartStore,
  useSessionStore,
} from '@harmony/shared';
import { useNavigate } from 'react-router-dom';

/** Logout as SPEC §4 orders it: confirm, tell the api, clear token, user and cart, then /login. */
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
      await apiClient.post('/api/users/logout');
    } catch (error) {
      console.error('Logout failed', error);
      await showAlert(MESSAGES.logoutFailed, 'error');
      return;
    }
    useSessionStore.getState().signOut();
    useCartStore.getState().clear();
    void showToast(MESSAGES.loggedOut, { icon: 'success', timer: 1500 });
    navigate('/login');
  };
}
