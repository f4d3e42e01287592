const { BannerPlugin } = require('webpack');
const { createWebpackConfig } = require('@harmony/shared/build/webpack-config.cjs');

const config = createWebpackConfig({
  name: 'catalog',
  title: 'Harmony · Catalog',
  dir: __dirname,
  port: Number(process.env.PORT) || 3001,
  // What this remote offers the shell: its routes, mounted under the shell's router.
  exposes: { './routes': './src/routes.tsx' },
});

// RELEASE_LABEL (a release's name, optional): the page says which catalog release it runs, as
// <html data-catalog-release="…"> set by each of this remote's scripts when it runs (so every chunk,
// and its content-hashed name, differs from another label's).
const label = process.env.RELEASE_LABEL;
module.exports = label
  ? (env, argv) => {
      const built = config(env, argv);
      const mark = `document.documentElement.dataset.catalogRelease=${JSON.stringify(label)};`;
      built.plugins.push(new BannerPlugin({ banner: mark, raw: true, include: /\.js$/ }));
      return built;
    }
  : config;
