import { fetchServerCart } from '../api/cart';
import { MESSAGES } from '../domain/messages';
import { readGuestCart, useCartStore, writeGuestCart } from '../stores/cart-store';
import { useSessionStore } from '../stores/session-store';
import { showToast } from '../ui/toast';
import { keepGuestLines, replayCartAdds } from './cart-adds';

/** The guest cart, emptied into the customer's kept adds; answers their keys. */
function takeGuestCart(userId: number): string[] {
  const lines = readGuestCart();
  if (lines.length === 0) return [];
  writeGuestCart(null);
  return keepGuestLines(lines, userId);
}

/**
 * After sign-in or on a signed-in page load: the guest cart joins the customer's kept adds (cart-adds),
 * the kept adds are sent (the guest's lines, and those a reload may have cut off), then the server cart
 * is shown. An add that cannot go now waits for the next load.
 */
export async function enterServerCart(): Promise<void> {
  const userId = useSessionStore.getState().user?.id;
  const merged = userId === undefined ? [] : takeGuestCart(userId);
  const delivered = await replayCartAdds();
  if (merged.some((key) => delivered.has(key))) void showToast(MESSAGES.guestCartMerged, { icon: 'success' });
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
