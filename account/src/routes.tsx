import { NotFoundPage } from '@harmony/shared';
import { Route, Routes } from '@harmony/shared/router';
import { AccountSettingsPage } from './features/account-settings/components/account-settings-page';
import { AddressFormPage } from './features/addresses/components/address-form-page';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { LoginPage } from './features/auth/components/login-page';
import { RegistrationPage } from './features/auth/components/registration-page';
import { ResetPasswordPage } from './features/auth/components/reset-password-page';
import { OrderDetailPage } from './features/orders/components/order-detail-page';
import { ProfilePage } from './app/routes/profile-page';

/**
 * The account area: sign-in, registration, password recovery, profile (details, addresses, orders), the
 * account settings (password, my data, deletion), the address form, and the order detail page (/order/{orderId}). Paths match without regard to case
 * (/Profile, /add-addresses).
 */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/registration" element={<RegistrationPage />} />
      <Route path="/forget-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/profile/settings" element={<AccountSettingsPage />} />
      <Route path="/Add-Addresses" element={<AddressFormPage />} />
      <Route path="/edit-address/:id" element={<AddressFormPage />} />
      <Route path="/order/:orderId" element={<OrderDetailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
