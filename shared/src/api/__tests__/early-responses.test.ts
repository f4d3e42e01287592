import { isEarlyReadPath, startEarlyResponse, takeEarlyResponse } from '../early-responses';
import { fetchProduct, fetchProducts } from '../products';

// jsdom has no Response: an answer needs only what the catalogue reads use.
const answer = (status: number, body: unknown) =>
  ({ ok: status < 400, status, json: async () => body }) as Response;

describe('early reads', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    takeEarlyResponse('/api/products');
    takeEarlyResponse('/api/products/4');
  });

  it('reads only the api of this site', () => {
    expect(isEarlyReadPath('/api/products')).toBe(true);
    expect(isEarlyReadPath('/api/products/3')).toBe(true);
    expect(isEarlyReadPath('https://elsewhere.example/api/products')).toBe(false);
    expect(isEarlyReadPath('//elsewhere.example/api/products')).toBe(false);
    expect(isEarlyReadPath('/api/../config.json')).toBe(false);
    expect(isEarlyReadPath('/config.json')).toBe(false);
    expect(isEarlyReadPath('/api/products?x=<script>')).toBe(false);
    expect(isEarlyReadPath('/api/products?page=1')).toBe(true);
    expect(isEarlyReadPath('/api/products?q=2%20ton&sort=price_asc')).toBe(true);
  });

  it('hands the started read to the first catalogue read of that path, and only to it', async () => {
    const products = [{ id: 1, title: 'Harmony M1' }];
    global.fetch = jest.fn(async () => answer(200, products)) as typeof fetch;
    startEarlyResponse('/api/products');
    startEarlyResponse('/api/products');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('/api/products', { headers: { Accept: 'application/json' } });

    await expect(fetchProducts()).resolves.toEqual(products);
    expect(global.fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next read (a refresh of the list) asks the network.
    await expect(fetchProducts()).resolves.toEqual(products);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('asks the network again when the early read failed, and never starts one for a foreign path', async () => {
    global.fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, { id: 4 })) as typeof fetch;
    startEarlyResponse('/api/products/4');
    startEarlyResponse('https://elsewhere.example/api/products/4');
    expect(global.fetch).toHaveBeenCalledTimes(1);
    await expect(fetchProduct(4)).resolves.toEqual({ id: 4 });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('reads an early error answer as the error it is', async () => {
    global.fetch = jest.fn(async () => answer(404, { message: 'Product 4 was not found.' })) as typeof fetch;
    startEarlyResponse('/api/products/4');
    await expect(fetchProduct(4)).rejects.toMatchObject({ response: { status: 404 } });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
