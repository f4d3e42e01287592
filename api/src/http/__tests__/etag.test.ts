import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ifNoneMatch, strongEtag } from '../etag';

describe('etag', () => {
  test('a strong tag is quoted, stable and differs with the bytes', () => {
    const tag = strongEtag('[1,2,3]');
    assert.match(tag, /^"[\w-]{32}"$/);
    assert.equal(strongEtag(Buffer.from('[1,2,3]')), tag);
    assert.notEqual(strongEtag('[1,2,4]'), tag);
  });

  test('If-None-Match: exact, weak, listed and * match; others do not', () => {
    const tag = '"abc"';
    assert.equal(ifNoneMatch('"abc"', tag), true);
    assert.equal(ifNoneMatch('W/"abc"', tag), true);
    assert.equal(ifNoneMatch('"x", "abc"', tag), true);
    assert.equal(ifNoneMatch('*', tag), true);
    assert.equal(ifNoneMatch('"abcd"', tag), false);
    assert.equal(ifNoneMatch('abc', tag), false);
    assert.equal(ifNoneMatch(undefined, tag), false);
  });
});
