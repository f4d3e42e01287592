import '@harmony/shared/styles/tokens.css';
import '@harmony/shared/styles/base.css';
import { useSiteStore } from '@harmony/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { findArea } from './app/areas';
import { areaRoutes, registerAreaRemotes } from './features/remotes/federation';
import { loadRuntimeConfig } from './features/remotes/runtime-config';

// Remotes are registered here, before the first loadRemote and after the shared scope exists:
// registering earlier would make a dead remote block the boot.
void loadRuntimeConfig().then(({ remotes, ...site }) => {
  registerAreaRemotes(remotes);
  // The area this address needs loads while the shell renders its own first screen.
  const area = findArea(location.pathname);
  if (area) areaRoutes(area.remote).catch(() => undefined);
  useSiteStore.setState(site);
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the page in slices that yield to the browser every few
  // milliseconds, instead of one long task that blocks a phone's main thread.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
