const { HOME_TITLE } = require('@harmony/shared/build/site-routes.cjs');
const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

module.exports = createWebpackConfig({
  name: 'shell',
  title: HOME_TITLE,
  dir: __dirname,
  port: Number(process.env.PORT) || 3000,
  // Starts config.json and the area's manifest and first chunks before the shell's code has arrived.
  bootScript: require.resolve('./src/boot/boot.ts'),
  // The edge writes config.json into the page (see boot-state.ts), saving the boot script a round trip.
  inlineFile: { id: 'harmony-config', path: '/config.json' },
});
