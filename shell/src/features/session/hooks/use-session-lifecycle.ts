import { onSessionExpired, resumeSession } from '@harmony/shared';
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from '@harmony/shared/router';

/**
 * The shell owns the session's page-level moments (SPEC §4): resume it once per page load (a failed
 * profile fetch sends the shopper to /login) and follow a forced logout to /login. The router's
 * navigate changes with every address; read through an effect event, it does not resume the session
 * again on each page the shopper opens.
 */
export function useSessionLifecycle(): void {
  const navigate = useNavigate();
  const toLogin = useEffectEvent(() => navigate('/login'));
  useEffect(() => {
    const stop = onSessionExpired(() => toLogin());
    void resumeSession().then((state) => {
      if (state === 'failed') toLogin();
    });
    return stop;
  }, []);
}
