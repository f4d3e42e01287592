import { DEFAULT_SITE_CONFIG, grievanceOfficerOf, type SiteConfig } from '@harmony/shared';
import { bootState, CONFIG_TIMEOUT_MS, CONFIG_URL } from '../../config/boot-state';
import type { AreaRemote } from '../../types/area-remote';

export interface RuntimeConfig extends SiteConfig {
  /** Where each remote's mf-manifest.json (or remoteEntry.js) lives: edited per deployment, never rebuilt. */
  remotes: Partial<Record<AreaRemote, string>>;
}

function isRecordOfStrings(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
  );
}

async function fetchConfig(): Promise<unknown> {
  const response = await fetch(CONFIG_URL, {
    cache: 'no-cache',
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  return response.json();
}

/**
 * Reads config.json served beside the shell (the page's boot script has usually fetched it already);
 * a missing or broken file leaves the areas to their fallback.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const raw = ((await (bootState()?.config ?? fetchConfig())) ?? {}) as Partial<RuntimeConfig>;
    return {
      remotes: isRecordOfStrings(raw.remotes) ? raw.remotes : {},
      contactEmail:
        typeof raw.contactEmail === 'string' ? raw.contactEmail : DEFAULT_SITE_CONFIG.contactEmail,
      contactPhone:
        typeof raw.contactPhone === 'string' ? raw.contactPhone : DEFAULT_SITE_CONFIG.contactPhone,
      grievanceOfficer: grievanceOfficerOf(raw.grievanceOfficer),
    };
  } catch (error) {
    console.error('Could not read the runtime configuration', error);
    return { ...DEFAULT_SITE_CONFIG, remotes: {} };
  }
}
