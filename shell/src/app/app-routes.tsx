import { NotFoundPage, ProgressBar } from '@harmony/shared';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from '@harmony/shared/router';
import { AboutPage, ContactPage, PrivacyPage, RefundPolicyPage, TermsPage } from '../features/pages';
import { RemoteArea } from '../features/remotes/remote-area';
import { findArea } from './areas';

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
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/RefundPolicy" element={<RefundPolicyPage />} />
        <Route path="/TandP" element={<TermsPage />} />
        <Route path="*" element={<AreaSwitch />} />
      </Routes>
    </Suspense>
  );
}
