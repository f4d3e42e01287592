import { apiClient, useCartStore, useSessionStore, type Address } from '@harmony/shared';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { OrderConfirmationPage } from '../app/routes/order-confirmation-page';
import type { CodAvailability } from '../features/checkout/hooks/use-cod-availability';
import type { PaymentConfig } from '../features/checkout/types/checkout';
import type { RazorpayConstructor } from '../features/checkout/types/razorpay';
import { board, FakeRazorpay, shopper, stabilizer } from './checkout-fixtures';

/** Where the router ended up: the path as text, the navigation state as JSON. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </p>
  );
}

export function locationState(): unknown {
  const text = document.querySelector('[data-testid="location"]')?.getAttribute('data-state');
  return text ? JSON.parse(text) : undefined;
}

/** /order-confirmation opened from /cart with `state`; every other path shows <Where />. */
export function renderConfirmation(state: unknown) {
  return render(
    <MemoryRouter initialEntries={['/cart', { pathname: '/order-confirmation', state }]} initialIndex={1}>
      <Routes>
        <Route path="/order-confirmation" element={<OrderConfirmationPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

export const sandboxConfig: PaymentConfig = {
  gateway: 'sandbox',
  keyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
  taxRatePercent: 5,
};

/** GET answers: the saved addresses (or a failure), the payment configuration, and Cash on Delivery's. */
export function answerGets(
  addresses: Address[] | Error,
  config: PaymentConfig | Error = sandboxConfig,
  cod: CodAvailability = { pincodeAllowsCod: true, openCodOrders: 0 },
) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/api/payment/cod-availability') return Promise.resolve({ status: 200, data: cod });
    if (url === '/api/users/addresses') {
      return addresses instanceof Error
        ? Promise.reject(addresses)
        : Promise.resolve({ status: 200, data: addresses });
    }
    if (url === '/api/payment/config') {
      return config instanceof Error
        ? Promise.reject(config)
        : Promise.resolve({ status: 200, data: config });
    }
    return Promise.reject(new Error(`Unexpected GET ${url}`));
  });
}

/**
 * For every test of a file: a signed-in shopper with two lines in the server cart, the fake checkout
 * script in place of Razorpay's, console noise muted; everything put back afterwards.
 */
export function shopperAtCheckoutEachTest(): void {
  beforeEach(() => {
    FakeRazorpay.instances = [];
    window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      useSessionStore.setState({ token: 'token', user: shopper });
      useCartStore.setState({ mode: 'server', lines: [stabilizer, board] });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.clearAllMocks();
    delete window.Razorpay;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    act(() => useSessionStore.setState({ token: null, user: null }));
  });
}
