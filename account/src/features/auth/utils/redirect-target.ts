/**
 * Where to go after signing in: `location.state.from` when a screen sent the shopper here (a path, or a
 * location object), else home. Only paths inside this site are followed.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null) {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') path = `${pathname}${String(search)}${String(hash)}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/login\b/i.test(path)) return '/';
  return path;
}
