import {
  allocate,
  amountInWords,
  financialYear,
  formatInvoiceDate,
  formatRate,
  gstKind,
  gstStateCode,
  invoiceFileName,
  invoiceNumber,
  istDate,
  istDays,
  splitGst,
  stateWithCode,
} from '../gst';

describe('amount in words (Indian numbering)', () => {
  it.each([
    [12_345_670, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only'],
    [0, 'Rupees Zero Only'],
    [5, 'Rupees Zero and Five Paise Only'],
    [100, 'Rupees One Only'],
    [1_049_790, 'Rupees Ten Thousand Four Hundred Ninety-Seven and Ninety Paise Only'],
    [1_107_435, 'Rupees Eleven Thousand Seventy-Four and Thirty-Five Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [
      9_999_999_999,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_000_000_000, 'Rupees One Crore Only'],
    [
      123_456_789_000,
      'Rupees One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety Only',
    ],
    [1_100_000_000_000, 'Rupees One Thousand One Hundred Crore Only'],
    [2_000_001_100, 'Rupees Two Crore Eleven Only'],
    [1_900_00, 'Rupees One Thousand Nine Hundred Only'],
    [40_00, 'Rupees Forty Only'],
  ])('%i paise', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses what is not whole, non-negative paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe('financial year and dates (Indian time)', () => {
  it('April to March: 31 March and 1 April in India fall in different years', () => {
    // 23:59 on 31 March 2027 in India is 18:29 UTC; 00:00 on 1 April is 18:30 UTC the day before.
    expect(financialYear(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-12-31T12:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('the date is the one in India', () => {
    const late = new Date('2027-03-31T18:30:00Z');
    expect(istDate(late)).toBe('2027-04-01');
    expect(formatInvoiceDate(late)).toBe('1 April 2027');
    expect(istDate(new Date('2026-05-05T10:00:00Z'))).toBe('2026-05-05');
  });

  it('a run of days: across a month and a year end, one day, none', () => {
    expect(istDays('2026-11-29', 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(istDays('2026-12-30', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(istDays('2028-02-28', 2)).toEqual(['2028-02-28', '2028-02-29']);
    expect(istDays('2026-11-27', 1)).toEqual(['2026-11-27']);
    expect(istDays('2026-11-27', 0)).toEqual([]);
  });

  it('numbers and file names', () => {
    expect(invoiceNumber('HAR', '2026-27', 123)).toBe('HAR/26-27/000123');
    expect(invoiceNumber('HAR', '2026-27', 123)).toHaveLength(16);
    expect(invoiceNumber('HAR', '2099-00', 1_234_567)).toBe('HAR/99-00/1234567');
    expect(invoiceFileName('HAR/26-27/000123')).toBe('HAR-26-27-000123.pdf');
    expect(formatRate(500)).toBe('5%');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(1800)).toBe('18%');
  });
});

describe('place of supply', () => {
  it('same state: CGST + SGST; another state: IGST', () => {
    expect(gstKind('Tamil Nadu', 'Tamil Nadu')).toBe('cgst_sgst');
    expect(gstKind('Tamil Nadu', '  tamil   nadu ')).toBe('cgst_sgst');
    expect(gstKind('Tamil Nadu', 'Karnataka')).toBe('igst');
    expect(gstKind('Tamil Nadu', 'Puducherry')).toBe('igst');
  });

  it('state codes', () => {
    expect(gstStateCode('Tamil Nadu')).toBe('33');
    expect(gstStateCode('delhi')).toBe('07');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(stateWithCode('Karnataka')).toBe('Karnataka (29)');
    expect(stateWithCode('Atlantis')).toBe('Atlantis');
  });
});

describe('splitting an order tax', () => {
  it('allocate: shares in proportion that add up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(1, [1, 3])).toEqual([0, 1]);
    const big = allocate(9_007_199_254_740, [3, 7, 11, 13]);
    expect(big.reduce((a, b) => a + b, 0)).toBe(9_007_199_254_740);
  });

  const lines = [
    { unitPricePaise: 499_900, quantity: 2 },
    { unitPricePaise: 54_900, quantity: 1 },
  ];

  it('inter-state: IGST is the whole tax; totals are the order totals to the paisa', () => {
    const split = splitGst({ lines, discountPaise: 0, taxPaise: 52_735, kind: 'igst' });
    expect(split.lines.map((l) => [l.taxablePaise, l.igstPaise, l.cgstPaise, l.sgstPaise])).toEqual([
      [999_800, 49_990, 0, 0],
      [54_900, 2745, 0, 0],
    ]);
    expect([split.taxablePaise, split.igstPaise, split.taxPaise, split.totalPaise]).toEqual([
      1_054_700, 52_735, 52_735, 1_107_435,
    ]);
  });

  it('intra-state: CGST + SGST equal the tax; an odd paisa goes to CGST', () => {
    const split = splitGst({ lines, discountPaise: 0, taxPaise: 52_735, kind: 'cgst_sgst' });
    expect(split.cgstPaise + split.sgstPaise).toBe(52_735);
    expect([split.cgstPaise, split.sgstPaise, split.igstPaise]).toEqual([26_368, 26_367, 0]);
    for (const line of split.lines) {
      expect(Math.abs(line.cgstPaise - line.sgstPaise)).toBeLessThanOrEqual(1);
      expect(line.totalPaise).toBe(line.taxablePaise + line.cgstPaise + line.sgstPaise);
    }
    expect(split.totalPaise).toBe(1_107_435);
  });

  it('a discount is spread over the lines before the tax', () => {
    const split = splitGst({
      lines: [
        { unitPricePaise: 100_000, quantity: 1 },
        { unitPricePaise: 100_000, quantity: 2 },
      ],
      discountPaise: 30_001,
      taxPaise: 13_500,
      kind: 'igst',
    });
    expect(split.lines.map((l) => l.discountPaise)).toEqual([10_000, 20_001]);
    expect(split.taxablePaise).toBe(300_000 - 30_001);
    expect(split.totalPaise).toBe(300_000 - 30_001 + 13_500);
  });
});
