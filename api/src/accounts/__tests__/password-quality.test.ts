import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { weakPasswordError } from '../password-quality';

const owner = { email: 'priya.nair@example.in', contactNumber: '9876543210', fullname: 'Priya Nair' };

describe('new passwords beyond the length rule', () => {
  test('the most common passwords are refused in any letter case; uncommon ones pass', () => {
    for (const common of ['123456', 'password', 'Qwerty', 'iloveyou', 'dragon', 'harmony']) {
      assert.equal(weakPasswordError(common), ACCOUNT_MESSAGES.passwordTooCommon, common);
    }
    for (const fine of ['moonlit-harbour-42', 'secret-123', 'Tamarind & Jaggery']) {
      assert.equal(weakPasswordError(fine, owner), null, fine);
    }
  });

  test("the owner's email, its local part, mobile number and name are refused inside a password", () => {
    for (const personal of [
      'priya.nair@example.in',
      'PRIYA.NAIR-2024',
      'x9876543210',
      'priyanair!',
      'nair1985#',
      'my name is priya',
    ]) {
      assert.equal(weakPasswordError(personal, owner), ACCOUNT_MESSAGES.passwordPersonal, personal);
    }
    assert.equal(weakPasswordError('nair1985#'), null, 'without an owner only the list counts');
  });
});
