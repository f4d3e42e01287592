import { ProgressBar } from '@harmony/shared';
import { startTransition, useLayoutEffect, useState, type ComponentType } from 'react';
import type { AreaRemote } from '../../types/area-remote';
import { AreaErrorBoundary } from './area-error-boundary';
import { areaRoutes } from './federation';

/** Areas already on the page: coming back to one shows it at once, with no loading bar. */
const loadedAreas = new Map<AreaRemote, ComponentType>();

/** The area to show: which remote serves it, and its name for shoppers (in the fallback). */
export interface RemoteAreaInfo {
  remote: AreaRemote;
  label: string;
}

type AreaLoad = { routes: ComponentType } | { error: unknown } | undefined;

/** Thrown inside the boundary, so a failed load shows the same fallback as an area that crashed. */
function FailedArea({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The area's routes arrive as a transition update, not as a Suspense retry: React holds a retry's
 * commit until 300 ms after the last fallback appeared, which would keep a phone's first screen
 * waiting on a timer after the code is already there.
 */
function useAreaRoutes(area: RemoteAreaInfo, attempt: number): AreaLoad {
  const [load, setLoad] = useState<{ attempt: number; result: AreaLoad }>(() => {
    const routes = loadedAreas.get(area.remote);
    return { attempt, result: routes && { routes } };
  });
  // Taken up as the area is committed (a layout effect), not after it is painted.
  useLayoutEffect(() => {
    if (loadedAreas.has(area.remote) && attempt === 0) return;
    let live = true;
    areaRoutes(area.remote, attempt > 0).then(
      ({ default: routes }) => {
        loadedAreas.set(area.remote, routes);
        if (live) startTransition(() => setLoad({ attempt, result: { routes } }));
      },
      (error: unknown) => {
        if (live) setLoad({ attempt, result: { error } });
      },
    );
    return () => {
      live = false;
    };
  }, [area.remote, attempt]);
  return load.attempt === attempt ? load.result : undefined;
}

/** One team's routes, loaded at run time; a failure stays inside this area and offers Retry. */
export function RemoteArea({ area }: { area: RemoteAreaInfo }) {
  const [attempt, setAttempt] = useState(0);
  const load = useAreaRoutes(area, attempt);
  let content;
  if (!load) content = <ProgressBar label={`Loading ${area.label}`} />;
  else if ('error' in load) content = <FailedArea error={load.error} />;
  else content = <load.routes />;
  return (
    <AreaErrorBoundary key={attempt} label={area.label} onRetry={() => setAttempt((n) => n + 1)}>
      {content}
    </AreaErrorBoundary>
  );
}
