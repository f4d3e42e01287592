import { useTaxRateStore } from '@harmony/shared/tax-rate';
import { act } from '@testing-library/react';

/** For every test of a file, the page already knows the api's GST rate (GST_RATE_PERCENT, 5% by default). */
export function taxRateForEachTest(percent = 5): void {
  beforeEach(() => act(() => useTaxRateStore.setState({ percent })));
  afterEach(() => act(() => useTaxRateStore.setState({ percent: null })));
}
