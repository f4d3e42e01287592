import {
  FEDERATION_RUNTIME,
  packageOf,
  runtimeDeclarations,
  sharedMismatches,
  type SharedDeclaration,
} from '../shared-versions';

/** What the shell provides today (its build's share config). */
const SHELL = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
  axios: '1.21.1',
  '@harmony/shared': '1.0.0',
  '@harmony/shared/router': '1.0.0',
};

/** A remote's manifest `shared` list as the build writes it (catalog/dist/mf-manifest.json). */
const aligned: SharedDeclaration[] = [
  { name: '@harmony/shared/router', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: '@harmony/shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: 'axios', version: '1.21.1', singleton: true, requiredVersion: '^1.21.1' },
  { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
  { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
];

const withEntry = (name: string, change: Partial<SharedDeclaration>) =>
  aligned.map((entry) => (entry.name === name ? { ...entry, ...change } : entry));

describe('packageOf', () => {
  it('names the package of a sub-path, scoped or not', () => {
    expect(packageOf('react')).toBe('react');
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('@harmony/shared')).toBe('@harmony/shared');
    expect(packageOf('@harmony/shared/router')).toBe('@harmony/shared');
  });
});

describe('sharedMismatches', () => {
  it('accepts a remote built from the same lockfile', () => {
    expect(sharedMismatches(aligned, SHELL)).toEqual([]);
  });

  it('accepts a remote that asks for less than the shell has (an older patch or minor, same major)', () => {
    const older = withEntry('react', { version: '19.2.0', requiredVersion: '^19.2.0' });
    expect(sharedMismatches(older, SHELL)).toEqual([]);
    expect(sharedMismatches(withEntry('zustand', { requiredVersion: '~5.1.0' }), SHELL)).toEqual([]);
    expect(sharedMismatches(withEntry('axios', { requiredVersion: '1.21.1' }), SHELL)).toEqual([]);
    expect(sharedMismatches(withEntry('react', { requiredVersion: '>=19.0.0 <20.0.0' }), SHELL)).toEqual([]);
    expect(sharedMismatches(withEntry('react', { requiredVersion: '^18.0.0 || ^19.0.0' }), SHELL)).toEqual(
      [],
    );
  });

  it('refuses a remote whose requiredVersion the shell does not satisfy', () => {
    expect(
      sharedMismatches(withEntry('react', { version: '20.0.0', requiredVersion: '^20.0.0' }), SHELL),
    ).toEqual([{ module: 'react', required: '^20.0.0', provided: '19.3.1' }]);
    // A newer minor than the shell has: the remote may use what the shell's copy lacks.
    expect(
      sharedMismatches(withEntry('zustand', { version: '5.2.0', requiredVersion: '^5.2.0' }), SHELL),
    ).toEqual([{ module: 'zustand', required: '^5.2.0', provided: '5.1.0' }]);
    expect(sharedMismatches(withEntry('react-dom', { requiredVersion: '~19.4.0' }), SHELL)).toEqual([
      { module: 'react-dom', required: '~19.4.0', provided: '19.3.1' },
    ]);
    expect(sharedMismatches(withEntry('axios', { requiredVersion: '1.21.2' }), SHELL)).toEqual([
      { module: 'axios', required: '1.21.2', provided: '1.21.1' },
    ]);
  });

  it('refuses another major of @harmony/shared, however loose the declared range', () => {
    const shared2 = withEntry('@harmony/shared', { version: '2.0.0', requiredVersion: '^2.0.0' });
    expect(sharedMismatches(shared2, SHELL)).toEqual([
      { module: '@harmony/shared', required: '^2.0.0', provided: '1.0.0' },
    ]);
    const loose = withEntry('@harmony/shared', { version: '2.0.0', requiredVersion: '>=1.0.0' });
    expect(sharedMismatches(loose, SHELL)).toEqual([
      { module: '@harmony/shared', required: '2.x', provided: '1.0.0' },
    ]);
    const unranged = withEntry('react', { version: '20.1.0', requiredVersion: false });
    expect(sharedMismatches(unranged, SHELL)).toEqual([
      { module: 'react', required: '20.x', provided: '19.3.1' },
    ]);
  });

  it('judges a sub-path by its package when the shell does not name it', () => {
    const router2 = withEntry('@harmony/shared/router', { version: '2.0.0', requiredVersion: '^2.0.0' });
    expect(sharedMismatches(router2, SHELL)).toEqual([
      { module: '@harmony/shared/router', required: '^2.0.0', provided: '1.0.0' },
    ]);
    expect(
      sharedMismatches(
        withEntry('react/jsx-runtime', { version: '20.0.0', requiredVersion: '^20.0.0' }),
        SHELL,
      ),
    ).toEqual([{ module: 'react/jsx-runtime', required: '^20.0.0', provided: '19.3.1' }]);
  });

  it('leaves alone what the shell does not provide, and odd entries', () => {
    const extra = [
      ...aligned,
      { name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0' },
      { name: 'react-router-dom', version: '8.0.0', requiredVersion: '^8.0.0' },
      {} as SharedDeclaration,
    ];
    expect(sharedMismatches(extra, SHELL)).toEqual([]);
    // The shell shares react-router-dom: then it is checked like the rest.
    expect(sharedMismatches(extra, { ...SHELL, 'react-router-dom': '7.18.5' })).toEqual([
      { module: 'react-router-dom', required: '^8.0.0', provided: '7.18.5' },
    ]);
  });

  it('lists every module out of line', () => {
    const upgraded = aligned.map((entry) =>
      entry.name.startsWith('react') ? { ...entry, version: '20.0.0', requiredVersion: '^20.0.0' } : entry,
    );
    expect(sharedMismatches(upgraded, SHELL).map((m) => m.module)).toEqual([
      'react-dom/client',
      'react-dom',
      'react/jsx-runtime',
      'react',
    ]);
  });
});

describe("the federation runtime, shared as the page's one", () => {
  const shell = { ...SHELL, [FEDERATION_RUNTIME]: '2.9.2' };
  const builtWith = (pluginVersion: unknown) => [...aligned, ...runtimeDeclarations({ pluginVersion })];

  it('reads the version a remote was built with from its manifest', () => {
    expect(runtimeDeclarations({ pluginVersion: '2.9.2' })).toEqual([
      { name: FEDERATION_RUNTIME, version: '2.9.2', requiredVersion: '~2.9.2' },
    ]);
    expect(runtimeDeclarations({})).toEqual([]);
    expect(runtimeDeclarations({ pluginVersion: 3 })).toEqual([]);
    expect(runtimeDeclarations(undefined)).toEqual([]);
  });

  it('runs a remote of the same major and minor, an older patch included', () => {
    expect(sharedMismatches(builtWith('2.9.2'), shell)).toEqual([]);
    expect(sharedMismatches(builtWith('2.9.0'), shell)).toEqual([]);
  });

  it('refuses a remote built with another minor or major of the runtime', () => {
    expect(sharedMismatches(builtWith('2.10.0'), shell)).toEqual([
      { module: FEDERATION_RUNTIME, required: '~2.10.0', provided: '2.9.2' },
    ]);
    expect(sharedMismatches(builtWith('2.8.4'), shell)).toEqual([
      { module: FEDERATION_RUNTIME, required: '~2.8.4', provided: '2.9.2' },
    ]);
    expect(sharedMismatches(builtWith('3.0.0'), shell)).toEqual([
      { module: FEDERATION_RUNTIME, required: '~3.0.0', provided: '2.9.2' },
    ]);
  });
});
