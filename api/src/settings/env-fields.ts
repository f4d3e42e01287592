import { z } from 'zod';
import { gstStateCode } from '@harmony/shared/gst';

// The shapes the settings are read with (api/src/config.ts and its parts): a blank value is unset.

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
export const textOr = (fallback: string) =>
  z.preprocess(blankToUndefined, z.string().trim().default(fallback));

/** A comma-separated list; "none" is the empty list (a blank value keeps the default). */
export const listOf = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess((value) => {
    const text = blankToUndefined(value);
    if (typeof text !== 'string') return text;
    return text.trim() === 'none' ? [] : text.split(',').map((part) => part.trim());
  }, z.array(item));

export const knownState = (name: string) =>
  z
    .string()
    .refine((state) => gstStateCode(state) !== null, `${name} must name Indian states or union territories`);

export const pincodeOrPrefix = (name: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/, `${name} must be pincodes or their first digits (1 to 6, not starting with 0)`);

/** An amount in rupees with at most 2 decimals (a fee, a threshold). */
export const rupees = (name: string) =>
  z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .multipleOf(0.01, `${name} must be an amount in rupees with at most 2 decimals`);
export const toPaise = (rupeesValue: number) => Math.round(rupeesValue * 100);
