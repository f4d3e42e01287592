import { foldStateName } from './gst-states';
import { PINCODE_MESSAGES, type PincodePlace } from './pincodes';

/**
 * "Check delivery": where a parcel from the warehouse can go, and by when. Pure functions of the two
 * places, the time of asking and the shop's settings, so the api's answer, create-order's refusal and
 * the tests read one rule.
 */

/** How far a parcel travels from the warehouse, nearest first. */
export const DELIVERY_ZONES = [
  'same-city',
  'same-state',
  'metro',
  'rest-of-india',
  'north-east-jk',
  'islands',
] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** Business days in transit after the day of dispatch, per zone (DELIVERY_DAYS overrides them). */
export const DEFAULT_DELIVERY_DAYS: Readonly<Record<DeliveryZone, number>> = {
  'same-city': 1,
  'same-state': 2,
  metro: 3,
  'rest-of-india': 5,
  'north-east-jk': 7,
  islands: 10,
};

/** The north-east and Jammu and Kashmir (with Ladakh): few flights and long roads, so the couriers' slowest lanes. */
export const NORTH_EAST_AND_JK_STATES = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
] as const;

export const ISLAND_STATES = ['Andaman and Nicobar Islands', 'Lakshadweep'] as const;

/** The metros the couriers serve by air every day; all of Delhi counts as one. */
const METRO_CITIES = ['mumbai', 'kolkata', 'chennai', 'bengaluru', 'hyderabad', 'pune', 'ahmedabad'];
const METRO_STATES = ['delhi'];

/** The part of a pincode's place the rule reads. */
export type DeliveryPlace = Pick<PincodePlace, 'pincode' | 'city' | 'state'>;

/** Where the shop will not go, and where it will not take cash: a state, a pincode, or a pincode's start. */
export interface PlaceList {
  states: readonly string[];
  /** Six digits: that pincode; fewer: every pincode that starts with them ("744"). */
  pincodes: readonly string[];
}

export interface DeliverySettings {
  /** The dispatch cut-off in minutes after midnight IST: an order after it leaves the next business day. */
  cutoffMinutes: number;
  /** Days without pickups besides Sundays, as YYYY-MM-DD (IST). */
  holidays: readonly string[];
  days: Readonly<Record<DeliveryZone, number>>;
  unserviceable: PlaceList;
  /** Where Cash on Delivery is not offered; never where the shop does not deliver at all. */
  noCod: PlaceList;
}

export const DELIVERY_MESSAGES = {
  deliveryBy: (words: string) => `Delivery by ${words}`,
  unserviceable: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet`,
  malformed: PINCODE_MESSAGES.malformed,
  unknown: PINCODE_MESSAGES.unknown,
  cod: (available: boolean) =>
    available ? 'Cash on Delivery available' : 'Cash on Delivery is not available for this pincode',
  failed: 'Could not check delivery. Please try again.',
} as const;

const same = (a: string, b: string) => foldStateName(a) === foldStateName(b);
const inStates = (state: string, states: readonly string[]) => states.some((s) => same(s, state));

/** Whether the list names this pincode, by itself, by its start, or by its state (known places only). */
export function listIncludes(list: PlaceList, pincode: string, state: string | null): boolean {
  return (
    list.pincodes.some((entry) => pincode.startsWith(entry)) ||
    (state !== null && inStates(state, list.states))
  );
}

/** The zone of a parcel from the warehouse to a place. */
export function deliveryZone(from: DeliveryPlace, to: DeliveryPlace): DeliveryZone {
  if (same(from.state, to.state)) return same(from.city, to.city) ? 'same-city' : 'same-state';
  if (inStates(to.state, ISLAND_STATES)) return 'islands';
  if (inStates(to.state, NORTH_EAST_AND_JK_STATES)) return 'north-east-jk';
  const city = to.city.trim().toLowerCase();
  if (METRO_CITIES.includes(city) || METRO_STATES.includes(foldStateName(to.state))) return 'metro';
  return 'rest-of-india';
}

/** India keeps one time, UTC+5:30, all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A day as YYYY-MM-DD, counted as UTC midnights so adding days never meets a clock change. */
const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

function isBusinessDay(dayMs: number, holidays: readonly string[]): boolean {
  return new Date(dayMs).getUTCDay() !== 0 && !holidays.includes(isoDay(dayMs));
}

function nextBusinessDay(dayMs: number, holidays: readonly string[]): number {
  let day = dayMs + DAY_MS;
  while (!isBusinessDay(day, holidays)) day += DAY_MS;
  return day;
}

/**
 * The day a parcel ordered at `now` arrives in that zone (YYYY-MM-DD, IST): it leaves today when
 * ordered before the cut-off on a business day, else on the next business day, then travels the zone's
 * business days; Sundays and holidays are skipped both ways.
 */
export function deliveryDate(zone: DeliveryZone, now: Date, settings: DeliverySettings): string {
  const local = now.getTime() + IST_OFFSET_MS;
  const today = Math.floor(local / DAY_MS) * DAY_MS;
  const minutes = (local - today) / 60_000;
  let day =
    isBusinessDay(today, settings.holidays) && minutes < settings.cutoffMinutes
      ? today
      : nextBusinessDay(today, settings.holidays);
  for (let left = settings.days[zone]; left > 0; left--) day = nextBusinessDay(day, settings.holidays);
  return isoDay(day);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Thu, 3 Dec" for 2026-12-03. */
export function deliveryDayWords(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The answer to "Check delivery" for a pincode, as the api gives it and the pages show it. */
export type DeliveryAnswer =
  | {
      pincode: string;
      serviceable: true;
      zone: DeliveryZone;
      /** YYYY-MM-DD, IST. */
      date: string;
      /** "Delivery by Thu, 3 Dec". */
      message: string;
      cod: boolean;
    }
  | { pincode: string; serviceable: false; zone: null; date: null; message: string; cod: false };

/**
 * Check delivery from the warehouse to a known place. A pincode the directory does not hold has no
 * zone: the caller answers it as unknown, unless the lists refuse it by its digits (unserviceable()).
 */
export function checkDeliveryTo(
  from: DeliveryPlace,
  to: DeliveryPlace,
  now: Date,
  settings: DeliverySettings,
): DeliveryAnswer {
  if (listIncludes(settings.unserviceable, to.pincode, to.state)) return unserviceable(to.pincode);
  const zone = deliveryZone(from, to);
  const date = deliveryDate(zone, now, settings);
  return {
    pincode: to.pincode,
    serviceable: true,
    zone,
    date,
    message: DELIVERY_MESSAGES.deliveryBy(deliveryDayWords(date)),
    cod: !listIncludes(settings.noCod, to.pincode, to.state),
  };
}

export function unserviceable(pincode: string): DeliveryAnswer {
  return {
    pincode,
    serviceable: false,
    zone: null,
    date: null,
    message: DELIVERY_MESSAGES.unserviceable(pincode),
    cod: false,
  };
}

/** "14:00" → 840; null for anything but a time of day. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The sessionStorage key under which a guest's pincode is remembered for the visit, by every app. */
export const DELIVERY_PINCODE_KEY = 'deliveryPincode';
