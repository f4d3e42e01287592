import { STOCK_CHANGE_MESSAGES } from '@harmony/shared/domain';
import { httpError } from '@harmony/shared/testing/http-errors';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeStock } from '../../api/stock-api';
import type { StockDetail } from '../../types/stock';
import { StockChangeForm } from '../stock-change-form';

jest.mock('../../api/stock-api', () => ({
  ...jest.requireActual('../../api/stock-api'),
  changeStock: jest.fn(),
}));
const changeMock = jest.mocked(changeStock);

const detail = (stock: number, held = 0): StockDetail => ({
  product: {
    id: 4,
    title: 'Harmony M1 Lite',
    brand: 'Harmony',
    stock,
    held,
    low_stock_level: 5,
    low: stock <= 5,
    published: true,
  },
  movements: [],
});

/** A refusal that carries the stock as it is now, as the api's 409 and 422 do. */
const refusal = (status: number, message: string, fresh: StockDetail) => {
  const error = httpError(status, message) as Error & { response: { data: object } };
  error.response.data = { ...error.response.data, detail: fresh };
  return error;
};

async function fill(reason: string, units: string, note = '') {
  const user = userEvent.setup();
  await user.selectOptions(screen.getByLabelText('Reason'), reason);
  await user.type(screen.getByRole('textbox', { name: /^Units|^Available units/ }), units);
  if (note) await user.type(screen.getByLabelText('Note (optional)'), note);
  return user;
}

afterEach(() => jest.resetAllMocks());

test('sends the reason, the units and the count it shows; says what is available after', async () => {
  const onChanged = jest.fn();
  render(<StockChangeForm detail={detail(10)} onChanged={onChanged} />);
  const user = await fill('received', '5', ' Invoice 4411 ');
  expect(screen.getByText('Available after this change: 15')).toBeInTheDocument();
  changeMock.mockResolvedValue(detail(15));
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(changeMock).toHaveBeenCalledWith(4, {
    reason: 'received',
    units: 5,
    expected_stock: 10,
    note: 'Invoice 4411',
  });
  expect(onChanged).toHaveBeenCalledWith(detail(15));
  expect(await screen.findByText('Saved: 15 available.')).toBeInTheDocument();
  expect(screen.getByLabelText('Units received')).toHaveValue('');
});

test('a refusal is shown and what was typed stays', async () => {
  const fresh = detail(1, 2);
  changeMock.mockRejectedValue(refusal(422, STOCK_CHANGE_MESSAGES.notEnough(3, 1, 2), fresh));
  render(<StockChangeForm detail={detail(1, 2)} onChanged={jest.fn()} />);
  const user = await fill('damaged', '3', 'Dropped off the shelf');
  expect(screen.getByText('Only 1 available: that removes too many.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only 1 unit is available (2 more held by unpaid checkouts): 3 cannot be removed.',
  );
  expect(screen.getByLabelText('Reason')).toHaveValue('damaged');
  expect(screen.getByLabelText('Units damaged')).toHaveValue('3');
  expect(screen.getByLabelText('Units damaged')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Note (optional)')).toHaveValue('Dropped off the shelf');
});

test('a stale page gets the fresh count, keeps what was typed, and says to check it', async () => {
  const onChanged = jest.fn();
  changeMock.mockRejectedValue(refusal(409, STOCK_CHANGE_MESSAGES.changed, detail(7)));
  render(<StockChangeForm detail={detail(9)} onChanged={onChanged} />);
  const user = await fill('correction', '0');
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(onChanged).toHaveBeenCalledWith(detail(7));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This product’s stock changed since you opened it: 7 available now. Check your change and save it again.',
  );
  expect(screen.getByLabelText('Available units counted')).toHaveValue('0');
});

test('a missing reason or units that are not a whole number are refused before asking', async () => {
  const user = userEvent.setup();
  render(<StockChangeForm detail={detail(3)} onChanged={jest.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Choose why the stock changes.');
  expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  await user.selectOptions(screen.getByLabelText('Reason'), 'received');
  for (const typed of ['1.5', '-2', '99999999']) {
    await user.clear(screen.getByLabelText('Units received'));
    await user.type(screen.getByLabelText('Units received'), typed);
    await user.click(screen.getByRole('button', { name: 'Save change' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the units as a whole number.');
  }
  await user.clear(screen.getByLabelText('Units received'));
  await user.type(screen.getByLabelText('Units received'), '0');
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(screen.getByRole('alert')).toHaveTextContent(STOCK_CHANGE_MESSAGES.unitsNeeded);
  expect(changeMock).not.toHaveBeenCalled();
});

test('an api out of reach says so', async () => {
  changeMock.mockRejectedValue(new Error('Network Error'));
  render(<StockChangeForm detail={detail(3)} onChanged={jest.fn()} />);
  const user = await fill('returned', '1');
  await user.click(screen.getByRole('button', { name: 'Save change' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The stock could not be changed. Try again.');
  expect(screen.getByLabelText('Units returned')).toHaveValue('1');
});
