import { LOW_STOCK, availability, availabilityText, lineShortage } from '../stock';

describe('availability', () => {
  it('says In stock above 5, Only N left from 5 to 1, Out of stock at 0', () => {
    expect(LOW_STOCK).toBe(5);
    expect([48, 6, 5, 1, 0].map(availabilityText)).toEqual([
      'In stock',
      'In stock',
      'Only 5 left',
      'Only 1 left',
      'Out of stock',
    ]);
    expect([6, 5, 0, -1].map(availability)).toEqual(['in_stock', 'low', 'out_of_stock', 'out_of_stock']);
  });

  it('words a cart line above what is left, and nothing for one that fits', () => {
    expect(lineShortage('Harmony M1', 2, 2)).toBeNull();
    expect(lineShortage('Harmony M1', 3, 2)).toBe('Only 2 left of Harmony M1.');
    expect(lineShortage('Harmony M1', 1, 0)).toBe('Out of stock: Harmony M1.');
  });
});
