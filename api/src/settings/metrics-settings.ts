import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { blankToUndefined } from './env-fields';

// Who may read GET /metrics besides the loopback (README: Metrics and tracing).

export interface MetricsSettings {
  /** Addresses and CIDR ranges (10.0.0.0/8, 2001:db8::/32) that may read /metrics; the loopback always may. */
  metricsAllow: string[];
}

const validEntry = (entry: string) => ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/** The environment variable of metrics, as config.ts's EnvSchema reads it. */
export const METRICS_ENV = {
  METRICS_ALLOW: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((value) => value.split(/[\s,]+/).filter(Boolean))
      .refine(
        (entries) => entries.every(validEntry),
        'METRICS_ALLOW must be addresses or CIDR ranges (10.0.0.0/8), separated by commas',
      )
      .default([]),
  ),
};

export function metricsSettings(e: z.infer<z.ZodObject<typeof METRICS_ENV>>): MetricsSettings {
  return { metricsAllow: e.METRICS_ALLOW };
}
