import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

/** A JPEG of one colour (small on disk whatever its size in pixels). */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg({ quality: 60 })
    .toBuffer();

function upload(t: TestApp, u: LoggedIn, data: Buffer) {
  const boundary = '----harmonylimits';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/users/upload-image',
    headers: { ...u.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

for (const target of await databaseTargets()) {
  describe(`profile picture limits on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, { profileImageLimitUserMax: 2 });
    });
    after(() => t.close());

    test("a phone photo's 12 MP is taken; more than 4096 x 4096 pixels is 400 before it is decoded", async () => {
      const u = await newUser(t.app);
      const phone = await upload(t, u, await jpeg(4032, 3024));
      assert.equal(phone.statusCode, 200, phone.body);
      const bomb = await upload(t, u, await jpeg(4097, 4096));
      assert.equal(bomb.statusCode, 400, bomb.body);
      assert.equal(bomb.json().message, ACCOUNT_MESSAGES.imageTooManyPixels);
    });

    test('each customer uploads at most PROFILE_IMAGE_LIMIT_USER_MAX pictures an hour; others are not held up', async () => {
      const u = await newUser(t.app);
      const small = await jpeg(64, 64);
      for (let i = 0; i < 2; i += 1) assert.equal((await upload(t, u, small)).statusCode, 200);
      const third = await upload(t, u, small);
      assert.equal(third.statusCode, 429, third.body);
      assert.ok(Number(third.headers['retry-after']) > 0);
      const other = await newUser(t.app);
      assert.equal((await upload(t, other, small)).statusCode, 200);
    });
  });
}
