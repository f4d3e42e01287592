import { errorMessage } from '@harmony/shared';
import type { Notice } from '@harmony/shared/forms';
import { useCallback, useState } from 'react';

/**
 * A form's or a button's action: busy while it runs, then a notice of what happened. `work` answers the
 * success text (or nothing); a failure says the api's words, or `failed`, unless `explain` has its own.
 * What was typed stays in the form's own state: nothing here clears it.
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const run = useCallback(
    async (
      work: () => Promise<string | void>,
      failed: string,
      explain?: (error: unknown) => string | undefined,
    ) => {
      setBusy(true);
      setNotice(null);
      try {
        const done = await work();
        if (done) setNotice({ kind: 'success', text: done });
      } catch (error) {
        setNotice({ kind: 'error', text: explain?.(error) ?? errorMessage(error, failed) });
      } finally {
        setBusy(false);
      }
    },
    [],
  );
  return { busy, notice, setNotice, run };
}
