import {
  amountToPaise,
  canMovePaymentStatus,
  isOrderQuantity,
  isPaymentStatus,
  paymentSignaturePayload,
} from '../payment';

describe('payment status', () => {
  it('moves forward only: created → paid/failed, failed → paid; paid is final', () => {
    expect(canMovePaymentStatus('created', 'paid')).toBe(true);
    expect(canMovePaymentStatus('created', 'failed')).toBe(true);
    expect(canMovePaymentStatus('failed', 'paid')).toBe(true);
    expect(canMovePaymentStatus('paid', 'failed')).toBe(false);
    expect(canMovePaymentStatus('paid', 'created')).toBe(false);
    expect(canMovePaymentStatus('paid', 'paid')).toBe(false);
    expect(canMovePaymentStatus('failed', 'created')).toBe(false);
    expect(canMovePaymentStatus('created', 'created')).toBe(false);
  });

  it('cash due (cod) only becomes paid, when collected; nothing becomes cod', () => {
    expect(canMovePaymentStatus('cod', 'paid')).toBe(true);
    expect(canMovePaymentStatus('cod', 'failed')).toBe(false);
    expect(canMovePaymentStatus('created', 'cod')).toBe(false);
    expect(canMovePaymentStatus('failed', 'cod')).toBe(false);
  });

  it('knows its four values', () => {
    expect(isPaymentStatus('cod')).toBe(true);
    expect(isPaymentStatus('paid')).toBe(true);
    expect(isPaymentStatus('refunded')).toBe(false);
    expect(isPaymentStatus(1)).toBe(false);
  });
});

describe('amountToPaise', () => {
  it('reads rupees as a number or text, to the paisa', () => {
    expect(amountToPaise(10497.9)).toBe(1049790);
    expect(amountToPaise(10497.89)).toBe(1049789);
    expect(amountToPaise(0.1 + 0.2)).toBe(30);
    expect(amountToPaise(4999)).toBe(499900);
    expect(amountToPaise('10,497.90')).toBe(1049790);
    expect(amountToPaise('₹ 4,999')).toBe(499900);
    expect(amountToPaise(0)).toBe(0);
  });

  it('refuses fractions of a paisa, negatives and what is not an amount', () => {
    expect(amountToPaise(10497.899)).toBeNull();
    expect(amountToPaise(-1)).toBeNull();
    expect(amountToPaise(Number.NaN)).toBeNull();
    expect(amountToPaise(Number.POSITIVE_INFINITY)).toBeNull();
    expect(amountToPaise('4999.999')).toBeNull();
    expect(amountToPaise('abc')).toBeNull();
    expect(amountToPaise('')).toBeNull();
    expect(amountToPaise(null)).toBeNull();
    expect(amountToPaise({ amount: 1 })).toBeNull();
  });
});

describe('order lines and addresses', () => {
  it('takes whole quantities from 1 to 99 as they are', () => {
    expect(isOrderQuantity(1)).toBe(true);
    expect(isOrderQuantity(99)).toBe(true);
    expect(isOrderQuantity(0)).toBe(false);
    expect(isOrderQuantity(100)).toBe(false);
    expect(isOrderQuantity(1.5)).toBe(false);
    expect(isOrderQuantity('2')).toBe(false);
  });

  it('signs order id and payment id joined by a bar', () => {
    expect(paymentSignaturePayload('order_1', 'pay_2')).toBe('order_1|pay_2');
  });
});
