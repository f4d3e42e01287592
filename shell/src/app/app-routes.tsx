import { NotFoundPage, ProgressBar } from '@harmony/shared';
import { Suspense, type ReactElement } from 'react';
import { Route, Routes, useLocation } from '@harmony/shared/router';
import { type AreaPath, areaRoutes } from '@harmony/shared/routes';
import { AboutPage, ContactPage, PrivacyPage, RefundPolicyPage, TermsPage } from '../features/pages';
import { RemoteArea } from '../features/remotes/remote-area';
import { findArea } from './areas';

/** The screen of each of the shell's own routes; the paths are the route table's (@harmony/shared/routes). */
const SCREENS: Record<AreaPath<'shell'>, ReactElement> = {
  '/about': <AboutPage />,
  '/contact': <ContactPage />,
  '/privacy': <PrivacyPage />,
  '/RefundPolicy': <RefundPolicyPage />,
  '/TandP': <TermsPage />,
};

/** Shell pages first; every other path belongs to the area whose table lists it, else not found. */
function AreaSwitch() {
  const { pathname } = useLocation();
  const area = findArea(pathname);
  // Keyed by remote: moving within one area keeps it mounted; its own <Routes> picks the screen.
  return area ? <RemoteArea key={area.remote} area={area} /> : <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<ProgressBar label="Loading page" />}>
      <Routes>
        {areaRoutes('shell').map(({ path }) => (
          <Route key={path} path={path} element={SCREENS[path]} />
        ))}
        <Route path="*" element={<AreaSwitch />} />
      </Routes>
    </Suspense>
  );
}
