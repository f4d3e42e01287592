const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'account',
  title: 'Harmony · Account',
  dir: __dirname,
  port: Number(process.env.PORT) || 3003,
  // What this remote offers the shell: its routes, mounted under the shell's router.
  exposes: { './routes': './src/routes.tsx' },
});
