import { makeAddress } from '../../testing/account-fixtures';
import { addressesFor, addressKinds, addressOptionText, sortAddresses } from '../address-display';

describe('addressOptionText', () => {
  const address = makeAddress({
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    is_default_billing: true,
    is_default_shipping: false,
  });

  it("reads 'address, city, state - pincode'", () => {
    expect(addressOptionText(address, 'shipping')).toBe('12 MG Road, Bengaluru, Karnataka - 560038');
  });

  it("adds ' (Default)' for the default of that kind", () => {
    expect(addressOptionText(address, 'billing')).toBe('12 MG Road, Bengaluru, Karnataka - 560038 (Default)');
  });
});

describe('sortAddresses', () => {
  it('puts default billing or shipping addresses first, then the rest oldest first', () => {
    const list = [
      makeAddress({ id: 1, created_at: '2026-03-01T00:00:00Z' }),
      makeAddress({ id: 2, created_at: '2026-01-01T00:00:00Z' }),
      makeAddress({ id: 3, created_at: '2026-04-01T00:00:00Z', is_default_shipping: true }),
      makeAddress({ id: 4, created_at: '2026-02-01T00:00:00Z' }),
      makeAddress({ id: 5, created_at: '2026-05-01T00:00:00Z', is_default_billing: true }),
    ];
    expect(sortAddresses(list).map((a) => a.id)).toEqual([3, 5, 2, 4, 1]);
    expect(list.map((a) => a.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('address types', () => {
  it.each([
    ['billing', { billing: true, shipping: false }],
    ['shipping', { billing: false, shipping: true }],
    ['billing+shipping', { billing: true, shipping: true }],
    ['shipping+billing', { billing: true, shipping: true }],
    [['billing', 'shipping'], { billing: true, shipping: true }],
    ['', { billing: false, shipping: false }],
    [null, { billing: false, shipping: false }],
  ])('reads %p', (type, kinds) => {
    expect(addressKinds(type)).toEqual(kinds);
  });

  it('offers only billing-capable addresses for billing, shipping-capable for shipping', () => {
    const list = [
      makeAddress({ id: 1, type: 'billing' }),
      makeAddress({ id: 2, type: 'shipping' }),
      makeAddress({ id: 3, type: 'billing+shipping' }),
    ];
    expect(addressesFor(list, 'billing').map((a) => a.id)).toEqual([1, 3]);
    expect(addressesFor(list, 'shipping').map((a) => a.id)).toEqual([2, 3]);
  });
});
