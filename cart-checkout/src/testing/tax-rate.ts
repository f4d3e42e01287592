import { FREE_SHIPPING } from '@harmony/shared';
import { useTaxRateStore } from '@harmony/shared/tax-rate';
import { act } from '@testing-library/react';

/**
 * For every test of a file, the page already knows the api's GST rate (GST_RATE_PERCENT, 5% by default)
 * and its delivery charge (free by default).
 */
export function taxRateForEachTest(percent = 5): void {
  beforeEach(() => act(() => useTaxRateStore.setState({ percent, shipping: FREE_SHIPPING })));
  afterEach(() => act(() => useTaxRateStore.setState({ percent: null, shipping: FREE_SHIPPING })));
}
