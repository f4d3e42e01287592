import { FREE_SHIPPING } from '@harmony/shared';
import { useTaxRateStore } from '@harmony/shared/tax-rate';
import { act } from '@testing-library/react';

/**
 * For every test of a file, the page already knows the api's GST rate (GST_RATE_PERCENT, 5% by default)
 * its delivery charge (free by default) and its Cash on Delivery terms.
 */
export function taxRateForEachTest(percent = 5): void {
  beforeEach(() => act(() => useTaxRateStore.setState({ percent, shipping: FREE_SHIPPING, cod: COD_TERMS })));
  afterEach(() => act(() => useTaxRateStore.setState({ percent: null, shipping: FREE_SHIPPING, cod: null })));
}

/** The api's Cash on Delivery defaults: ₹49, orders up to ₹10,000, 2 open at most. */
export const COD_TERMS = { feePaise: 4900, maxOrderPaise: 1_000_000, maxOpen: 2 };
