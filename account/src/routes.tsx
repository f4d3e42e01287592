import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { type AreaPath, areaRoutes } from '@harmony/shared/routes';
import type { ReactElement } from 'react';
import { AccountSettingsPage } from './features/account-settings/components/account-settings-page';
import { ContactLinkPage } from './features/contact-change/components/contact-link-page';
import { AddressFormPage } from './features/addresses/components/address-form-page';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { LoginPage } from './features/auth/components/login-page';
import { RegistrationPage } from './features/auth/components/registration-page';
import { ResetPasswordPage } from './features/auth/components/reset-password-page';
import { OrderDetailPage } from './features/orders/components/order-detail-page';
import { ProfilePage } from './app/routes/profile-page';

/** The screen of each of the area's routes; the paths are the route table's (@harmony/shared/routes). */
const SCREENS: Record<AreaPath<'account'>, ReactElement> = {
  '/login': <LoginPage />,
  '/registration': <RegistrationPage />,
  '/forget-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/confirm-change': <ContactLinkPage link="confirm" />,
  '/undo-change': <ContactLinkPage link="undo" />,
  '/profile': <ProfilePage />,
  '/profile/settings': <AccountSettingsPage />,
  '/Add-Addresses': <AddressFormPage />,
  '/edit-address/:id': <AddressFormPage />,
  '/order/:orderId': <OrderDetailPage />,
};

/**
 * The account area: sign-in, registration, password recovery, the mailed links that confirm or undo a
 * change of email, profile (details, addresses, orders), the
 * account settings (password, my data, deletion), the address form, and the order detail page (/order/{orderId}). Paths match without regard to case
 * (/Profile, /add-addresses).
 */
export default function AccountRoutes() {
  return (
    <Routes>
      {areaRoutes('account').map(({ path }) => (
        <Route key={path} path={path} element={SCREENS[path]} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
