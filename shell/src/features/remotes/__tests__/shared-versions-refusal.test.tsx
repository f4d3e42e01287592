import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  loadRemote,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { MESSAGES } from '@harmony/shared';
import { MemoryRouter } from 'react-router-dom';
import { registerAreaRemotes, shellSharedVersions } from '../federation';
import { RemoteArea, type RemoteAreaInfo } from '../remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  satisfy: jest.requireActual('@module-federation/runtime-core').satisfy,
  // The shell's own build instance: what it provides, and a remote's offer registered beside it.
  getInstance: () => ({
    version: '2.9.2',
    options: {
      name: 'shell',
      shared: {
        react: [
          { version: '19.3.1', from: 'shell' },
          { version: '20.0.0', from: 'catalog' },
        ],
        'react-dom': [{ version: '19.3.1', from: 'shell' }],
        zustand: [{ version: '5.1.0', from: 'shell' }],
        '@harmony/shared': [{ version: '1.0.0', from: 'shell' }],
      },
    },
  }),
}));

const MANIFEST_URL = 'http://localhost/catalog/mf-manifest.json';
const catalog: RemoteAreaInfo = { remote: 'catalog', label: 'Products' };

const manifestWith = (react: string, pluginVersion = '2.9.2') => ({
  metaData: { name: 'catalog', pluginVersion },
  shared: [
    { name: '@harmony/shared', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
    { name: 'react', version: react.replace(/^\^/, ''), singleton: true, requiredVersion: react },
    { name: 'zustand', version: '5.1.0', singleton: true, requiredVersion: '^5.1.0' },
  ],
});
let served: unknown;

/** The plugin the shell registers with the federation runtime. */
function shellPlugin(): ModuleFederationRuntimePlugin {
  registerAreaRemotes({ catalog: '/catalog/mf-manifest.json' });
  const [plugins] = jest.mocked(registerPlugins).mock.calls.at(-1) ?? [];
  return plugins![0]!;
}

beforeEach(() => {
  jest.mocked(loadRemote).mockReset();
  served = manifestWith('^19.3.1');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(
    async () => ({ ok: true, clone: () => ({ json: async () => served }) }) as unknown as Response,
  );
  const plugin = shellPlugin();
  // The runtime as it behaves: the manifest goes through the plugin's fetch hook, and a hook that
  // throws becomes RUNTIME-003 in the runtime's own words.
  jest.mocked(loadRemote).mockImplementation(async () => {
    try {
      await plugin.fetch!(MANIFEST_URL, {}, { name: 'catalog', entry: MANIFEST_URL } as never);
    } catch (error) {
      // The runtime keeps only the words (no cause), which is why the shell keeps its own record.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`[ Federation Runtime ]: RUNTIME-003 ${String(error)}`);
    }
    return { default: () => <p>catalog routes</p> };
  });
});

afterEach(() => jest.restoreAllMocks());

describe('the shell and a remote’s shared versions', () => {
  it('reads what the shell itself provides', () => {
    expect(shellSharedVersions()).toEqual({
      react: '19.3.1',
      'react-dom': '19.3.1',
      zustand: '5.1.0',
      '@harmony/shared': '1.0.0',
      '@module-federation/runtime': '2.9.2',
    });
  });

  it('refuses a remote built with another minor of the federation runtime, which runs on the shell’s', async () => {
    served = manifestWith('^19.3.1', '2.10.1');
    render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(MESSAGES.areaNeedsNewerSite)).toBeVisible();
    expect(screen.queryByText('catalog routes')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      '[harmony] Refused the area "Products" (remote catalog): it requires @module-federation/runtime ~2.10.1, the shell provides @module-federation/runtime 2.9.2',
    );
  });

  it('refuses a remote built for another React: the fallback says so, the operator reads why, Retry checks anew', async () => {
    served = manifestWith('^20.0.0');
    render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Products is unavailable right now' })).toBeVisible();
    expect(screen.getByText(MESSAGES.areaNeedsNewerSite)).toBeVisible();
    expect(screen.queryByText('catalog routes')).not.toBeInTheDocument();
    // Refused at once: trying the same manifest again would not help.
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith(
      '[harmony] Refused the area "Products" (remote catalog): it requires react ^20.0.0, the shell provides react 19.3.1',
    );

    // The remote's team rolls back: Retry fetches the manifest again and mounts the area.
    served = manifestWith('^19.3.1');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('catalog routes')).toBeInTheDocument();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
    const refusals = jest
      .mocked(console.error)
      .mock.calls.filter(([line]) => String(line).startsWith('[harmony] Refused'));
    expect(refusals).toHaveLength(1);
  });

  it('mounts a remote built from the same versions, with nothing logged', async () => {
    render(
      <MemoryRouter>
        <RemoteArea area={{ remote: 'cart_checkout', label: 'Cart and checkout' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('catalog routes')).toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('lets an unreachable manifest fail as before, with the words for a remote that is down', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 }) as unknown as Response);
    jest.mocked(loadRemote).mockRejectedValue(new Error('RUNTIME-003'));
    render(
      <MemoryRouter>
        <RemoteArea area={{ remote: 'account', label: 'Your account' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText(MESSAGES.areaUnavailable, {}, { timeout: 5000 })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });
});
