/** Every message a shopper reads, word for word from SPEC §5 and §8, written once for browser and api. */
export const MESSAGES = {
  addedToCart: (n: number) => `${n} item(s) added to cart`,
  guestCartMerged: 'Guest cart merged successfully!',
  loginToProceed: 'Please login to proceed',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Please log in again.',
  logoutConfirmTitle: 'Are you sure?',
  logoutConfirmText: 'You will be logged out!',
  logoutConfirmButton: 'Yes, logout!',
  loggedOut: 'Logged out!',
  logoutFailed: 'Logout failed. Please try again.',
  fillAllFields: 'Please fill all fields',
  fillInAllFields: 'Please fill in all fields',
  registrationFailed: 'Registration failed',
  somethingWentWrongTryAgain: 'Something went wrong. Try again.',
  somethingWentWrongPleaseTryAgain: 'Something went wrong. Please try again.',
  loginFailed: 'Login Failed',
  noTokenReturned: 'No token returned from server',
  addressTypeRequired: 'Please select at least one address type (Billing or Shipping)',
  enterEmailOrMobile: 'Please enter your email or mobile number.',
  enterOtp: 'Please enter the OTP sent to your email.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  resetTokenMissing: 'Reset token is missing in the URL.',
  selectAddresses: '⚠️ Please select billing and shipping address.',
  razorpaySdkFailed: 'Razorpay SDK failed to load.',
  createOrderFailed: 'Failed to create Razorpay order',
  paymentWentWrong: '⚠️ Something went wrong during payment.',
  paymentVerificationFailed: (error: string) => `⚠️ Payment verification failed: ${error}`,
  paymentVerifyError: '❌ Error verifying payment',
  /** Not in the spec: a declined card leaves the shopper on the confirmation with the cart intact. */
  paymentFailedCartSaved: 'Payment failed. Your cart is saved; you can try again.',
  /** SPEC §7: how checkout labels the charge. */
  paymentDescription: 'Grand Total Payment with Tax',
  /** Not in the spec: an area of the shop (one team's remote) that cannot be shown; the rest still works. */
  areaUnavailableTitle: (area: string) => `${area} is unavailable right now`,
  areaUnavailable:
    'This part of the shop could not be loaded. The rest of the site still works — please try again in a moment.',
  /** The area's remote was built for shared versions (React, the store, @harmony/shared) this shell lacks. */
  areaNeedsNewerSite:
    'This part of the shop was updated and needs a newer version of the site. Please reload.',
  loadingProduct: 'Loading product...',
  productNotFound: 'Product not found.',
} as const;
