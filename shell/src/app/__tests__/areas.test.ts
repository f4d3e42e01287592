import { AREAS, findArea } from '../areas';

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
    ['/admin', 'backoffice'],
    ['/Admin/staff', 'backoffice'],
  ])('sends %s to %s', (path, remote) => {
    expect(findArea(path)?.remote).toBe(remote);
  });

  it('claims no area for unknown paths', () => {
    expect(findArea('/nope')).toBeUndefined();
    expect(findArea('/description')).toBeUndefined();
    expect(findArea('/description/7/extra')).toBeUndefined();
  });

  it("claims no area for the shell's own pages, nor for a page's other spelling (/index.html)", () => {
    expect(findArea('/about')).toBeUndefined();
    expect(findArea('/TandP')).toBeUndefined();
    expect(findArea('/index.html')).toBeUndefined();
  });
});

describe('findArea matching', () => {
  it('ignores case and one trailing slash, and needs a value for each parameter', () => {
    expect(findArea('/DESCRIPTION/7/')?.remote).toBe('catalog');
    expect(findArea('/edit-address/3')?.remote).toBe('account');
    expect(findArea('/edit-address/')).toBeUndefined();
  });
});

describe('AREAS', () => {
  it("lists each remote's routes from the route table, with the name its fallback shows", () => {
    expect(AREAS).toEqual([
      { remote: 'catalog', label: 'Products', paths: ['/', '/product', '/description/:id'] },
      {
        remote: 'cart_checkout',
        label: 'Cart and checkout',
        paths: ['/cart', '/order-confirmation', '/order-success'],
      },
      {
        remote: 'account',
        label: 'Your account',
        paths: [
          '/login',
          '/registration',
          '/forget-password',
          '/reset-password',
          '/confirm-change',
          '/undo-change',
          '/profile',
          '/profile/settings',
          '/Add-Addresses',
          '/edit-address/:id',
          '/order/:orderId',
        ],
      },
      { remote: 'backoffice', label: 'The back office', paths: expect.arrayContaining(['/admin']) },
    ]);
    expect(findArea('/admin')?.paths.every((path) => path.startsWith('/admin'))).toBe(true);
  });
});
