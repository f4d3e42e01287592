import type { Address, UserProfile } from '@harmony/shared';

/** A saved address as the api answers it; override any field. */
export function makeAddress(overrides: Partial<Address> = {}): Address {
  const id = overrides.id ?? 1;
  return {
    id,
    fullname: 'Asha Menon',
    email: 'asha@example.in',
    contact_number: '9876543210',
    address: `${id} MG Road, Indiranagar`,
    state: 'Karnataka',
    city: 'Bengaluru',
    pincode: '560038',
    type: 'billing+shipping',
    is_default_billing: false,
    is_default_shipping: false,
    created_at: `2026-01-0${Math.min(id, 9)}T10:00:00.000Z`,
    ...overrides,
  };
}

/** The signed-in customer's profile as GET /api/users/profile answers; complete unless told otherwise. */
export function makeProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const home = makeAddress({
    id: 1,
    type: 'billing+shipping',
    is_default_billing: true,
    is_default_shipping: true,
  });
  return {
    id: 7,
    fullname: 'Asha Menon',
    email: 'asha@example.in',
    contact_number: '9876543210',
    profile_image: null,
    address: '12 MG Road, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    created_at: '2026-01-01T09:00:00.000Z',
    addresses: [home],
    billing_address_id: 1,
    shipping_address_id: 1,
    ...overrides,
  };
}
