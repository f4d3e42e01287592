// One federation runtime per page, the shell's: a remote's entries take it from the page they run in
// (experiments.externalRuntime) instead of carrying a copy each (catalog's remoteEntry.js 16.6 → 7.2 KB
// brotli, on the way to every area's first render). The shell checks that a remote was built with a
// runtime of its own major and minor before loading it (shell/src/features/remotes/shared-versions.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * The runtime plugin that hands the shell's runtime to the remotes, as its ES module: the CommonJS file
 * that experiments.provideExternalRuntime names brings a second copy of the runtime (+9 KB brotli).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const PLUGIN = 'HarmonyStandaloneRuntime';
const STANDALONE_FILE = 'federation-runtime.js';
/** Where a remote's entries look for the runtime (the name externalRuntime compiles them against). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

let bundled;
/** The runtime as one script that puts it where the remote's entries look for it. */
function standaloneRuntime() {
  bundled ??= require('esbuild').buildSync({
    stdin: {
      contents: `import * as runtime from '@module-federation/runtime-core';\nglobalThis.${GLOBAL_NAME} = runtime;\n`,
      resolveDir: __dirname,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
  }).outputFiles[0].text;
  return bundled;
}

/**
 * A remote on its own page (a developer's `npm run dev -w catalog`) has no shell to take the runtime
 * from: its page loads federation-runtime.js before its entries (deferred scripts run in order).
 */
class StandaloneRuntimePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(STANDALONE_FILE, new RawSource(standaloneRuntime())),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const script = {
          tagName: 'script',
          voidTag: false,
          meta: { plugin: PLUGIN },
          attributes: { defer: true, src: `${data.publicPath ?? '/'}${STANDALONE_FILE}` },
        };
        data.headTags = [script, ...data.headTags];
        return data;
      });
    });
  }
}

module.exports = { PROVIDE_RUNTIME_PLUGIN, StandaloneRuntimePlugin };
