const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'catalog',
  title: 'Harmony · Catalog',
  dir: __dirname,
  port: Number(process.env.PORT) || 3001,
  // What this remote offers the shell: its routes, mounted under the shell's router.
  exposes: { './routes': './src/routes.tsx' },
  // What each route reads first (shared/src/api/products.ts): the shell starts it with this area's code.
  firstData: {
    '/': '/api/products',
    '/product': '/api/products?page=1',
    '/description/:id': '/api/products/:id',
  },
  // Lazy chunks a route renders with (webpackChunkName in src/routes.tsx), fetched with the entry.
  firstChunks: { '/description/:id': ['product-view'] },
});
