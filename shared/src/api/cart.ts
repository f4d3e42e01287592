import type { CartLine } from '../types/product';
import { apiClient, HttpError } from './client';

/** A server cart line under any of the names SPEC §3 has seen (product_id or id, title or product_name...). */
interface ServerCartItem {
  product_id?: number | string;
  id?: number | string;
  title?: string;
  product_name?: string;
  image?: string;
  image_url?: string;
  brand?: string;
  price?: string | number;
  quantity?: number | string;
}

/** The answer is an array or an object with a cart array (SPEC §3); both become cart lines. */
export function toCartLines(data: unknown): CartLine[] {
  const items: unknown = Array.isArray(data) ? data : (data as { cart?: unknown } | null)?.cart;
  if (!Array.isArray(items)) return [];
  return (items as ServerCartItem[]).flatMap((item) => {
    const id = Number(item.product_id ?? item.id);
    if (!Number.isInteger(id)) return [];
    return [
      {
        id,
        title: item.title ?? item.product_name ?? '',
        brand: item.brand ?? '',
        price: String(item.price ?? ''),
        image: item.image ?? item.image_url ?? '',
        quantity: Number(item.quantity) || 1,
      },
    ];
  });
}

export async function fetchServerCart(): Promise<CartLine[]> {
  const { data } = await apiClient.get('/api/cart');
  return toCartLines(data);
}

/** POST /api/cart; with a key (Idempotency-Key), an add the api has already made adds nothing. */
export async function addToServerCart(
  productId: number,
  quantity: number,
  key?: string,
): Promise<CartLine[]> {
  const { data } = await apiClient.post(
    '/api/cart',
    { product_id: productId, quantity },
    key ? { headers: { 'Idempotency-Key': key } } : undefined,
  );
  return toCartLines(data);
}

/**
 * The same add sent with fetch's `keepalive`, which the browser delivers even when the page is reloaded
 * or closed right after: called in the click, it leaves at once (axios may still be loading, and its
 * XHR dies with the page). A failure throws HttpError, read like the client's errors.
 */
export async function addToServerCartKeepalive(
  productId: number,
  quantity: number,
  key: string,
  token: string,
): Promise<CartLine[]> {
  const response = await fetch('/api/cart', {
    method: 'POST',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': key,
    },
    body: JSON.stringify({ product_id: productId, quantity }),
  });
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new HttpError(response.status, data);
  return toCartLines(data);
}

export async function setServerCartQuantity(productId: number, quantity: number): Promise<CartLine[]> {
  const { data } = await apiClient.put(`/api/cart/${productId}`, { quantity });
  return toCartLines(data);
}

export async function removeFromServerCart(productId: number): Promise<CartLine[]> {
  const { data } = await apiClient.delete(`/api/cart/${productId}`);
  return toCartLines(data);
}
