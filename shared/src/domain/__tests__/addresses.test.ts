import {
  addressesFor,
  addressKinds,
  addressOptionText,
  addressTypeIncludes,
  formatOrderAddress,
} from '../addresses';

const place = { address: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560038' };

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

  it('says whether a type includes a use', () => {
    expect(addressTypeIncludes('billing+shipping', 'shipping')).toBe(true);
    expect(addressTypeIncludes('billing', 'shipping')).toBe(false);
  });

  it('offers only billing-capable addresses for billing, shipping-capable for shipping', () => {
    const list = [
      { id: 1, type: 'billing' },
      { id: 2, type: 'shipping' },
      { id: 3, type: 'billing+shipping' },
    ];
    expect(addressesFor(list, 'billing').map((a) => a.id)).toEqual([1, 3]);
    expect(addressesFor(list, 'shipping').map((a) => a.id)).toEqual([2, 3]);
  });
});

describe('address text', () => {
  it('writes an address as "address, city, state - pincode"', () => {
    expect(formatOrderAddress({ ...place, pincode: '560001' })).toBe(
      '12 MG Road, Bengaluru, Karnataka - 560001',
    );
  });

  const address = { ...place, is_default_billing: true, is_default_shipping: false };

  it("reads 'address, city, state - pincode' as a default-address option", () => {
    expect(addressOptionText(address, 'shipping')).toBe('12 MG Road, Bengaluru, Karnataka - 560038');
  });

  it("adds ' (Default)' for the default of that kind", () => {
    expect(addressOptionText(address, 'billing')).toBe('12 MG Road, Bengaluru, Karnataka - 560038 (Default)');
  });
});
