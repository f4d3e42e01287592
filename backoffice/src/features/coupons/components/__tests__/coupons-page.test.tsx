import { COUPON_FIELD_LABELS, COUPON_TERMS_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createCoupon, fetchCategories, fetchCoupons, switchCoupon } from '../../api/coupons-api';
import type { StaffCoupon } from '../../types/coupon';
import { CouponsPage } from '../coupons-page';

jest.mock('../../api/coupons-api');
const fetchMock = jest.mocked(fetchCoupons);
const switchMock = jest.mocked(switchCoupon);
const createMock = jest.mocked(createCoupon);

const coupon = (code: string, fields: Partial<StaffCoupon> = {}): StaffCoupon => ({
  code,
  kind: 'percent',
  percent: 10,
  max_discount_paise: 50_000,
  amount_paise: null,
  min_order_paise: null,
  starts_at: null,
  ends_at: null,
  usage_limit: 100,
  per_customer_limit: null,
  first_order_only: true,
  category_ids: [],
  product_ids: [],
  active: true,
  state: 'active',
  uses: 3,
  given_paise: 120_000,
  terms: '10% off your first order, up to ₹500',
  valid: 'always',
  ...fields,
});

beforeEach(() => {
  fetchMock.mockResolvedValue([
    coupon('WELCOME10'),
    coupon('MONSOON500', { usage_limit: null, uses: 7, active: false, state: 'disabled' }),
  ]);
  jest.mocked(fetchCategories).mockResolvedValue([
    { slug: 'ac-stabilizers', name: 'AC stabilizers' },
    { slug: 'accessories', name: 'Accessories' },
  ]);
});
afterEach(() => jest.resetAllMocks());

test('lists each coupon with its terms, uses of the cap, discount given and state', async () => {
  render(<CouponsPage />);
  const row = (await screen.findByRole('rowheader', { name: 'WELCOME10' })).closest('tr')!;
  expect(within(row).getByText('10% off your first order, up to ₹500')).toBeInTheDocument();
  expect(within(row).getByText('3 of 100')).toBeInTheDocument();
  expect(within(row).getByText('₹1,200.00')).toBeInTheDocument();
  expect(within(row).getByText('Active')).toBeInTheDocument();
  const off = screen.getByRole('rowheader', { name: 'MONSOON500' }).closest('tr')!;
  expect(within(off).getByText('7')).toBeInTheDocument();
  expect(within(off).getByText('Disabled')).toBeInTheDocument();
  expect(within(off).getByRole('button', { name: 'Enable MONSOON500' })).toBeInTheDocument();
});

test('disables a coupon from its row and the list shows it', async () => {
  const user = userEvent.setup();
  render(<CouponsPage />);
  await screen.findByRole('rowheader', { name: 'WELCOME10' });
  const disabled = coupon('WELCOME10', { active: false, state: 'disabled' });
  switchMock.mockResolvedValue({ coupon: disabled, changed: true });
  fetchMock.mockResolvedValue([disabled]);
  await user.click(screen.getByRole('button', { name: 'Disable WELCOME10' }));
  expect(switchMock).toHaveBeenCalledWith('WELCOME10', 'disable');
  expect(
    await screen.findByText('WELCOME10 is disabled: shoppers are refused it from now on.'),
  ).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Enable WELCOME10' })).toBeInTheDocument();
});

test('makes a coupon from the form: the terms as typed, the chosen categories', async () => {
  const user = userEvent.setup();
  render(<CouponsPage />);
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.code), 'diwali-26');
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.percent), '10');
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.max), '500');
  await user.click(await screen.findByLabelText('Accessories'));
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.products), '3, 7');
  createMock.mockResolvedValue(coupon('DIWALI-26', { terms: '10% off your order, up to ₹500' }));
  await user.click(screen.getByRole('button', { name: 'Make coupon' }));
  expect(createMock).toHaveBeenCalledWith({
    code: 'diwali-26',
    percent: '10',
    max_discount: '500',
    first_order_only: false,
    categories: ['accessories'],
    product_ids: ['3', '7'],
  });
  expect(await screen.findByText('Made DIWALI-26: 10% off your order, up to ₹500.')).toBeInTheDocument();
  expect(screen.getByLabelText(COUPON_FIELD_LABELS.code)).toHaveValue('');
});

test('a refused term is said under its field and everything typed stays; a code taken says so', async () => {
  const user = userEvent.setup();
  render(<CouponsPage />);
  await user.click(screen.getByLabelText('A flat amount'));
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.code), 'FLAT250');
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.amount), '0');
  await user.type(screen.getByLabelText(COUPON_FIELD_LABELS.limit), '10');
  const message = COUPON_TERMS_MESSAGES.rupees(COUPON_FIELD_LABELS.amount, '0');
  createMock.mockRejectedValueOnce(httpError(400, message, { amount: message }));
  await user.click(screen.getByRole('button', { name: 'Make coupon' }));
  const form = screen.getByRole('form', { name: 'Make a coupon' });
  expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  const amount = screen.getByLabelText(COUPON_FIELD_LABELS.amount);
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveValue('0');
  expect(screen.getByLabelText(COUPON_FIELD_LABELS.code)).toHaveValue('FLAT250');
  expect(screen.getByLabelText(COUPON_FIELD_LABELS.limit)).toHaveValue('10');
  expect(createMock.mock.calls[0]?.[0]).not.toHaveProperty('percent');
  createMock.mockRejectedValueOnce(httpError(409, COUPON_TERMS_MESSAGES.exists('FLAT250')));
  await user.clear(amount);
  await user.type(amount, '250');
  await user.click(screen.getByRole('button', { name: 'Make coupon' }));
  expect(
    await within(form).findByText('The code FLAT250 exists already; coupons are never reused.'),
  ).toHaveAttribute('role', 'alert');
  expect(screen.getByLabelText(COUPON_FIELD_LABELS.code)).toHaveValue('FLAT250');
});

test('a list that could not be read says so; the form stays usable', async () => {
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new Error('Network Error'));
  render(<CouponsPage />);
  expect(await screen.findByText('The coupons could not be loaded. Try again.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Make coupon' })).toBeEnabled();
});
