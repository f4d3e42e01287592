import { act, render, screen } from '@testing-library/react';
import { FREE_SHIPPING } from '../../domain/shipping-charge';
import { loadTaxRate, useTaxRate, useTaxRateStore } from '../tax-rate-store';

const realFetch = global.fetch;
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
const config = {
  gateway: 'sandbox',
  keyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/x.js',
  taxRatePercent: 18,
};

function Rate() {
  const percent = useTaxRate();
  return <p>{percent === null ? 'unknown' : `${percent}%`}</p>;
}

beforeEach(() => {
  useTaxRateStore.setState({ percent: null, shipping: FREE_SHIPPING, cod: null });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  global.fetch = realFetch;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('reads GET /api/payment/config once: screens asking meanwhile share the read', async () => {
  global.fetch = jest.fn(async () => answer(200, config)) as typeof fetch;
  render(
    <>
      <Rate />
      <Rate />
    </>,
  );
  expect(screen.getAllByText('unknown')).toHaveLength(2);
  expect(await screen.findAllByText('18%')).toHaveLength(2);
  expect(global.fetch).toHaveBeenCalledTimes(1);
  expect(global.fetch).toHaveBeenCalledWith('/api/payment/config', expect.anything());
  await loadTaxRate();
  expect(global.fetch).toHaveBeenCalledTimes(1);
});

test('stays unknown while the api does not answer with a rate, and asks again while a screen waits', async () => {
  jest.useFakeTimers();
  global.fetch = jest
    .fn()
    .mockResolvedValueOnce(answer(503, {}))
    .mockResolvedValueOnce(answer(200, { gateway: 'sandbox' }))
    .mockResolvedValueOnce(answer(200, { ...config, taxRatePercent: 5 })) as typeof fetch;
  render(<Rate />);
  await act(async () => undefined);
  expect(screen.getByText('unknown')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(5000));
  expect(screen.getByText('unknown')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(5000));
  expect(screen.getByText('5%')).toBeInTheDocument();
  expect(global.fetch).toHaveBeenCalledTimes(3);
  expect(console.warn).toHaveBeenCalledTimes(2);
});

test('keeps the delivery charge the api names with the rate; free when it names none', async () => {
  const shipping = { feePaise: 4900, freeFromPaise: 99_900 };
  const cod = { feePaise: 4900, maxOrderPaise: 1_000_000, maxOpen: 2 };
  global.fetch = jest.fn(async () => answer(200, { ...config, shipping, cod })) as typeof fetch;
  await loadTaxRate();
  expect(useTaxRateStore.getState()).toEqual({ percent: 18, shipping, cod });

  useTaxRateStore.setState({ percent: null, shipping });
  global.fetch = jest.fn(async () => answer(200, config)) as typeof fetch;
  await loadTaxRate();
  expect(useTaxRateStore.getState()).toEqual({ percent: 18, shipping: FREE_SHIPPING, cod: null });
});
