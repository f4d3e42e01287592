import { create } from 'zustand';
import { decrementQuantity, incrementQuantity, normalizeQuantity } from '../domain';
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

function readCart(): CartLine[] {
  return readJson(CART_KEY, isCart, []).map((line) => ({
    ...line,
    quantity: normalizeQuantity(line.quantity),
  }));
}

export interface CartState {
  lines: CartLine[];
  add(product: Product, quantity: number): void;
  setQuantity(id: number, quantity: unknown): void;
  increment(id: number): void;
  decrement(id: number): void;
  remove(id: number): void;
  clear(): void;
}

function toLine(product: Product, quantity: number): CartLine {
  const { id, title, brand, price, image } = product;
  return { id, title, brand, price, image, quantity };
}

/** The guest cart: one line per product, kept in local storage under `cart` (SPEC §3). */
export const useCartStore = create<CartState>()((set, get) => {
  const update = (lines: CartLine[]) => {
    set({ lines });
    writeJson(CART_KEY, lines);
  };
  const mapLine = (id: number, change: (line: CartLine) => CartLine) =>
    update(get().lines.map((line) => (line.id === id ? change(line) : line)));

  return {
    lines: readCart(),
    add(product, quantity) {
      const existing = get().lines.find((line) => line.id === product.id);
      if (existing)
        mapLine(product.id, (line) => ({ ...line, quantity: normalizeQuantity(line.quantity + quantity) }));
      else update([...get().lines, toLine(product, normalizeQuantity(quantity))]);
    },
    setQuantity: (id, quantity) =>
      mapLine(id, (line) => ({ ...line, quantity: normalizeQuantity(quantity) })),
    increment: (id) => mapLine(id, (line) => ({ ...line, quantity: incrementQuantity(line.quantity) })),
    decrement: (id) => mapLine(id, (line) => ({ ...line, quantity: decrementQuantity(line.quantity) })),
    remove: (id) => update(get().lines.filter((line) => line.id !== id)),
    clear: () => update([]),
  };
});

/** Another tab changed the cart: follow it, so two tabs never overwrite each other's lines. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY) useCartStore.setState({ lines: readCart() });
  });
}

/** The header's count: distinct cart lines. */
export const selectLineCount = (state: CartState) => state.lines.length;
