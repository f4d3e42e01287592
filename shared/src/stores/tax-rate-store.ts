import { useEffect } from 'react';
import { create } from 'zustand';
import { JSON_GET, takeEarlyResponse } from '../api/early-responses';
import type { CodTerms } from '../domain/cash-on-delivery';
import { FREE_SHIPPING, type ShippingRule } from '../domain/shipping-charge';

/**
 * The GST rate new orders are charged (the api's GST_RATE_PERCENT) and their delivery charge, read once
 * per page from GET /api/payment/config. The rate is null until the api has said: a screen then shows
 * no tax amount at all rather than a guessed one (nor a grand total, so the free delivery it starts
 * with is never shown as charged). Its own entry point (@harmony/shared/tax-rate), so no first render
 * carries it.
 */
export interface TaxRateState {
  percent: number | null;
  shipping: ShippingRule;
  /** Cash on Delivery's fee and limits; null until the api has said (or when it offers none). */
  cod: CodTerms | null;
}

export const useTaxRateStore = create<TaxRateState>()(() => ({
  percent: null,
  shipping: FREE_SHIPPING,
  cod: null,
}));

interface PaymentConfig {
  percent: number;
  shipping: ShippingRule;
  cod: CodTerms | null;
}

function codTermsOf(value: unknown): CodTerms | null {
  const { feePaise, maxOrderPaise, maxOpen } = (value ?? {}) as Record<string, unknown>;
  return isPaise(feePaise) && isPaise(maxOrderPaise) && isPaise(maxOpen)
    ? { feePaise, maxOrderPaise, maxOpen }
    : null;
}

const isPaise = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The answer's delivery rule; free when it names none (an api from before the charge). */
function shippingRuleOf(value: unknown): ShippingRule {
  const { feePaise, freeFromPaise } = (value ?? {}) as Record<string, unknown>;
  if (!isPaise(feePaise)) return FREE_SHIPPING;
  return { feePaise, freeFromPaise: isPaise(freeFromPaise) ? freeFromPaise : null };
}

const CONFIG_PATH = '/api/payment/config';
/** While the rate is unknown (the api did not answer), a screen that needs it asks again this often. */
const RETRY_MS = 5000;

let reading: Promise<void> | null = null;

async function readPaymentConfig(): Promise<PaymentConfig> {
  // `fetch`, not the session's client: a guest's cart loads no axios for it.
  const early = takeEarlyResponse(CONFIG_PATH);
  const response = (early && (await early.catch(() => undefined))) ?? (await fetch(CONFIG_PATH, JSON_GET));
  if (!response.ok) throw new Error(`${CONFIG_PATH} answered ${response.status}`);
  const { taxRatePercent, shipping, cod } = ((await response.json()) ?? {}) as Record<string, unknown>;
  if (typeof taxRatePercent !== 'number' || !(taxRatePercent >= 0 && taxRatePercent <= 100)) {
    throw new Error(`${CONFIG_PATH} names no tax rate`);
  }
  return { percent: taxRatePercent, shipping: shippingRuleOf(shipping), cod: codTermsOf(cod) };
}

/** Asks the api for the rate unless it is known: calls meanwhile share the one read; a failed one is told. */
export function loadTaxRate(): Promise<void> {
  if (useTaxRateStore.getState().percent !== null) return Promise.resolve();
  reading ??= readPaymentConfig()
    .then(
      (config) => useTaxRateStore.setState(config),
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

/** Cash on Delivery's fee and limits, or null while unknown. */
export function useCodTerms(): CodTerms | null {
  return useTaxRateStore((state) => state.cod);
}

/** The delivery charge new orders are priced with (free until the api has said otherwise). */
export function useShippingRule(): ShippingRule {
  return useTaxRateStore((state) => state.shipping);
}
