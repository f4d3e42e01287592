import { apiClient } from '@harmony/shared';
import { httpError } from '../../testing/http-error';
import { welcomeQuote, welcomeQuoteRequest } from '../../testing/coupon-answers';
import { COUPON_CHECK_FAILED, CouponRefused, couponRefusal, quoteCoupon } from '../quote-coupon';

const lines = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 1 },
];

afterEach(() => jest.restoreAllMocks());

test('asks for the code trimmed and upper-cased, with each line’s product and quantity', async () => {
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: welcomeQuote });
  const signal = new AbortController().signal;
  await expect(quoteCoupon('  welcome10 ', lines, signal)).resolves.toEqual(welcomeQuote);
  expect(post).toHaveBeenCalledWith('/api/coupons/quote', welcomeQuoteRequest, { signal });
});

test.each([
  [422, 'This coupon has expired.'],
  [422, 'Add ₹1,000 more to use this coupon.'],
  [400, 'Enter a coupon code.'],
])('a %i refusal rejects with the api’s message', async (status, message) => {
  jest
    .spyOn(apiClient, 'post')
    .mockRejectedValue(httpError(status, { statusCode: status, error: 'Error', message }));
  const refusal = quoteCoupon('SUMMER', lines).catch((error: unknown) => error);
  await expect(refusal).resolves.toBeInstanceOf(CouponRefused);
  await expect(refusal).resolves.toHaveProperty('message', message);
});

test('an empty code is refused without asking', async () => {
  const post = jest.spyOn(apiClient, 'post');
  await expect(quoteCoupon('   ', lines)).rejects.toThrow('Enter a coupon code.');
  expect(post).not.toHaveBeenCalled();
});

test('no answer, a server fault or an answer without a discount is not a refusal', async () => {
  const network = new Error('Network Error');
  jest.spyOn(apiClient, 'post').mockRejectedValueOnce(network);
  await expect(quoteCoupon('WELCOME10', lines)).rejects.toBe(network);

  const fault = httpError(500, { message: 'Something went wrong on our side. Please try again later.' });
  expect(couponRefusal(fault)).toBeNull();

  jest.spyOn(apiClient, 'post').mockResolvedValueOnce({ status: 200, data: { code: 'WELCOME10' } });
  const odd = await quoteCoupon('WELCOME10', lines).catch((error: unknown) => error);
  expect(odd).not.toBeInstanceOf(CouponRefused);
  expect(COUPON_CHECK_FAILED).toBe('The coupon could not be checked. Please try again.');
});
