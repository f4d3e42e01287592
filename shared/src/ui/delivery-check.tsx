import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fetchDelivery } from '../api/delivery';
import { errorMessage } from '../api/client';
import { DELIVERY_MESSAGES, DELIVERY_PINCODE_KEY, type DeliveryAnswer } from '../domain/delivery';
import { isPincode } from '../domain/pincodes';
import { type SessionUser, useSessionStore } from '../stores/session-store';
import { Button } from './button';
import styles from './delivery-check.module.css';
import formStyles from './fields.module.css';

type Result =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answer'; answer: DeliveryAnswer }
  | { kind: 'problem'; message: string };

function rememberedPincode(): string {
  try {
    return sessionStorage.getItem(DELIVERY_PINCODE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Kept for the visit (the tab), so the next product page and the cart ask for the same place. */
function remember(pincode: string): void {
  try {
    sessionStorage.setItem(DELIVERY_PINCODE_KEY, pincode);
  } catch {
    // Private mode or a full quota: the shopper types it again next page.
  }
}

/** A signed-in shopper's default shipping address's pincode; a guest's pincode checked earlier this visit. */
export function startingPincode(user: SessionUser | null): string {
  const shipping = user?.addresses?.find((address) => address.is_default_shipping)?.pincode ?? user?.pincode;
  if (shipping && isPincode(shipping)) return shipping;
  const remembered = rememberedPincode();
  return isPincode(remembered) ? remembered : '';
}

function Answer({ result }: { result: Result }) {
  if (result.kind === 'checking') return <span className={styles.cod}>Checking…</span>;
  if (result.kind === 'problem') return <span className={styles.refusal}>{result.message}</span>;
  if (result.kind !== 'answer') return null;
  const { answer } = result;
  if (!answer.serviceable) return <span className={styles.refusal}>{answer.message}</span>;
  return (
    <>
      <span className={styles.date}>{answer.message}</span>
      <span className={styles.cod}>{DELIVERY_MESSAGES.cod(answer.cod)}</span>
    </>
  );
}

/**
 * A pincode field and Check: the day of delivery or the refusal, and whether Cash on Delivery is
 * taken there. A pincode known when the page opens is checked at once.
 */
export default function DeliveryCheck() {
  const user = useSessionStore((state) => state.user);
  const [opening] = useState(() => startingPincode(user));
  const [pincode, setPincode] = useState(opening);
  const [result, setResult] = useState<Result>(() => (opening ? { kind: 'checking' } : { kind: 'idle' }));
  const asking = useRef<AbortController | null>(null);
  const id = useId();

  /** Asks the api; the answer (or its failure) replaces the result unless a newer question came. */
  const ask = (value: string) => {
    asking.current?.abort();
    remember(value);
    const controller = new AbortController();
    asking.current = controller;
    fetchDelivery(value, controller.signal).then(
      (answer) => setResult({ kind: 'answer', answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ kind: 'problem', message: errorMessage(error, DELIVERY_MESSAGES.failed) });
      },
    );
  };

  useEffect(() => {
    // The pincode the page opened with is checked at once; later checks are the shopper's.
    if (opening) ask(opening);
    return () => asking.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = (value: string) => {
    if (!isPincode(value)) {
      asking.current?.abort();
      setResult({ kind: 'problem', message: DELIVERY_MESSAGES.malformed });
      return;
    }
    setResult({ kind: 'checking' });
    ask(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    check(pincode);
  };

  const problem = result.kind === 'problem';
  return (
    <form className={styles.check} onSubmit={submit} noValidate>
      <label htmlFor={id} className={formStyles.label}>
        Check delivery
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`${formStyles.control} ${styles.input}`}
          value={pincode}
          onChange={(event) => setPincode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Pincode"
          maxLength={6}
          aria-invalid={problem || undefined}
          aria-describedby={`${id}-answer`}
        />
        <Button type="submit" variant="ghost" busy={result.kind === 'checking'}>
          Check
        </Button>
      </div>
      <p id={`${id}-answer`} className={styles.answer} aria-live="polite" data-testid="delivery-answer">
        <Answer result={result} />
      </p>
    </form>
  );
}
