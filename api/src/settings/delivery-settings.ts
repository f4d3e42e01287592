import { z } from 'zod';
import type { CodTerms, ShippingRule } from '@harmony/shared/domain';
import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_ZONES,
  type DeliverySettings,
  type DeliveryZone,
  ISLAND_STATES,
  NORTH_EAST_AND_JK_STATES,
  parseTimeOfDay,
} from '@harmony/shared/delivery';
import { blankToUndefined, knownState, listOf, pincodeOrPrefix, rupees, toPaise } from './env-fields';

// Delivery and how it is paid for: Check delivery's calendar and zones, the delivery charge, and Cash on
// Delivery's terms (README: Check delivery, Cash on Delivery).

/** Check delivery (README: Delivery): the rule's settings and where parcels leave from. */
export interface DeliveryConfig extends DeliverySettings {
  /** The warehouse's pincode: zones and dates are counted from it. */
  warehousePincode: string;
}

/** What the api's configuration holds of delivery (AppConfig's delivery, shipping and cod). */
export interface DeliveryAndCash {
  delivery: DeliveryConfig;
  /** The delivery charge: DELIVERY_FEE_RUPEES below FREE_DELIVERY_FROM_RUPEES of goods (default free). */
  shipping: ShippingRule;
  /** Cash on Delivery: its fee, the largest order and the open COD orders a customer may have. */
  cod: CodTerms & {
    /** An unconfirmed COD order is cancelled this long after it was placed (COD_CONFIRM_HOURS). */
    confirmWithinMs: number;
  };
}

/** The environment variables of delivery and Cash on Delivery, as config.ts's EnvSchema reads them. */
export const DELIVERY_ENV = {
  DELIVERY_FEE_RUPEES: z.preprocess(blankToUndefined, rupees('DELIVERY_FEE_RUPEES').default(0)),
  FREE_DELIVERY_FROM_RUPEES: z.preprocess(blankToUndefined, rupees('FREE_DELIVERY_FROM_RUPEES').optional()),
  COD_FEE_RUPEES: z.preprocess(blankToUndefined, rupees('COD_FEE_RUPEES').default(49)),
  COD_MAX_ORDER_RUPEES: z.preprocess(blankToUndefined, rupees('COD_MAX_ORDER_RUPEES').default(10_000)),
  COD_MAX_OPEN: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(100).default(2)),
  COD_CONFIRM_HOURS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .positive()
      .max(24 * 14)
      .default(24),
  ),
  WAREHOUSE_PINCODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[1-9]\d{5}$/, 'WAREHOUSE_PINCODE must be a pincode: 6 digits, not starting with 0')
      .default('600032'),
  ),
  DISPATCH_CUTOFF: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => parseTimeOfDay(value) !== null,
        'DISPATCH_CUTOFF must be a time of day in IST, HH:MM',
      )
      .default('14:00'),
  ),
  DELIVERY_HOLIDAYS: listOf(
    z.iso.date('DELIVERY_HOLIDAYS must be dates as YYYY-MM-DD, separated by commas'),
  ).optional(),
  DELIVERY_DAYS: z.preprocess(blankToUndefined, z.string().optional()),
  UNSERVICEABLE_STATES: listOf(knownState('UNSERVICEABLE_STATES')).default([...ISLAND_STATES]),
  UNSERVICEABLE_PINCODES: listOf(pincodeOrPrefix('UNSERVICEABLE_PINCODES')).default([]),
  COD_UNAVAILABLE_STATES: listOf(knownState('COD_UNAVAILABLE_STATES')).default([...NORTH_EAST_AND_JK_STATES]),
  COD_UNAVAILABLE_PINCODES: listOf(pincodeOrPrefix('COD_UNAVAILABLE_PINCODES')).default([]),
};

/**
 * The days no courier picks up besides Sundays, when DELIVERY_HOLIDAYS is unset: India's national
 * holidays (Republic Day, Independence Day, Gandhi Jayanti) and Christmas, this year and next. The
 * festivals that move with the moon (Holi, Diwali) are the shop's to list.
 */
export function defaultHolidays(now: Date): string[] {
  const year = now.getUTCFullYear();
  return [year, year + 1].flatMap((y) => ['01-26', '08-15', '10-02', '12-25'].map((day) => `${y}-${day}`));
}

/** DELIVERY_DAYS: "metro:4,rest-of-india:6" over the defaults, each zone's business days in transit. */
function deliveryDays(value: string | undefined): Record<DeliveryZone, number> {
  const days = { ...DEFAULT_DELIVERY_DAYS };
  for (const entry of value ? value.split(',') : []) {
    const [zone, count] = entry.split(':').map((part) => part.trim());
    if (!DELIVERY_ZONES.includes(zone as DeliveryZone) || !/^\d{1,2}$/.test(count ?? '')) {
      throw new Error(
        `Invalid configuration: DELIVERY_DAYS takes zone:days pairs separated by commas (zones: ` +
          `${DELIVERY_ZONES.join(', ')}), not "${entry.trim()}"`,
      );
    }
    days[zone as DeliveryZone] = Number(count);
  }
  return days;
}

/** The settings from the environment as DELIVERY_ENV read it. */
export function deliverySettings(e: z.infer<z.ZodObject<typeof DELIVERY_ENV>>): DeliveryAndCash {
  return {
    delivery: {
      warehousePincode: e.WAREHOUSE_PINCODE,
      cutoffMinutes: parseTimeOfDay(e.DISPATCH_CUTOFF)!,
      holidays: e.DELIVERY_HOLIDAYS ?? defaultHolidays(new Date()),
      days: deliveryDays(e.DELIVERY_DAYS),
      unserviceable: { states: e.UNSERVICEABLE_STATES, pincodes: e.UNSERVICEABLE_PINCODES },
      noCod: { states: e.COD_UNAVAILABLE_STATES, pincodes: e.COD_UNAVAILABLE_PINCODES },
    },
    shipping: {
      feePaise: toPaise(e.DELIVERY_FEE_RUPEES),
      freeFromPaise: e.FREE_DELIVERY_FROM_RUPEES === undefined ? null : toPaise(e.FREE_DELIVERY_FROM_RUPEES),
    },
    cod: {
      feePaise: toPaise(e.COD_FEE_RUPEES),
      maxOrderPaise: toPaise(e.COD_MAX_ORDER_RUPEES),
      maxOpen: e.COD_MAX_OPEN,
      confirmWithinMs: Math.round(e.COD_CONFIRM_HOURS * 3_600_000),
    },
  };
}
