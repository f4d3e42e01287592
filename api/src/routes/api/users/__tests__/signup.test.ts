import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, MESSAGES } from '@harmony/shared/domain';
import { addresses, users } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { newSignup, signup } from '../../../../test-support/users';

const invalid: [string, unknown, string][] = [
  ['email', 'asha@', ACCOUNT_MESSAGES.email],
  ['email', 'asha example.in', ACCOUNT_MESSAGES.email],
  ['contact_number', '12345', ACCOUNT_MESSAGES.mobile],
  ['contact_number', '5876543210', ACCOUNT_MESSAGES.mobile],
  ['password', '12345', MESSAGES.passwordTooShort],
  ['password', 'x'.repeat(129), ACCOUNT_MESSAGES.passwordTooLong],
  ['pincode', '56001', ACCOUNT_MESSAGES.pincode],
  ['pincode', '5600011', ACCOUNT_MESSAGES.pincode],
  ['pincode', '56000a', ACCOUNT_MESSAGES.pincode],
  ['state', 'Goa', ACCOUNT_MESSAGES.state],
  ['city', 'Chennai', ACCOUNT_MESSAGES.city('Karnataka')],
  ['fullname', 'A'.repeat(101), ACCOUNT_MESSAGES.tooLong('Full name', 100)],
];

const FIELDS = ['fullname', 'email', 'contact_number', 'password', 'address', 'state', 'city', 'pincode'];

for (const target of await databaseTargets()) {
  describe(`POST /api/users/signup on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const userCount = async () => (await t.app.db.select().from(users)).length;

    test('201 with the message; email lowercased, mobile as ten digits, password hashed, first address made', async () => {
      const body = newSignup({ email: '  Asha.Signup@Example.IN ', contact_number: '+91 9812345678' });
      const res = await signup(t.app, body);
      assert.equal(res.statusCode, 201);
      assert.deepEqual(res.json(), { message: 'Registration successful. Please log in.' });

      const [row] = await t.app.db.select().from(users).where(eq(users.email, 'asha.signup@example.in'));
      assert.ok(row);
      assert.equal(row.contactNumber, '9812345678');
      assert.equal(row.fullname, body.fullname);
      assert.deepEqual(
        [row.address, row.city, row.state, row.pincode],
        [body.address, 'Bengaluru', 'Karnataka', '560001'],
      );
      assert.ok(row.passwordHash.startsWith('scrypt$'));
      assert.ok(!row.passwordHash.includes(body.password));
      assert.equal(row.profileImage, null);

      const rows = await t.app.db.select().from(addresses).where(eq(addresses.userId, row.id));
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.type, 'billing+shipping');
      assert.equal(rows[0]?.isDefaultBilling, false);
      assert.equal(rows[0]?.isDefaultShipping, false);
      assert.equal(rows[0]?.contactNumber, '9812345678');
    });

    for (const field of FIELDS) {
      for (const value of [undefined, '', '   ', null]) {
        test(`${field} = ${JSON.stringify(value)} → 400 "Please fill all fields"`, async () => {
          const before = await userCount();
          const res = await signup(t.app, { ...newSignup(), [field]: value });
          assert.equal(res.statusCode, 400);
          assert.deepEqual(res.json(), {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Please fill all fields',
            fields: { [field]: ACCOUNT_MESSAGES.required },
          });
          assert.equal(await userCount(), before);
        });
      }
    }

    for (const [field, value, message] of invalid) {
      test(`${field} = ${JSON.stringify(value).slice(0, 20)} → 400 "${message}"`, async () => {
        const before = await userCount();
        const res = await signup(t.app, { ...newSignup(), [field]: value });
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Bad Request',
          message,
          fields: { [field]: message },
        });
        assert.equal(await userCount(), before);
      });
    }

    test('a duplicate email (any case) is 409, a duplicate mobile (any spelling) is 409', async () => {
      const first = newSignup();
      assert.equal((await signup(t.app, first)).statusCode, 201);

      const sameEmail = await signup(t.app, newSignup({ email: first.email.toUpperCase() }));
      assert.equal(sameEmail.statusCode, 409);
      assert.deepEqual(sameEmail.json(), {
        statusCode: 409,
        error: 'Conflict',
        message: 'An account with this email already exists.',
      });

      const sameMobile = await signup(t.app, newSignup({ contact_number: `0${first.contact_number}` }));
      assert.equal(sameMobile.statusCode, 409);
      assert.equal(sameMobile.json().message, 'An account with this mobile number already exists.');
    });

    test('wrong types and malformed JSON are 400', async () => {
      const wrongType = await signup(t.app, { ...newSignup(), pincode: 560001 });
      assert.equal(wrongType.statusCode, 400);
      assert.deepEqual(Object.keys(wrongType.json().fields), ['pincode']);

      const notObject = await signup(t.app, [newSignup()] as unknown as Record<string, unknown>);
      assert.equal(notObject.statusCode, 400);

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"fullname": ',
      });
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json().message, 'The request body is not valid JSON.');
    });
  });
}
