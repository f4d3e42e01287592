import { create } from 'zustand';

/** Deployment facts the shell reads at run time (config.json beside it); defaults serve a remote run alone. */
/** The officer the Consumer Protection (E-Commerce) Rules, 2020 ask a shop to name for complaints. */
export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
}

export interface SiteConfig {
  contactEmail: string;
  contactPhone: string;
  grievanceOfficer: GrievanceOfficer;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  contactEmail: 'support@harmony.example',
  contactPhone: '+91 44 4000 1234',
  grievanceOfficer: {
    name: 'Meena Krishnan',
    designation: 'Grievance Officer',
    email: 'grievance@harmony.example',
    phone: '+91 44 4000 1299',
  },
};

/** A grievance officer as config.json gives one: every field text, else the default. */
export function grievanceOfficerOf(value: unknown): GrievanceOfficer {
  const given = (value ?? {}) as Partial<Record<keyof GrievanceOfficer, unknown>>;
  const fallback = DEFAULT_SITE_CONFIG.grievanceOfficer;
  const text = (key: keyof GrievanceOfficer) =>
    typeof given[key] === 'string' && given[key].trim() ? given[key].trim() : fallback[key];
  return { name: text('name'), designation: text('designation'), email: text('email'), phone: text('phone') };
}

export const useSiteStore = create<SiteConfig>()(() => DEFAULT_SITE_CONFIG);
