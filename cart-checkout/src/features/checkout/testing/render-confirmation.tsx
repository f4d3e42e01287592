import { apiClient, type Address } from '@harmony/shared';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { OrderConfirmationPage } from '../components/order-confirmation-page';
import type { PaymentConfig } from '../types/checkout';

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
};

/** GET answers: the saved addresses (or a failure) and the payment configuration. */
export function answerGets(addresses: Address[] | Error, config: PaymentConfig | Error = sandboxConfig) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
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

/** What axios rejects with for an HTTP error status and body. */
export function httpError(status: number, data: unknown): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data },
  });
}
