import { onSessionExpired, resumeSession } from '@harmony/shared';
import { useEffect } from 'react';
import { useNavigate } from '@harmony/shared/router';

/**
 * The shell owns the session's page-level moments (SPEC §4): resume it on load (a failed profile fetch
 * sends the shopper to /login) and follow a forced logout to /login.
 */
export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const stop = onSessionExpired(() => navigate('/login'));
    void resumeSession().then((state) => {
      if (state === 'failed') navigate('/login');
    });
    return stop;
  }, [navigate]);
}
