/**
 * A value made on first use. Intl formatters take milliseconds each to build (more on a slow phone):
 * building them when the module loads put that cost on every page's first render, needed or not.
 */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
