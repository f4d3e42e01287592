import { useCallback, useEffect, useState } from 'react';

/** A read in progress, done, or failed (with the failure, for its status and message). */
export type ApiRead<T> =
  { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; error: unknown };

/**
 * Reads with `load` whenever its inputs (`key`) change, dropping an answer a newer read replaced;
 * `reload` reads again in place (after an action changed what the page shows). `key` null: nothing to
 * read (yet), and nothing is asked.
 */
export function useApiRead<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null) {
  const [read, setRead] = useState<{ key: string | null; result: ApiRead<T> }>({
    key,
    result: { state: 'loading' },
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setRead({ key, result: { state: 'done', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ key, result: { state: 'failed', error } });
      },
    );
    return () => controller.abort();
    // `load` is the caller's closure over `key`: the key says when it reads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { read: read.key === key ? read.result : ({ state: 'loading' } as const), reload };
}
