import {
  linesToShow,
  orderPriceDetails,
  orderTaxRate,
  orNotAvailable,
  phoneText,
  productIdFrom,
  statusClass,
  unitPricePaise,
} from '../order-display';

test('the status becomes a lowercase style class', () => {
  expect(statusClass('OUT_FOR_DELIVERY')).toBe('out_for_delivery');
  expect(statusClass(undefined)).toBe('');
});

test('a unit price comes from the paise the api sent, else from the price text', () => {
  expect(unitPricePaise({ price: '4,999', unit_price_paise: 499900 })).toBe(499900);
  expect(unitPricePaise({ price: '1,249.50' })).toBe(124950);
  expect(unitPricePaise({ price: 'free' })).toBe(0);
});

test('phones are joined by commas; nothing gives N/A', () => {
  expect(phoneText(['9876543210', ' 9123456780 '])).toBe('9876543210, 9123456780');
  expect(phoneText('9876543210')).toBe('9876543210');
  expect(phoneText([])).toBe('N/A');
  expect(phoneText(null)).toBe('N/A');
  expect(orNotAvailable('  ')).toBe('N/A');
});

test("price details: tax is the order's rate of the subtotal, total = subtotal + tax, all in paise", () => {
  const items = [
    { product_id: 1, quantity: 2, price: '4,999' },
    { product_id: 2, quantity: 1, price: '1,249.50' },
  ];
  expect(orderPriceDetails(items, 5)).toEqual({ subtotal: 1124750, tax: 56238, total: 1180988 });
  expect(orderPriceDetails(items, 18)).toEqual({ subtotal: 1124750, tax: 202455, total: 1327205 });
});

test("an order's rate is its own tax_rate_percent, or unknown", () => {
  expect(orderTaxRate({ tax_rate_percent: 18 })).toBe(18);
  expect(orderTaxRate({ tax_rate_percent: 2.5 })).toBe(2.5);
  expect(orderTaxRate({})).toBeNull();
});

test('a product id in state picks its lines; an unknown one shows them all', () => {
  const items = [{ product_id: 1 }, { product_id: 2 }];
  expect(productIdFrom({ productId: 2 })).toBe(2);
  expect(productIdFrom({ productId: '2' })).toBe(2);
  expect(productIdFrom(null)).toBeNull();
  expect(linesToShow(items, 2)).toEqual([{ product_id: 2 }]);
  expect(linesToShow(items, 9)).toEqual(items);
  expect(linesToShow(items, null)).toEqual(items);
});
