const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'cart_checkout',
  title: 'Harmony · Cart',
  dir: __dirname,
  port: Number(process.env.PORT) || 3002,
  // What this remote offers the shell: its routes, mounted under the shell's router.
  exposes: { './routes': './src/routes.tsx' },
});
