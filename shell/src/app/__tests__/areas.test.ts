import { findArea, matchPath } from '../areas';

describe('findArea', () => {
  it.each([
    ['/', 'catalog'],
    ['/product', 'catalog'],
    ['/Product', 'catalog'],
    ['/description/7', 'catalog'],
    ['/cart', 'cart_checkout'],
    ['/order-success', 'cart_checkout'],
    ['/login', 'account'],
    ['/Profile', 'account'],
    ['/add-addresses', 'account'],
    ['/order/12', 'account'],
  ])('sends %s to %s', (path, remote) => {
    expect(findArea(path)?.remote).toBe(remote);
  });

  it('claims no area for unknown paths', () => {
    expect(findArea('/nope')).toBeUndefined();
    expect(findArea('/description')).toBeUndefined();
    expect(findArea('/description/7/extra')).toBeUndefined();
  });
});

describe('findArea matching', () => {
  it('ignores case and one trailing slash, and needs a value for each parameter', () => {
    expect(findArea('/DESCRIPTION/7/')?.remote).toBe('catalog');
    expect(findArea('/edit-address/3')?.remote).toBe('account');
    expect(findArea('/edit-address/')).toBeUndefined();
  });
});

describe('matchPath', () => {
  it('answers the parameters as the address spells them', () => {
    expect(matchPath('/description/:id', '/Description/12/')).toEqual({ id: '12' });
    expect(matchPath('/product', '/PRODUCT')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('answers nothing for another path', () => {
    expect(matchPath('/description/:id', '/description')).toBeUndefined();
    expect(matchPath('/product', '/products')).toBeUndefined();
    expect(matchPath('/', '/product')).toBeUndefined();
  });
});
