import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SITE_ROUTES } from '@harmony/shared/routes';
import { PAGE_DESCRIPTIONS, findPage, pageIds } from '../site-pages';

const pathOf = (segments: string[]) => findPage(segments)?.route.path;

describe('findPage', () => {
  test('finds the route of an address in any case, by its path or another spelling', () => {
    assert.equal(pathOf([]), '/');
    assert.equal(pathOf(['index.html']), '/');
    assert.equal(pathOf(['About']), '/about');
    assert.equal(pathOf(['PROFILE', 'Settings']), '/profile/settings');
    assert.equal(pathOf(['add-addresses']), '/Add-Addresses');
  });

  test("answers a parameter's value as the address spells it, id or not", () => {
    assert.deepEqual(findPage(['description', '7'])?.params, { id: '7' });
    assert.deepEqual(findPage(['description', 'x'])?.params, { id: 'x' });
    assert.deepEqual(findPage(['order', '12'])?.params, { orderId: '12' });
  });

  test('finds nothing for an address that is no route', () => {
    for (const segments of [['nope'], ['description'], ['description', '1', 'extra'], ['products']]) {
      assert.equal(findPage(segments), undefined, segments.join('/'));
    }
  });
});

describe('pageIds', () => {
  test('reads each parameter as an id, or nothing when one is not an id', () => {
    assert.deepEqual(pageIds({}), {});
    assert.deepEqual(pageIds({ id: '3' }), { id: 3 });
    assert.deepEqual(pageIds({ orderId: '12' }), { orderId: 12 });
    for (const value of ['x', '0', '-1', '1.5', '01', '99999999999999999999']) {
      assert.equal(pageIds({ id: value }), undefined, value);
    }
  });
});

describe('PAGE_DESCRIPTIONS', () => {
  test('describes every route but the catalogue pages, which the database describes', () => {
    const described = SITE_ROUTES.filter((route) => !route.catalogue).map((route) => route.path);
    assert.deepEqual(Object.keys(PAGE_DESCRIPTIONS).sort(), [...described].sort());
    for (const [path, text] of Object.entries(PAGE_DESCRIPTIONS)) assert.match(text, /Harmony/, path);
  });
});
