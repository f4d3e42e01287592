import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { MemoryRouter } from 'react-router-dom';
import { AREAS } from '../../../app/areas';
import { RemoteArea } from '../remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const catalog = AREAS.find((area) => area.remote === 'catalog')!;

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

  it('retries a failed load, then shows the fallback, and Retry loads it again', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('RUNTIME-003'));
    render(
      <MemoryRouter>
        <RemoteArea area={catalog} />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Products is unavailable right now' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);

    mockedLoadRemote.mockResolvedValue({ default: () => <p>catalog is back</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('catalog is back')).toBeInTheDocument();
  });
});
