import { failureLevel } from '../db/errors';

/**
 * Work an answer need not wait for (a mail): started at once and not awaited, a failure logged, and
 * tracked, so closing the api waits for it.
 */
export interface AfterAnswer {
  later(task: () => Promise<void>): Promise<void>;
  /** Resolves when everything started so far has been done or has failed (tests; shutdown). */
  settled(): Promise<void>;
}

type Log = Record<'warn' | 'error', (details: object, message: string) => void>;

export function afterAnswer(log: Log): AfterAnswer {
  const running = new Set<Promise<void>>();
  return {
    async later(task) {
      const work = task()
        .catch((err: unknown) => log[failureLevel(err)]({ err }, 'work after the answer failed'))
        .finally(() => running.delete(work));
      running.add(work);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
