import { useState } from 'react';

export interface Download {
  busy: boolean;
  /** What to tell the shopper when the last try failed, else null. */
  problem: string | null;
  start(): void;
}

/**
 * A file the api makes on demand (an invoice, my data): busy while it comes, and a line to show when it
 * could not be had, in the words `problemOf` picks for the error.
 */
export function useDownload(fetchFile: () => Promise<void>, problemOf: (error: unknown) => string): Download {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const start = () => {
    setBusy(true);
    setProblem(null);
    fetchFile()
      .catch((error: unknown) => {
        console.error('Download failed', error);
        setProblem(problemOf(error));
      })
      .finally(() => setBusy(false));
  };
  return { busy, problem, start };
}
