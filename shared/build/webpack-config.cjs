// One webpack + Module Federation setup for every Harmony app, so the shared singletons and loaders
// cannot drift apart between teams. Each app's webpack.config.js states only what is its own.
const fs = require('node:fs');
const path = require('node:path');
const { BannerPlugin, Compilation } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { FirstPaintPlugin } = require('./first-paint-plugin.cjs');
const { ScriptHashesPlugin } = require('./script-hashes.cjs');
const { PROVIDE_RUNTIME_PLUGIN, StandaloneRuntimePlugin } = require('./federation-runtime.cjs');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { firstReads } = require('./site-routes.cjs');

const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

/** The boot script is inlined, so it is bundled apart: no federation runtime, a few hundred bytes. */
function bundleBootScript(file) {
  const { outputFiles } = require('esbuild').buildSync({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return outputFiles[0].text.trim();
}

// The host's framework file: the libraries and our shared package, which its first render needs at once.
const FRAMEWORK_MODULES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand)|shared[\\/]src)[\\/]/;
// Our shared package's modules that only lazy code imports stay with it: the contact form's fields and
// rules (the shell's lazy pages), and Check delivery (DeliveryCheckSlot loads it after the first render).
const LAZY_SHARED_MODULES =
  /[\\/]shared[\\/]src[\\/](ui[\\/]fields\.|domain[\\/]contact\.|ui[\\/]delivery-check\.tsx|api[\\/]delivery\.|domain[\\/]delivery\.)/;

/**
 * @param {object} app
 * @param {string} app.name     container name, an identifier (cart_checkout), and its area in the route table
 * @param {string} app.title    page title when the app runs on its own
 * @param {string} app.dir      the app's folder (__dirname of its webpack.config.js)
 * @param {number} app.port     dev-server port
 * @param {Record<string,string>} [app.exposes]  what a remote offers the shell
 * @param {string} [app.bootScript]  a script inlined at the top of index.html (bundled on its own)
 * @param {{ id: string, path: string }} [app.inlineFile]  a JSON file the edge includes into index.html
 */
function createWebpackConfig(app) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(app.exposes);
    // The shell's entry waits for its shared modules itself: its first render is in main.js and the
    // framework file, both scripts of the page, not in a bootstrap chunk fetched after them. Remotes
    // keep import('./bootstrap'): their entry is the container the shell loads.
    const asyncStartup = !isRemote;
    const publicDir = path.join(app.dir, 'public');
    // What each of the area's routes reads first (the route table's firstRead, shared/src/api/products.ts).
    const firstData = firstReads(app.name);
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(app.dir, 'dist'),
        // Remotes resolve their chunks from wherever their remoteEntry was loaded.
        publicPath: isRemote ? 'auto' : '/',
        // Entry files keep their names (the federation runtime cannot hash them); chunks are hashed,
        // the shell's framework too, though the page loads it as a script of its entry.
        filename:
          production && !isRemote
            ? (pathData) => (pathData.chunk?.name === 'main' ? '[name].js' : '[name].[contenthash:8].js')
            : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: app.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // react-router's package points every bundler at its development build (dev warnings on); a
        // production build takes its production files.
        alias: production
          ? {
              'react-router$': path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            }
          : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                // Class names carry the app's name: no remote can restyle another.
                options: {
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: `${app.name}__[local]--[hash:base64:5]`,
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(svg|png|webp|jpe?g)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes: app.exposes ?? {},
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          // A remote's manifest also names the api read each route's first render needs (firstData):
          // the shell's boot script starts it beside the area's code (shared/src/api/early-responses.ts).
          manifest: Object.keys(firstData).length
            ? {
                additionalData: ({ stats }) => {
                  stats.metaData.firstData = firstData;
                  return stats;
                },
              }
            : true,
          dts: false,
          // The shell's federation runtime is the page's: the remotes run on it (federation-runtime.cjs).
          runtimePlugins: isRemote ? [] : [PROVIDE_RUNTIME_PLUGIN],
          // A remote loads no other remote, so its entry carries no remote-loading or snapshot code
          // (remoteEntry.js 28 → 18 KB gz), nor the runtime itself (externalRuntime: 18 → 8 KB gz). The
          // shell keeps all of it: it reads remotes from their manifests and preloads an area's first
          // chunk from them.
          experiments: {
            optimization: isRemote
              ? { target: 'web', disableSnapshot: true, disableRemote: true }
              : { target: 'web' },
            externalRuntime: isRemote,
            asyncStartup,
          },
        }),
        // Styles in files, not in scripts: they arrive with (or before) the markup they style, and the
        // manifest lists them so the shell fetches an area's CSS with its first chunk.
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: app.title,
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        // Brotli and gzip copies beside each text file: the edge (nginx, the site server) sends them as
        // they are, with no compressing per request.
        ...(production
          ? ['brotliCompress', 'gzip'].map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
                  test: /\.(js|css|html|json|svg)$/,
                  // The edge completes index.html per request (its server-side include), then compresses it.
                  exclude: /^index\.html$/,
                  threshold: 1024,
                }),
            )
          : []),
        // The framework file's functions nearly all run in the first render: Chrome compiles them while
        // the file streams in, off the main thread, when its first line says so (explicit compile hints;
        // the render's task 20–31 → 16–24 ms here). Added after minifying, which would drop it.
        ...(isRemote
          ? []
          : [
              new BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                include: /^framework\..*\.js$/,
                stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
              }),
            ]),
        new FirstPaintPlugin({
          headScript: app.bootScript && (() => bundleBootScript(app.bootScript)),
          inlineFile: app.inlineFile,
          asyncStartup,
        }),
        // The host's page: its inline scripts' hashes for the edge's Content-Security-Policy.
        ...(isRemote ? [] : [new ScriptHashesPlugin()]),
        // After FirstPaintPlugin, which puts the entry's script first: the runtime comes before it.
        ...(isRemote ? [new StandaloneRuntimePlugin()] : []),
        ...(fs.existsSync(publicDir)
          ? [new CopyWebpackPlugin({ patterns: [{ from: publicDir, noErrorOnMissing: true }] })]
          : []),
      ],
      optimization: {
        runtimeChunk: false,
        // Scripts by terser (webpack's default, '...'), styles by esbuild: an area's first styles are
        // on the way to its first render (catalog's 3.9 → 3.5 KB brotli).
        minimizer: ['...', new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify })],
        // The host's first render needs all of these at once (react, the router, the store, our shared
        // package): one file instead of eight small ones, each a round trip on a phone's network.
        // A remote is not split at all: an area's first render is its entry and one chunk (and its
        // styles), not a chunk per shared piece; its copies of the libraries are fallbacks, used only
        // when it runs on its own.
        splitChunks: isRemote
          ? false
          : {
              cacheGroups: {
                framework: {
                  test: (module) => {
                    const name = module.nameForCondition?.() ?? '';
                    return FRAMEWORK_MODULES.test(name) && !LAZY_SHARED_MODULES.test(name);
                  },
                  name: 'framework',
                  chunks: 'all',
                  enforce: true,
                },
              },
            },
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/uploads'], target: API_URL, changeOrigin: false }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createWebpackConfig };
