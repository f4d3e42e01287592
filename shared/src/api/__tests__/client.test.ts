import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { errorMessage, failedResponse, HttpError, serverFieldErrors } from '../client';
import { fetchProduct } from '../products';

function axiosFailure(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  const response: AxiosResponse = { status, statusText: String(status), data, headers: {}, config };
  return new AxiosError(`HTTP ${status}`, undefined, config, undefined, response);
}

describe('failed calls read alike on the axios and the fetch path', () => {
  it.each([
    ['axios', axiosFailure(400, { message: 'Pincode must be 6 digits', fields: { pincode: 'Six digits' } })],
    ['fetch', new HttpError(400, { message: 'Pincode must be 6 digits', fields: { pincode: 'Six digits' } })],
  ])('%s: status, message and field messages', (_path, error) => {
    expect(failedResponse(error)?.status).toBe(400);
    expect(errorMessage(error, 'Error saving address')).toBe('Pincode must be 6 digits');
    expect(serverFieldErrors(error, ['pincode', 'city'] as const)).toEqual({ pincode: 'Six digits' });
  });

  it('a call that got no answer has no response, and the caller’s fallback is shown', () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK');
    expect(failedResponse(offline)).toBeUndefined();
    expect(errorMessage(offline, 'Something went wrong. Try again.')).toBe(
      'Something went wrong. Try again.',
    );
    expect(serverFieldErrors(new Error('boom'), ['email'] as const)).toEqual({});
  });

  it('ignores blank messages and fields outside the form', () => {
    const error = new HttpError(400, { message: '  ', fields: { password: 'Too short', email: '' } });
    expect(errorMessage(error, 'Registration failed')).toBe('Registration failed');
    expect(serverFieldErrors(error, ['email'] as const)).toEqual({});
  });
});

describe('catalogue reads (fetch)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('answers the product, and throws an HttpError with the status for a missing one', async () => {
    // jsdom has no Response: the answer needs only what getJson reads.
    const answer = (status: number, body: unknown) =>
      ({ ok: status < 400, status, json: async () => body }) as Response;
    global.fetch = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('/7')
        ? answer(200, { id: 7, title: 'Harmony M1' })
        : answer(404, { message: 'Product not found' }),
    ) as typeof fetch;
    await expect(fetchProduct(7)).resolves.toMatchObject({ id: 7 });
    const error: unknown = await fetchProduct(8).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(failedResponse(error)).toEqual({ status: 404, data: { message: 'Product not found' } });
    expect(global.fetch).toHaveBeenCalledWith('/api/products/8', expect.anything());
  });
});
