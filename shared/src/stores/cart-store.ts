import { create } from 'zustand';
import { fetchServerCart, removeFromServerCart, setServerCartQuantity } from '../api/cart';
import {
  decrementQuantity,
  incrementQuantity,
  isNumericQuantity,
  normalizeQuantity,
} from '../domain/quantity';
import { sendCartAdd } from '../session/cart-adds';
import type { CartLine, Product } from '../types/product';
import { readJson, writeJson } from './local-json';

export const CART_KEY = 'cart';

function isCartLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof line === 'object' && line !== null && typeof line.id === 'number' && typeof line.title === 'string'
  );
}

function isCart(value: unknown): value is CartLine[] {
  return Array.isArray(value) && value.every(isCartLine);
}

/**
 * The guest cart kept in local storage under `cart` (SPEC §3), mended as it is read: a quantity below 1
 * becomes 1 (§5's rule for a set), and a line whose quantity is not a number, which the totals count as
 * 0 (§5), leaves the cart, so the lines shown are the lines counted. The mended cart is saved back.
 */
export function readGuestCart(): CartLine[] {
  const stored = readJson(CART_KEY, isCart, []);
  const counted = stored.filter((line) => isNumericQuantity(line.quantity));
  if (counted.length < stored.length) writeGuestCart(counted);
  return counted.map((line) => ({ ...line, quantity: normalizeQuantity(line.quantity) }));
}

export function writeGuestCart(lines: CartLine[] | null): void {
  writeJson(CART_KEY, lines);
}

/** guest: lines live in local storage; server: the signed-in customer's cart at /api/cart. */
export type CartMode = 'guest' | 'server';

export interface CartState {
  mode: CartMode;
  lines: CartLine[];
  add(product: Product, quantity: number): void;
  setQuantity(id: number, quantity: unknown): void;
  increment(id: number): void;
  decrement(id: number): void;
  remove(id: number): void;
  /**
   * A paid order's lines leave the cart, and only they: what was added or raised since checkout began
   * stays (the server took the same out with the payment; its cart is read again to be sure).
   */
  removePurchased(bought: readonly { id: number; quantity: number }[]): void;
  /** Switches between the guest cart and the server cart, with the lines to show. */
  replaceLines(mode: CartMode, lines: CartLine[]): void;
  clear(): void;
}

/** SPEC §3's guest cart item: the product's fields and the quantity (not its specs or stock). */
function toLine(product: Product, quantity: number): CartLine {
  const { id, title, brand, price, image, inputvoltage, outputvoltage, description, label, description1 } =
    product;
  return {
    id,
    title,
    brand,
    price,
    image,
    inputvoltage,
    outputvoltage,
    description,
    label,
    description1,
    quantity,
  };
}

/**
 * The cart the header, the product page and the cart page share. Changes show at once; for a signed-in
 * customer the server's answer then replaces the lines. Server failures are logged only (SPEC §8).
 */
export const useCartStore = create<CartState>()((set, get) => {
  const show = (lines: CartLine[]) => {
    set({ lines });
    if (get().mode === 'guest') writeGuestCart(lines);
  };
  const sync = (request: () => Promise<CartLine[]>, what: string) => {
    if (get().mode !== 'server') return;
    request()
      .then((lines) => {
        if (get().mode === 'server') set({ lines });
      })
      .catch((error: unknown) => console.error(`Cart ${what} failed`, error));
  };
  const setLine = (id: number, quantity: number) => {
    show(get().lines.map((line) => (line.id === id ? { ...line, quantity } : line)));
    sync(() => setServerCartQuantity(id, quantity), 'quantity update');
  };
  const quantityOf = (id: number) => get().lines.find((line) => line.id === id)?.quantity ?? 1;

  return {
    mode: 'guest',
    lines: readGuestCart(),
    add(product, quantity) {
      const added = normalizeQuantity(quantity);
      const existing = get().lines.find((line) => line.id === product.id);
      show(
        existing
          ? get().lines.map((line) =>
              line.id === product.id ? { ...line, quantity: normalizeQuantity(line.quantity + added) } : line,
            )
          : [...get().lines, toLine(product, added)],
      );
      // Sent within the click, and kept until answered: a reload at once does not lose it (cart-adds).
      sync(() => sendCartAdd(product.id, added), 'add');
    },
    setQuantity: (id, quantity) => setLine(id, normalizeQuantity(quantity)),
    increment: (id) => setLine(id, incrementQuantity(quantityOf(id))),
    decrement: (id) => setLine(id, decrementQuantity(quantityOf(id))),
    remove(id) {
      show(get().lines.filter((line) => line.id !== id));
      sync(() => removeFromServerCart(id), 'remove');
    },
    removePurchased(bought) {
      const taken = new Map<number, number>();
      for (const { id, quantity } of bought) taken.set(id, (taken.get(id) ?? 0) + quantity);
      show(
        get()
          .lines.map((line) => ({ ...line, quantity: line.quantity - (taken.get(line.id) ?? 0) }))
          .filter((line) => line.quantity > 0),
      );
      sync(fetchServerCart, 'reload');
    },
    replaceLines: (mode, lines) => set({ mode, lines }),
    clear: () => show([]),
  };
});

/** Another tab changed the guest cart: follow it, so two tabs never overwrite each other's lines. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY && useCartStore.getState().mode === 'guest') {
      useCartStore.setState({ lines: readGuestCart() });
    }
  });
}

/** The header's count: distinct cart lines. */
export const selectLineCount = (state: CartState) => state.lines.length;
