import { satisfy } from '@module-federation/enhanced/runtime';

/**
 * Which remotes the shell mounts: one whose shared singletons (react, react-dom, the router through
 * @harmony/shared/router, zustand, axios, @harmony/shared) the shell cannot satisfy is refused before
 * any of its code runs, so a page never holds two Reacts or two stores.
 *
 * The rule, for every module in the `shared` list of the remote's mf-manifest.json whose package the
 * shell also provides (a sub-path such as react/jsx-runtime or @harmony/shared/router is judged by its
 * package when the shell does not name it itself):
 *   1. the remote's `requiredVersion` must be satisfied by the version the shell provides (the
 *      federation runtime's own `satisfy`, the one it picks shared versions with: caret, tilde, exact,
 *      x-ranges, comparators and `||`; no `requiredVersion` or `false` checks nothing here), and
 *   2. the remote's own `version` (the copy it was built against) must have the shell's major: code
 *      compiled against React 20 or @harmony/shared 2 does not run on the shell's 19 or 1, whatever
 *      range the remote declares.
 * Modules the shell does not provide are the remote's own business (they cannot be a second copy of
 * anything the shell holds).
 */
export interface SharedDeclaration {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface SharedMismatch {
  /** The shared module as the remote's manifest names it (react, @harmony/shared/router…). */
  module: string;
  /** What the remote asks for: its requiredVersion, or the major it was built against (`20.x`). */
  required: string;
  /** The version the shell provides. */
  provided: string;
}

/** The package a shared module belongs to: react/jsx-runtime → react, @harmony/shared/router → @harmony/shared. */
export function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name);
}

function majorOf(version: string): number | undefined {
  const match = /^\s*[v=]?(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : undefined;
}

/** The declarations of a remote's manifest the shell cannot satisfy (empty: the remote may mount). */
export function sharedMismatches(
  declared: readonly SharedDeclaration[],
  provided: Readonly<Record<string, string>>,
): SharedMismatch[] {
  const mismatches: SharedMismatch[] = [];
  for (const entry of declared) {
    if (typeof entry?.name !== 'string') continue;
    const shellVersion = provided[entry.name] ?? provided[packageOf(entry.name)];
    if (!shellVersion) continue;
    const range = typeof entry.requiredVersion === 'string' ? entry.requiredVersion.trim() : '';
    if (range && !satisfy(shellVersion, range)) {
      mismatches.push({ module: entry.name, required: range, provided: shellVersion });
      continue;
    }
    const built = typeof entry.version === 'string' ? majorOf(entry.version) : undefined;
    if (built !== undefined && built !== majorOf(shellVersion)) {
      mismatches.push({ module: entry.name, required: `${built}.x`, provided: shellVersion });
    }
  }
  return mismatches;
}

/**
 * The federation runtime is shared too: a remote's entries run on the page's one, the shell's
 * (shared/build/federation-runtime.cjs). A remote built with another major or minor of
 * @module-federation/enhanced (its manifest's `metaData.pluginVersion`) may call what the shell's runtime
 * lacks, so it is refused like a shared module out of line; another patch runs.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/** The runtime as one more shared declaration of the remote's manifest (none where it names none). */
export function runtimeDeclarations(metaData: unknown): SharedDeclaration[] {
  const version = (metaData as { pluginVersion?: unknown } | null | undefined)?.pluginVersion;
  return typeof version === 'string' && version
    ? [{ name: FEDERATION_RUNTIME, version, requiredVersion: `~${version}` }]
    : [];
}

/** A remote refused for its shared versions: the area's fallback says the site needs a reload. */
export class SharedVersionsError extends Error {
  override readonly name = 'SharedVersionsError';

  constructor(
    readonly remote: string,
    readonly mismatches: readonly SharedMismatch[],
  ) {
    super(
      `${remote} needs ${mismatches
        .map((m) => `${m.module} ${m.required} (the shell provides ${m.provided})`)
        .join(', ')}`,
    );
  }
}

/** The operator's line, one per refused module: area, module, the remote's requirement, the shell's version. */
export function logRefusal(area: string, remote: string, mismatch: SharedMismatch): void {
  console.error(
    `[harmony] Refused the area "${area}" (remote ${remote}): it requires ${mismatch.module} ${mismatch.required}, the shell provides ${mismatch.module} ${mismatch.provided}`,
  );
}
