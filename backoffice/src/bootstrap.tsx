import '@harmony/shared/styles/tokens.css';
import '@harmony/shared/styles/base.css';
import { resumeSession } from '@harmony/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@harmony/shared/router';
import AreaRoutes from './routes';

// Runs only when a developer starts this remote on its own (open /admin); the shell imports ./routes
// instead. The back office draws its own frame, so it needs no standalone one; the stored session is
// resumed as the shell would.
void resumeSession();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AreaRoutes />
    </BrowserRouter>
  </StrictMode>,
);
