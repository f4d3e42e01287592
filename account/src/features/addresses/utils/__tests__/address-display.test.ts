import { makeAddress } from '../../../../testing/account-fixtures';
import { sortAddresses } from '../address-display';

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
