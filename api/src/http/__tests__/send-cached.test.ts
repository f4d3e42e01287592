import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pickCoding, prepareBytes } from '../send-cached';

describe('send-cached', () => {
  test('picks br, then gzip, honouring q=0', () => {
    assert.equal(pickCoding('gzip, deflate, br'), 'br');
    assert.equal(pickCoding('gzip'), 'gzip');
    assert.equal(pickCoding('br;q=0, gzip;q=0.5'), 'gzip');
    assert.equal(pickCoding('*'), 'gzip');
    assert.equal(pickCoding('identity'), null);
    assert.equal(pickCoding('gzip;q=0'), null);
    assert.equal(pickCoding(undefined), null);
  });

  test('small bodies are not compressed; large ones are, once', async () => {
    assert.equal((await prepareBytes(Buffer.from('{"a":1}'))).encoded, undefined);
    const big = await prepareBytes(
      Buffer.from(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i })))),
    );
    assert.ok(
      big.encoded && big.encoded.br.length < big.body.length && big.encoded.gzip.length < big.body.length,
    );
  });
});
