import {
  GSTIN_MESSAGES,
  MAX_LEGAL_NAME,
  checkBusinessBuyer,
  gstinCheckCharacter,
  gstinProblem,
  isGstin,
  normalizeGstin,
} from '../gstin';

describe('a GSTIN and why it is wrong', () => {
  it.each(['27AAPFU0939F1ZV', '33AAAAA0000A1Z9', '29AAGCB7383J1Z4', '07AAACH7409R1Z3', '97AAGCB7383J1Z1'])(
    '%s is good',
    (gstin) => {
      expect(gstinProblem(gstin)).toBeNull();
      expect(isGstin(gstin)).toBe(true);
    },
  );

  it('the check character is base 36 over the first 14, weights 1 and 2', () => {
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('a wrong check character: a typing mistake anywhere', () => {
    for (const gstin of ['27AAPFU0939F1ZW', '29AAGCB7383J1Z5', '29AAGCB7388J1Z4']) {
      expect(gstinProblem(gstin)).toEqual({
        fault: 'check_character',
        message: GSTIN_MESSAGES.checkCharacter,
      });
    }
  });

  it('an unknown state code, even with a check character that matches', () => {
    // 99, 00 and 25 (Daman and Diu, merged in 2020) are no state's code; each check character matches.
    for (const [gstin, code] of [
      ['99AAGCB7383J1ZX', '99'],
      ['00AAGCB7383J1ZO', '00'],
      ['25AAGCB7383J1ZC', '25'],
    ] as const) {
      expect(gstinProblem(gstin)).toEqual({ fault: 'state_code', message: GSTIN_MESSAGES.stateCode(code) });
      expect(isGstin(gstin)).toBe(false);
    }
    expect(GSTIN_MESSAGES.stateCode('99')).toBe(
      'A GSTIN starts with a state code, and 99 is not one. Please check it.',
    );
  });

  it.each([
    ['too short', '29AAGCB7383J1Z'],
    ['too long', '29AAGCB7383J1Z44'],
    ['lower case (not normalized)', '29aagcb7383j1z4'],
    ['no Z in 14th place', '29AAGCB7383J1Y4'],
    ['a letter where the PAN has digits', '29AAGCBX383J1Z4'],
    ['entity number 0', '29AAGCB7383J0Z4'],
    ['a PAN alone', 'AAGCB7383J'],
    ['empty', ''],
  ])('malformed: %s', (_, gstin) => {
    expect(gstinProblem(gstin)).toEqual({ fault: 'format', message: GSTIN_MESSAGES.format });
  });

  it('as typed: spaces go and letters are capitals', () => {
    expect(normalizeGstin(' 29aagcb 7383j1z4 ')).toBe('29AAGCB7383J1Z4');
  });
});

describe('a business buyer from the form', () => {
  it('nothing given: no business buyer', () => {
    expect(checkBusinessBuyer({})).toEqual({ ok: true, buyer: null });
    expect(checkBusinessBuyer({ gstin: '  ', legalName: '' })).toEqual({ ok: true, buyer: null });
  });

  it('a good GSTIN with its legal name, tidied', () => {
    expect(
      checkBusinessBuyer({ gstin: '29aagcb7383j1z4', legalName: '  Bharat   Traders Pvt Ltd ' }),
    ).toEqual({
      ok: true,
      buyer: { gstin: '29AAGCB7383J1Z4', legalName: 'Bharat Traders Pvt Ltd' },
    });
  });

  it('a GSTIN needs its legal name; a legal name needs its GSTIN', () => {
    expect(checkBusinessBuyer({ gstin: '29AAGCB7383J1Z4' })).toEqual({
      ok: false,
      errors: { legalName: GSTIN_MESSAGES.legalNameRequired },
    });
    expect(checkBusinessBuyer({ legalName: 'Bharat Traders' })).toEqual({
      ok: false,
      errors: { gstin: GSTIN_MESSAGES.legalNameWithoutGstin },
    });
  });

  it('each field says what is wrong with it', () => {
    expect(
      checkBusinessBuyer({ gstin: '29AAGCB7383J1Z5', legalName: 'x'.repeat(MAX_LEGAL_NAME + 1) }),
    ).toEqual({
      ok: false,
      errors: { gstin: GSTIN_MESSAGES.checkCharacter, legalName: GSTIN_MESSAGES.legalNameTooLong },
    });
  });
});
