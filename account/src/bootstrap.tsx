import '@harmony/shared/styles/tokens.css';
import '@harmony/shared/styles/base.css';
import { StandaloneFrame } from '@harmony/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@harmony/shared/router';
import AreaRoutes from './routes';

// Runs only when a developer starts this remote on its own; the shell imports ./routes instead.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame area="Account">
        <AreaRoutes />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
