import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { databaseTargets } from '../../../../test-support/databases';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, newUser } from '../../../../test-support/users';

/** A multipart body by hand: the fields, then the file under "image". */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----harmony${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera data' } } })
    .toBuffer();
}

for (const target of await databaseTargets()) {
  describe(`profile and picture on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    const getProfile = (u: LoggedIn) =>
      t.app.inject({ method: 'GET', url: '/api/users/profile', headers: u.auth });
    const putProfile = (u: LoggedIn, id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: u.auth, payload });
    const upload = (
      u: LoggedIn,
      fields: Record<string, string>,
      file?: { name: string; type: string; data: Buffer },
    ) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: { ...u.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const storedFiles = async () => readdir(path.join(t.uploadsDir, 'profile')).catch(() => [] as string[]);

    test('GET /api/users/profile answers the SPEC user with its addresses', async () => {
      const u = await newUser(t.app, {
        fullname: 'Ravi Kumar',
        state: 'Delhi',
        city: 'Rohini',
        pincode: '110085',
      });
      const res = await getProfile(u);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), [
        'address',
        'addresses',
        'billing_address_id',
        'city',
        'contact_number',
        'created_at',
        'email',
        'fullname',
        'id',
        'pending_contact_number',
        'pending_email',
        'pincode',
        'profile_image',
        'shipping_address_id',
        'staff_roles',
        'state',
      ]);
      assert.equal(body.id, u.id);
      assert.equal(body.fullname, 'Ravi Kumar');
      assert.deepEqual([body.city, body.state, body.pincode], ['Rohini', 'Delhi', '110085']);
      assert.ok(!Number.isNaN(Date.parse(body.created_at)));
      assert.equal(body.addresses.length, 1);
      assert.equal(body.addresses[0].type, 'billing+shipping');
      assert.equal(body.billing_address_id, null);
    });

    test('PUT /api/users/:id changes the name alone without a password', async () => {
      const u = await newUser(t.app);
      const res = await putProfile(u, u.id, {
        fullname: '  Asha M  ',
        email: ` ${u.email.toUpperCase()} `,
        contact_number: u.mobile,
      });
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.message, 'Profile updated successfully');
      assert.equal(body.user.fullname, 'Asha M');
      assert.equal(body.user.email, u.email);
      assert.equal(body.user.contact_number, u.mobile);
      assert.equal(body.user.pending_email, null);
      assert.equal((await getProfile(u)).json().fullname, 'Asha M');
      // Without contact_number too.
      assert.equal((await putProfile(u, u.id, { fullname: 'Asha', email: u.email })).statusCode, 200);
    });

    test('PUT refuses blanks, a bad email and another user', async () => {
      const u = await newUser(t.app);
      const other = await newUser(t.app);
      const blank = await putProfile(u, u.id, { fullname: ' ', email: u.email });
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().message, 'Please fill all fields');

      const badEmail = await putProfile(u, u.id, { fullname: 'A', email: 'nope' });
      assert.equal(badEmail.statusCode, 400);
      assert.equal(badEmail.json().message, 'Please enter a valid email address.');

      const forbidden = await putProfile(u, other.id, { fullname: 'Hacked', email: 'hacked@example.in' });
      assert.equal(forbidden.statusCode, 403);
      assert.deepEqual(forbidden.json(), {
        statusCode: 403,
        error: 'Forbidden',
        message: 'You can only change your own profile.',
      });
      assert.equal((await getProfile(other)).json().email, other.email);

      assert.equal((await putProfile(u, u.id, { fullname: 5, email: u.email })).statusCode, 400);
      const badId = await t.app.inject({
        method: 'PUT',
        url: '/api/users/abc',
        headers: u.auth,
        payload: {},
      });
      assert.equal(badId.statusCode, 400);
    });

    test('a real PNG is re-encoded to a WebP of at most 512 px, without metadata, and served', async () => {
      const u = await newUser(t.app);
      const res = await upload(
        u,
        { userId: String(u.id) },
        { name: 'me.png', type: 'image/png', data: await png(1200, 600) },
      );
      assert.equal(res.statusCode, 200, res.body);
      const { message, profileImage } = res.json();
      assert.equal(message, 'Image uploaded successfully!');
      assert.match(profileImage, /^\/uploads\/profile\/[a-f0-9]{32}\.webp$/);
      assert.equal((await getProfile(u)).json().profile_image, profileImage);

      const served = await t.app.inject({ method: 'GET', url: profileImage });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/webp');
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      assert.equal(meta.format, 'webp');
      assert.deepEqual([meta.width, meta.height], [512, 256]);
      assert.equal(meta.exif, undefined, 'metadata dropped');

      // A second picture replaces the first, whose file is deleted.
      const again = await upload(
        u,
        {},
        {
          name: 'x.jpg',
          type: 'application/octet-stream',
          data: await sharp(await png(40, 40))
            .jpeg()
            .toBuffer(),
        },
      );
      assert.equal(again.statusCode, 200, again.body);
      assert.notEqual(again.json().profileImage, profileImage);
      assert.equal((await t.app.inject({ method: 'GET', url: profileImage })).statusCode, 404);
      assert.deepEqual(await storedFiles(), [path.basename(again.json().profileImage)]);
      const small = await sharp(
        (await t.app.inject({ method: 'GET', url: again.json().profileImage })).rawPayload,
      ).metadata();
      assert.deepEqual([small.width, small.height], [40, 40], 'never enlarged');
    });

    test('text renamed .png is 400; nothing stored', async () => {
      const u = await newUser(t.app);
      const before = await storedFiles();
      const res = await upload(
        u,
        { userId: String(u.id) },
        {
          name: 'photo.png',
          type: 'image/png',
          data: Buffer.from('just some text, not a picture\n'.repeat(20)),
        },
      );
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Please upload a JPEG, PNG or WebP image.');
      assert.deepEqual(await storedFiles(), before);
      assert.equal((await getProfile(u)).json().profile_image, null);

      // An image, but not one of the three formats (GIF), and a truncated PNG.
      const gif = await sharp(await png(10, 10))
        .gif()
        .toBuffer();
      assert.equal((await upload(u, {}, { name: 'a.png', type: 'image/png', data: gif })).statusCode, 400);
      const truncated = (await png(300, 300)).subarray(0, 200);
      assert.equal(
        (await upload(u, {}, { name: 'a.png', type: 'image/png', data: truncated })).statusCode,
        400,
      );
    });

    test('over 2 MB is 413; no file and no multipart are refused', async () => {
      const u = await newUser(t.app);
      const big = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
      const res = await upload(
        u,
        { userId: String(u.id) },
        { name: 'big.png', type: 'image/png', data: big },
      );
      assert.equal(res.statusCode, 413);
      assert.deepEqual(res.json(), {
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'The image must be at most 2 MB.',
      });
      const none = await upload(u, { userId: String(u.id) });
      assert.equal(none.statusCode, 400);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/users/upload-image',
        headers: u.auth,
        payload: { image: 'x' },
      });
      assert.equal(json.statusCode, 415);
    });

    test("another user's id in userId is 403 and changes nothing", async () => {
      const a = await newUser(t.app);
      const b = await newUser(t.app);
      const res = await upload(
        b,
        { userId: String(a.id) },
        { name: 'x.png', type: 'image/png', data: await png(20, 20) },
      );
      assert.equal(res.statusCode, 403);
      assert.equal((await getProfile(a)).json().profile_image, null);
      assert.equal((await getProfile(b)).json().profile_image, null);
    });

    test('/uploads serves only names the api made', async () => {
      for (const url of [
        '/uploads/profile/../../package.json',
        '/uploads/%2e%2e/%2e%2e/etc/passwd',
        '/uploads/profile/0123456789abcdef0123456789abcdef.webp',
        '/uploads/profile/x.webp',
        '/uploads/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 404, url);
      }
      const u = await newUser(t.app);
      const { profileImage } = (
        await upload(u, {}, { name: 'x.png', type: 'image/png', data: await png(8, 8) })
      ).json();
      const put = await t.app.inject({ method: 'PUT', url: profileImage, payload: 'x' });
      assert.equal(put.statusCode, 404, 'read-only');
    });
  });
}
