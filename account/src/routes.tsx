import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from 'react-router-dom';

/** The account area. Its screens (sign-in, registration, profile, orders) arrive with the accounts issue. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
