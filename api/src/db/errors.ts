/** Whether the error is PostgreSQL's unique violation (23505) of the named constraint or index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  let current: unknown = err;
  // drizzle wraps the driver's error in `cause`.
  for (let depth = 0; current && depth < 3; depth += 1) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(constraint)) return true;
    current = e.cause;
  }
  return false;
}
