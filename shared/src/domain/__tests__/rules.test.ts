import { clampPage, pageCount, pageItems } from '../catalog';
import { citiesOf, isCityOf } from '../locations';
import { canAdvanceStatus, canCancelOrder, timelineSteps } from '../timeline';
import { validateContact } from '../contact';
import { isEmail, isMobile, sanitizePincode } from '../validation';

describe('catalog paging', () => {
  it('pages 24 products as three pages of eight', () => {
    const items = Array.from({ length: 24 }, (_, i) => i);
    expect(pageCount(items.length)).toBe(3);
    expect(pageItems(items, 2)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(clampPage('9', 3)).toBe(3);
    expect(clampPage('x', 3)).toBe(1);
  });
});

describe('locations', () => {
  it('offers the cities of the chosen state only', () => {
    expect(citiesOf('Karnataka')).toEqual(['Bengaluru', 'Mysuru', 'Mangaluru']);
    expect(isCityOf('Delhi', 'Rohini')).toBe(true);
    expect(isCityOf('Delhi', 'Chennai')).toBe(false);
    expect(citiesOf('Goa')).toEqual([]);
  });
});

describe('timeline', () => {
  const done = (status: string) => timelineSteps(status).map((step) => step.done);

  it('marks steps done exactly as SPEC §4 states', () => {
    expect(done('pending')).toEqual([true, false, false, false, false]);
    expect(done('shipped')).toEqual([true, true, true, false, false]);
    expect(done('out_for_delivery')).toEqual([true, true, false, true, false]);
    expect(done('completed')).toEqual([true, true, true, false, true]);
  });

  it('only moves status forward', () => {
    expect(canAdvanceStatus('pending', 'shipped')).toBe(true);
    expect(canAdvanceStatus('completed', 'shipped')).toBe(false);
    expect(canAdvanceStatus('shipped', 'shipped')).toBe(false);
    expect(canAdvanceStatus('cancelled', 'shipped')).toBe(false);
  });

  it('a cancelled order shows placed, cancelled, then refunded once the money is back', () => {
    const steps = (refunded: boolean) =>
      timelineSteps('cancelled', refunded).map((step) => [step.label, step.done]);
    expect(steps(false)).toEqual([
      ['Order Placed', true],
      ['Cancelled', true],
      ['Refunded', false],
    ]);
    expect(steps(true)).toEqual([
      ['Order Placed', true],
      ['Cancelled', true],
      ['Refunded', true],
    ]);
  });

  it('only a paid order that has not shipped can be cancelled', () => {
    expect(canCancelOrder({ status: 'pending', payment_status: 'paid' })).toBe(true);
    expect(canCancelOrder({ status: 'pending', payment_status: 'created' })).toBe(false);
    expect(canCancelOrder({ status: 'shipped', payment_status: 'paid' })).toBe(false);
    expect(canCancelOrder({ status: 'cancelled', payment_status: 'paid' })).toBe(false);
  });
});

describe('validation', () => {
  it('recognises emails, Indian mobiles and pincodes', () => {
    expect(isEmail('priya@example.in')).toBe(true);
    expect(isEmail('priya@')).toBe(false);
    expect(isMobile('9876543210')).toBe(true);
    expect(isMobile('+91 9876543210')).toBe(true);
    expect(isMobile('12345')).toBe(false);
    expect(sanitizePincode('60a0 0321')).toBe('600032');
  });

  it('names every missing contact field', () => {
    expect(Object.keys(validateContact({}))).toEqual(['name', 'email', 'phone', 'subject', 'message']);
    expect(
      validateContact({
        name: 'Priya',
        email: 'p@example.in',
        phone: '9876543210',
        subject: 'Hi',
        message: 'x',
      }),
    ).toEqual({});
    expect(validateContact({ name: 'a'.repeat(101) }).name).toBe('Name must be at most 100 characters.');
  });
});
