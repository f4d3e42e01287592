import { COD_MESSAGES, codCodeOf, codRefusal } from '../cash-on-delivery';
import { timelineSteps } from '../timeline';

const terms = { feePaise: 4_900, maxOrderPaise: 1_000_000, maxOpen: 2 };
const ok = { pincodeAllowsCod: true, grandTotalPaise: 1_000_000, openCodOrders: 1 };

describe('codRefusal', () => {
  it('allows an order at the limit, at a COD pincode, with room for one more open COD order', () => {
    expect(codRefusal(ok, terms)).toBeNull();
  });

  it('refuses a pincode without COD, an order above the limit, and a customer with too many open', () => {
    expect(codRefusal({ ...ok, pincodeAllowsCod: false }, terms)).toBe(COD_MESSAGES.pincode);
    expect(codRefusal({ ...ok, grandTotalPaise: 1_000_001 }, terms)).toBe(
      'Cash on Delivery is available for orders up to ₹10,000. Please pay online.',
    );
    expect(codRefusal({ ...ok, openCodOrders: 2 }, terms)).toBe(
      'You have 2 orders on Cash on Delivery still to be delivered. Please pay online.',
    );
    expect(codRefusal({ ...ok, openCodOrders: 1 }, { ...terms, maxOpen: 1 })).toBe(
      'You have an order on Cash on Delivery still to be delivered. Please pay online.',
    );
  });

  it('names the pincode first when several reasons hold', () => {
    expect(codRefusal({ pincodeAllowsCod: false, grandTotalPaise: 9e9, openCodOrders: 9 }, terms)).toBe(
      COD_MESSAGES.pincode,
    );
  });
});

describe('codCodeOf', () => {
  it('reads six digits, spaces ignored; anything else is no code', () => {
    expect(codCodeOf('123 456')).toBe('123456');
    expect(codCodeOf('12345')).toBeNull();
    expect(codCodeOf('12345a')).toBeNull();
    expect(codCodeOf(123456)).toBeNull();
  });
});

describe('a Cash on Delivery timeline', () => {
  const labels = (steps: { label: string; done: boolean }[]) => steps.map((s) => `${s.label}:${s.done}`);

  it('runs Placed (Cash on Delivery) → Confirmed → Packed → Shipped → Delivered, cash collected', () => {
    expect(labels(timelineSteps('pending', false, { confirmed: false, collected: false }))).toEqual([
      'Placed (Cash on Delivery):true',
      'Confirmed:false',
      'Packed:false',
      'Shipped:false',
      'Out for Delivery:false',
      'Delivered, cash collected:false',
    ]);
    expect(labels(timelineSteps('completed', false, { confirmed: true, collected: true }))).toEqual([
      'Placed (Cash on Delivery):true',
      'Confirmed:true',
      'Packed:true',
      'Shipped:true',
      'Out for Delivery:false',
      'Delivered, cash collected:true',
    ]);
  });

  it('cancelled, owes no refund', () => {
    expect(labels(timelineSteps('cancelled', false, { confirmed: false, collected: false }))).toEqual([
      'Placed (Cash on Delivery):true',
      'Cancelled:true',
    ]);
  });
});
