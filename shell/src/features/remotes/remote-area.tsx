import { ProgressBar } from '@harmony/shared';
import { lazy, Suspense, useState } from 'react';
import type { Area } from '../../app/areas';
import { AreaErrorBoundary } from './area-error-boundary';
import { loadAreaRoutes } from './federation';

const lazyRoutes = (area: Area) => lazy(() => loadAreaRoutes(area.remote));

/** One team's routes, loaded at run time; a failure stays inside this area and offers Retry. */
export function RemoteArea({ area }: { area: Area }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy keeps a failed import forever, so Retry makes a new lazy component.
  const [AreaRoutes, setAreaRoutes] = useState(() => lazyRoutes(area));
  const retry = () => {
    setAreaRoutes(() => lazyRoutes(area));
    setAttempt((n) => n + 1);
  };
  return (
    <AreaErrorBoundary key={attempt} label={area.label} onRetry={retry}>
      <Suspense fallback={<ProgressBar label={`Loading ${area.label}`} />}>
        <AreaRoutes />
      </Suspense>
    </AreaErrorBoundary>
  );
}
