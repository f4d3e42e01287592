/** A fresh Idempotency-Key: 128 random bits in hex (getRandomValues works on plain HTTP too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
