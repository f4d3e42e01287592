// The domain rules every area's first render may need. Account, payment, coupon and contact rules, the
// form fields and the order screens' Card and Totals come from their own entry points
// (@harmony/shared/account, /payment, /coupons, /contact, /forms, /timeline, /card, /totals): only the
// screens that use them load them.
export * from './domain/money';
export * from './domain/price';
export * from './domain/quantity';
export * from './domain/totals';
export * from './domain/shipping-charge';
export * from './domain/cash-on-delivery';
export * from './domain/messages';
export * from './domain/locations';
export * from './domain/catalog';
export * from './domain/validation';
export * from './domain/pincodes';
export * from './domain/dates';
export * from './domain/stock';
export * from './types/product';
export * from './types/account';
export * from './types/order';
export * from './api/client';
export * from './api/products';
export * from './api/cart';
export { newIdempotencyKey } from './api/idempotency-key';
export { downloadFile } from './api/download';
export * from './stores/cart-store';
export * from './stores/session-store';
export * from './stores/site-store';
export { onSessionExpired } from './session/session-events';
export { refreshAccessToken, expireSession } from './session/refresh';
export { forgetSession, loadProfile, resumeSession, signIn, signOut } from './session/session';
export * from './ui/button';
export * from './ui/price-tag';
export * from './ui/availability';
export * from './ui/quantity-input';
export * from './ui/status';
export * from './ui/not-found-page';
export * from './ui/toast';
export * from './ui/use-document-title';
export { useDownload } from './ui/use-download';
export { useLogout } from './ui/use-logout';
export * from './ui/standalone-frame';
export { DeliveryCheckSlot } from './ui/delivery-check-slot';
