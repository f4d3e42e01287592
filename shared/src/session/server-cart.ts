import { addToServerCart, fetchServerCart } from '../api/cart';
import { MESSAGES } from '../domain/messages';
import { readGuestCart, useCartStore, writeGuestCart } from '../stores/cart-store';
import type { CartLine } from '../types/product';
import { showToast } from '../ui/toast';
import { replayCartAdds } from './cart-adds';

/** Posts each guest line to the server cart (quantities of one product add up there); keeps what failed. */
async function mergeGuestCart(): Promise<void> {
  const guestLines = readGuestCart();
  if (guestLines.length === 0) return;
  const failed: CartLine[] = [];
  for (const line of guestLines) {
    try {
      await addToServerCart(line.id, line.quantity);
    } catch (error) {
      console.error('Guest cart merge failed for a line', error);
      failed.push(line);
    }
  }
  writeGuestCart(failed.length > 0 ? failed : null);
  if (failed.length < guestLines.length) void showToast(MESSAGES.guestCartMerged, { icon: 'success' });
}

/**
 * After sign-in or on a signed-in page load: merge the guest cart, send again the adds a reload may have
 * cut off, then show the server cart.
 */
export async function enterServerCart(): Promise<void> {
  await mergeGuestCart();
  await replayCartAdds();
  useCartStore.getState().replaceLines('server', []);
  try {
    useCartStore.getState().replaceLines('server', await fetchServerCart());
  } catch (error) {
    console.error('Cart fetch failed', error);
  }
}

/** Back to the guest cart kept in this browser (signed out). */
export function enterGuestCart(): void {
  useCartStore.getState().replaceLines('guest', readGuestCart());
}
