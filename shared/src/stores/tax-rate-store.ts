import { useEffect } from 'react';
import { create } from 'zustand';
import { JSON_GET, takeEarlyResponse } from '../api/early-responses';

/**
 * The GST rate new orders are charged (the api's GST_RATE_PERCENT), read once per page from
 * GET /api/payment/config. Null until the api has said: a screen then shows no tax amount at all rather
 * than a guessed one. Its own entry point (@harmony/shared/tax-rate), so no first render carries it.
 */
export interface TaxRateState {
  percent: number | null;
}

export const useTaxRateStore = create<TaxRateState>()(() => ({ percent: null }));

const CONFIG_PATH = '/api/payment/config';
/** While the rate is unknown (the api did not answer), a screen that needs it asks again this often. */
const RETRY_MS = 5000;

let reading: Promise<void> | null = null;

async function readTaxRate(): Promise<number> {
  // `fetch`, not the session's client: a guest's cart loads no axios for it.
  const early = takeEarlyResponse(CONFIG_PATH);
  const response = (early && (await early.catch(() => undefined))) ?? (await fetch(CONFIG_PATH, JSON_GET));
  if (!response.ok) throw new Error(`${CONFIG_PATH} answered ${response.status}`);
  const { taxRatePercent } = ((await response.json()) ?? {}) as { taxRatePercent?: unknown };
  if (typeof taxRatePercent !== 'number' || !(taxRatePercent >= 0 && taxRatePercent <= 100)) {
    throw new Error(`${CONFIG_PATH} names no tax rate`);
  }
  return taxRatePercent;
}

/** Asks the api for the rate unless it is known: calls meanwhile share the one read; a failed one is told. */
export function loadTaxRate(): Promise<void> {
  if (useTaxRateStore.getState().percent !== null) return Promise.resolve();
  reading ??= readTaxRate()
    .then(
      (percent) => useTaxRateStore.setState({ percent }),
      (error: unknown) => console.warn('The tax rate could not be read', error),
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

/** The rate new orders are charged, in percent (18 for 18%), or null while the api has not said. */
export function useTaxRate(): number | null {
  const percent = useTaxRateStore((state) => state.percent);
  useEffect(() => {
    if (percent !== null) return;
    void loadTaxRate();
    const retry = setInterval(() => void loadTaxRate(), RETRY_MS);
    return () => clearInterval(retry);
  }, [percent]);
  return percent;
}
