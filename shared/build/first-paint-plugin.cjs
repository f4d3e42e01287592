// What an app's page needs for its first render, asked for by index.html itself instead of one after
// another as the scripts run: the inline boot script, and preload hints for the entry's first chunks
// (the bootstrap chunk and the shared libraries it consumes: react-dom, the router, shared...), with
// their styles. Without the hints the browser learns of them only after main.js has run.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'HarmonyFirstPaint';

/**
 * Chunks a chunk group needs at once: its own, plus, for each shared module it consumes, the chunks of
 * the module this app provides under that key (what the runtime loads when this app loaded first).
 */
function firstChunks(compilation, group, providers, seen = new Set()) {
  const { chunkGraph } = compilation;
  for (const chunk of group.chunks) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const source = providers.get(module.options.shareKey) ?? module;
      for (const block of source.blocks) {
        const next = chunkGraph.getBlockChunkGroup(block);
        if (next) firstChunks(compilation, next, providers, seen);
      }
    }
  }
  return seen;
}

class FirstPaintPlugin {
  /**
   * @param {{ headScript?: () => string, inlineFile?: { id: string, path: string } }} options
   *   inlineFile: a JSON file the edge writes into the page (a server-side include of `path`, as nginx's
   *   ssi module and the site server read it), so the boot script need not fetch it
   */
  constructor(options = {}) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = data.publicPath ?? '/';
        const providers = new Map();
        for (const module of compilation.modules) {
          if (module.constructor.name === 'ProvideSharedModule') providers.set(module._name, module);
        }
        // The app's own entry module (src/index.ts) has one async block: import('./bootstrap').
        const files = new Set();
        for (const dependency of compilation.entries.get('main')?.dependencies ?? []) {
          const module = compilation.moduleGraph.getModule(dependency);
          for (const block of module?.blocks ?? []) {
            const group = compilation.chunkGraph.getBlockChunkGroup(block);
            if (!group) continue;
            for (const first of firstChunks(compilation, group, providers))
              for (const file of first.files) files.add(file);
          }
        }
        const hints = [...files]
          .filter((file) => /\.(js|css)$/.test(file))
          .sort()
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            attributes: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: publicPath + file,
            },
          }));
        // The entry runs the federation runtime that everything else waits for: fetch it first.
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        const boot = this.options.headScript?.();
        const { inlineFile } = this.options;
        const inline = [
          ...(inlineFile
            ? [
                {
                  tagName: 'script',
                  voidTag: false,
                  meta: { plugin: PLUGIN },
                  innerHTML: `<!--# include virtual="${inlineFile.path}" -->`,
                  attributes: { id: inlineFile.id, type: 'application/json' },
                },
              ]
            : []),
          ...(boot
            ? [
                {
                  tagName: 'script',
                  voidTag: false,
                  meta: { plugin: PLUGIN },
                  innerHTML: boot,
                  attributes: {},
                },
              ]
            : []),
        ];
        data.headTags = [...inline, ...data.headTags, ...hints];
        return data;
      });
    });
  }
}

module.exports = { FirstPaintPlugin };
