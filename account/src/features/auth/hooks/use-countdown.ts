import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may happen again (the Resend OTP wait); start(n) begins a new count.
 * Counted against the clock, so a throttled background tab still ends on time.
 */
export function useCountdown(): { secondsLeft: number; start(seconds: number): void; reset(): void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setEndsAt(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, []);
  const reset = useCallback(() => {
    setSecondsLeft(0);
    setEndsAt(null);
  }, []);
  return { secondsLeft, start, reset };
}
