import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyRequest } from 'fastify';
import { answerBytes, pickCoding, prepareBytes } from '../send-cached';

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
    assert.ok(big.encoded?.br && big.encoded.br.length < big.body.length);
    assert.ok(big.encoded?.gzip && big.encoded.gzip.length < big.body.length);
  });

  test("an answer made for one request is compressed in that request's coding only", async () => {
    const value = Array.from({ length: 200 }, (_, i) => ({ i }));
    const asked = (acceptEncoding?: string) =>
      answerBytes({ headers: { 'accept-encoding': acceptEncoding } } as FastifyRequest, value);
    assert.deepEqual(Object.keys((await asked('gzip, deflate, br')).encoded ?? {}), ['br']);
    assert.deepEqual(Object.keys((await asked('gzip')).encoded ?? {}), ['gzip']);
    // None accepted: sent as it is, but still said to vary by Accept-Encoding.
    assert.deepEqual((await asked()).encoded, {});
  });
});
