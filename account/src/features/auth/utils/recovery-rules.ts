/** SPEC §9: after a successful OTP reset the shopper goes to /login 1.2 s later. */
export const REDIRECT_AFTER_RESET_MS = 1200;
