import { PINCODE_MESSAGES, isPincode, pincodeStateError, type PincodePlace } from '../pincodes';

const bengaluru: PincodePlace = {
  pincode: '560001',
  district: 'Bangalore',
  state: 'Karnataka',
  city: 'Bengaluru',
  states: ['Karnataka'],
};

describe('pincodes', () => {
  it.each([
    ['560001', true],
    ['110001', true],
    ['12345', false],
    ['000000', false],
    ['056000', false],
    ['5600011', false],
    ['56000a', false],
    [' 560001', false],
    [560001, false],
  ])('%j is a pincode: %s', (value, expected) => {
    expect(isPincode(value)).toBe(expected);
  });

  it('flags a known pincode outside the chosen state, and nothing else', () => {
    expect(pincodeStateError(bengaluru, 'Tamil Nadu')).toBe(
      'Pincode 560001 is in Karnataka, not Tamil Nadu. Please check the pincode or the state.',
    );
    expect(pincodeStateError(bengaluru, 'Tamil Nadu')).toBe(
      PINCODE_MESSAGES.otherState('560001', 'Karnataka', 'Tamil Nadu'),
    );
    expect(pincodeStateError(bengaluru, 'Karnataka')).toBeNull();
    expect(pincodeStateError(bengaluru, ' karnataka ')).toBeNull();
    // Not chosen yet, or a pincode the directory does not know: nothing to compare.
    expect(pincodeStateError(bengaluru, '')).toBeNull();
    expect(pincodeStateError(null, 'Tamil Nadu')).toBeNull();
  });

  it('accepts either state of a border code', () => {
    const border = { ...bengaluru, pincode: '160017', state: 'Chandigarh', states: ['Chandigarh', 'Punjab'] };
    expect(pincodeStateError(border, 'Punjab')).toBeNull();
    expect(pincodeStateError(border, 'Haryana')).toBe(
      PINCODE_MESSAGES.otherState('160017', 'Chandigarh', 'Haryana'),
    );
  });

  it('says which code it does not know', () => {
    expect(PINCODE_MESSAGES.unknown('999999')).toBe(
      'Sorry, we do not know the pincode 999999. Please check it.',
    );
  });
});
