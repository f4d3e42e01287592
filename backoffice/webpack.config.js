const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'backoffice',
  title: 'Harmony · Back office',
  dir: __dirname,
  port: Number(process.env.PORT) || 3004,
  // What this remote offers the shell: the back office's routes and layout, mounted under /admin.
  exposes: { './routes': './src/routes.tsx' },
});
