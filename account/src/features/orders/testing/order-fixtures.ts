import { act } from '@testing-library/react';
import { type Order, useSessionStore } from '@harmony/shared';

/** A paid order of two lines as GET /api/orders/{id} answers it; override any field. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_id: 12,
    created_at: '2026-11-21T10:35:00.000Z',
    status: 'pending',
    payment_status: 'paid',
    items: [
      {
        product_id: 3,
        title: 'Harmony M1 Stabilizer',
        brand: 'Harmony',
        image: '/api/images/products/m1.svg',
        quantity: 2,
        price: '4,999',
        unit_price_paise: 499900,
        size: null,
      },
      {
        product_id: 4,
        title: 'Four-Socket Extension Board',
        brand: '',
        image: '',
        quantity: 1,
        price: '1,249.50',
        unit_price_paise: 124950,
        size: null,
      },
    ],
    customer: 'Asha Menon',
    email: 'asha@example.in',
    phone: ['9876543210', '9123456780'],
    shipping_address: '12 MG Road, Bengaluru, Karnataka - 560038',
    billing_address: '12 MG Road, Bengaluru, Karnataka - 560038',
    payment: { method: 'card' },
    subtotal: 1124750,
    discount: 0,
    tax: 56238,
    tax_rate_percent: 5,
    total: 1180988,
    ...overrides,
  };
}

/** Signs Asha in before each test of the file and out after it (restoring every mock). */
export function signedInForEachTest(): void {
  beforeEach(() => {
    act(() =>
      useSessionStore.setState({
        token: 'token',
        user: { id: 7, fullname: 'Asha Menon', email: 'asha@example.in', contact_number: '9876543210' },
      }),
    );
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => useSessionStore.setState({ token: null, user: null }));
  });
}
