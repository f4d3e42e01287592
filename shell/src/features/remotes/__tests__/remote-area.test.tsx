import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router-dom';
import { RemoteArea, type RemoteAreaInfo } from '../remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const catalog: RemoteAreaInfo = { remote: 'catalog', label: 'Products' };
const account: RemoteAreaInfo = { remote: 'account', label: 'Your account' };

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteArea', () => {
  it('shows the remote routes once loaded', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <p>catalog routes</p> });
    render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('catalog routes')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('catalog/routes');
  });

  it('shows an area loaded before at once when the shopper comes back to it', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <p>catalog routes</p> });
    const { unmount } = render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    await screen.findByText('catalog routes');
    unmount();
    mockedLoadRemote.mockClear();

    render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    expect(screen.getByText('catalog routes')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('retries a failed load, then shows the fallback, and Retry loads it again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003'));
    render(
      <MemoryRouter>
        <RemoteArea area={account} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading Your account' })).toBeInTheDocument();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your account is unavailable right now' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

    mockedLoadRemote.mockResolvedValue({ default: () => <p>account is back</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('account is back')).toBeInTheDocument();
  });
});
