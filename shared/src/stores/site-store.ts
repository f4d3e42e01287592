import { create } from 'zustand';

/** Deployment facts the shell reads at run time (config.json beside it); defaults serve a remote run alone. */
export interface SiteConfig {
  contactEmail: string;
  contactPhone: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  contactEmail: 'support@harmony.example',
  contactPhone: '+91 44 4000 1234',
};

export const useSiteStore = create<SiteConfig>()(() => DEFAULT_SITE_CONFIG);
