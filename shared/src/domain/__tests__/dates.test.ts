import { formatOrderDate } from '../dates';

describe('formatOrderDate', () => {
  test('says the instant in India time, whatever the zone of the machine showing it', () => {
    // 10:35 UTC is 4:05 pm in India; the jest machine's zone is UTC, a shopper's browser anything.
    expect(formatOrderDate('2026-11-21T10:35:00.000Z')).toBe('21 Nov 2026, 4:05 pm');
    // Past 6:30 pm UTC it is already the next day in India.
    expect(formatOrderDate('2026-11-27T20:48:00.000Z')).toBe('28 Nov 2026, 2:18 am');
  });

  test('shows text that is no date as it came, and nothing for none', () => {
    expect(formatOrderDate('Not yet')).toBe('Not yet');
    expect(formatOrderDate(null)).toBe('');
  });
});
