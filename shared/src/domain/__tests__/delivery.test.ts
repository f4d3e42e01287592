import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_MESSAGES,
  checkDeliveryTo,
  deliveryDate,
  deliveryDayWords,
  deliveryZone,
  parseTimeOfDay,
  type DeliveryPlace,
  type DeliverySettings,
} from '../delivery';

const warehouse: DeliveryPlace = { pincode: '600032', city: 'Chennai', state: 'Tamil Nadu' };
const place = (pincode: string, city: string, state: string): DeliveryPlace => ({ pincode, city, state });

const settings: DeliverySettings = {
  cutoffMinutes: 14 * 60,
  holidays: ['2026-12-25'],
  days: DEFAULT_DELIVERY_DAYS,
  unserviceable: { states: ['Andaman and Nicobar Islands', 'Lakshadweep'], pincodes: [] },
  noCod: { states: ['Assam'], pincodes: ['110001'] },
};

/** A moment in India's time (UTC+5:30). */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);

describe('delivery zones from a Chennai warehouse', () => {
  it.each([
    [place('600002', 'Chennai', 'Tamil Nadu'), 'same-city'],
    [place('641001', 'Coimbatore', 'Tamil Nadu'), 'same-state'],
    [place('400001', 'Mumbai', 'Maharashtra'), 'metro'],
    [place('560001', 'Bengaluru', 'Karnataka'), 'metro'],
    [place('110075', 'Dwarka', 'Delhi'), 'metro'],
    [place('302001', 'Jaipur', 'Rajasthan'), 'rest-of-india'],
    [place('781001', 'Kamrup Metro', 'Assam'), 'north-east-jk'],
    [place('190001', 'Srinagar', 'Jammu and Kashmir'), 'north-east-jk'],
    [place('194101', 'Leh', 'Ladakh'), 'north-east-jk'],
    [place('744101', 'South Andaman', 'Andaman and Nicobar Islands'), 'islands'],
    [place('682555', 'Lakshadweep', 'Lakshadweep'), 'islands'],
  ])('%o is %s', (to, zone) => {
    expect(deliveryZone(warehouse, to)).toBe(zone);
  });

  it('a warehouse in the north-east delivers within its own state as same-state, not as remote', () => {
    const guwahati = place('781001', 'Kamrup Metro', 'Assam');
    expect(deliveryZone(guwahati, place('788001', 'Cachar', 'Assam'))).toBe('same-state');
  });
});

describe('delivery dates', () => {
  // Wednesday 2 Dec 2026, 10 am: dispatched the same day; each zone's business days after it.
  it.each([
    ['same-city', '2026-12-03'],
    ['same-state', '2026-12-04'],
    ['metro', '2026-12-05'],
    ['rest-of-india', '2026-12-08'],
    ['north-east-jk', '2026-12-10'],
    ['islands', '2026-12-14'],
  ] as const)('%s from a Wednesday morning order arrives %s, Sundays skipped', (zone, day) => {
    expect(deliveryDate(zone, ist('2026-12-02T10:00:00'), settings)).toBe(day);
  });

  it('a Saturday-afternoon order leaves on Monday: metro by Thu, 3 Dec', () => {
    expect(deliveryDate('metro', ist('2026-11-28T15:30:00'), settings)).toBe('2026-12-03');
  });

  it('a Saturday-morning order leaves on Saturday', () => {
    expect(deliveryDate('metro', ist('2026-11-28T11:00:00'), settings)).toBe('2026-12-02');
  });

  it('the cut-off: a minute before 2 pm IST leaves today, 2 pm itself leaves the next business day', () => {
    expect(deliveryDate('same-city', ist('2026-12-02T13:59:00'), settings)).toBe('2026-12-03');
    expect(deliveryDate('same-city', ist('2026-12-02T14:00:00'), settings)).toBe('2026-12-04');
  });

  it('the cut-off is read in IST whatever the clock of the machine: 8:45 UTC is 2:15 pm in India', () => {
    expect(deliveryDate('same-city', new Date('2026-12-02T08:45:00Z'), settings)).toBe('2026-12-04');
    expect(deliveryDate('same-city', new Date('2026-12-02T08:15:00Z'), settings)).toBe('2026-12-03');
  });

  it('a holiday is skipped in transit', () => {
    // Thursday 24 Dec leaves that day; Friday 25 Dec is a holiday, so it arrives on Saturday.
    expect(deliveryDate('same-city', ist('2026-12-24T10:00:00'), settings)).toBe('2026-12-26');
    expect(deliveryDate('same-city', ist('2026-12-24T10:00:00'), { ...settings, holidays: [] })).toBe(
      '2026-12-25',
    );
  });

  it('an order on a holiday leaves on the next business day', () => {
    expect(deliveryDate('same-city', ist('2026-12-25T09:00:00'), settings)).toBe('2026-12-28');
  });

  it('a Sunday just after midnight IST (still Saturday in UTC) waits for Monday', () => {
    expect(deliveryDate('same-city', new Date('2026-11-28T18:31:00Z'), settings)).toBe('2026-12-01');
  });

  it('the days per zone come from the settings', () => {
    const slower = { ...settings, days: { ...DEFAULT_DELIVERY_DAYS, metro: 4 } };
    expect(deliveryDate('metro', ist('2026-11-28T15:30:00'), slower)).toBe('2026-12-04');
  });
});

describe('the answer', () => {
  const now = ist('2026-11-28T15:30:00');

  it('a serviceable pincode gets the date in words and whether Cash on Delivery is taken', () => {
    expect(checkDeliveryTo(warehouse, place('560001', 'Bengaluru', 'Karnataka'), now, settings)).toEqual({
      pincode: '560001',
      serviceable: true,
      zone: 'metro',
      date: '2026-12-03',
      message: 'Delivery by Thu, 3 Dec',
      cod: true,
    });
    expect(checkDeliveryTo(warehouse, place('781001', 'Kamrup Metro', 'Assam'), now, settings).cod).toBe(
      false,
    );
    expect(checkDeliveryTo(warehouse, place('110001', 'New Delhi', 'Delhi'), now, settings).cod).toBe(false);
  });

  it('the islands are refused by their state, and other places by pincode or by its first digits', () => {
    expect(
      checkDeliveryTo(
        warehouse,
        place('744101', 'South Andaman', 'Andaman and Nicobar Islands'),
        now,
        settings,
      ),
    ).toEqual({
      pincode: '744101',
      serviceable: false,
      zone: null,
      date: null,
      message: 'Sorry, we do not deliver to 744101 yet',
      cod: false,
    });
    const refusing = { ...settings, unserviceable: { states: [], pincodes: ['302', '400001'] } };
    expect(
      checkDeliveryTo(warehouse, place('302001', 'Jaipur', 'Rajasthan'), now, refusing).serviceable,
    ).toBe(false);
    expect(
      checkDeliveryTo(warehouse, place('400001', 'Mumbai', 'Maharashtra'), now, refusing).serviceable,
    ).toBe(false);
    expect(
      checkDeliveryTo(warehouse, place('400002', 'Mumbai', 'Maharashtra'), now, refusing).serviceable,
    ).toBe(true);
  });

  it('words: weekday, day and month', () => {
    expect(deliveryDayWords('2026-12-03')).toBe('Thu, 3 Dec');
    expect(deliveryDayWords('2027-01-26')).toBe('Tue, 26 Jan');
    expect(DELIVERY_MESSAGES.unserviceable('682555')).toBe('Sorry, we do not deliver to 682555 yet');
  });

  it.each([
    ['14:00', 840],
    ['9:30', 570],
    ['23:59', 1439],
    ['24:00', null],
    ['2 pm', null],
  ])('the time of day %s is %s minutes', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });
});
