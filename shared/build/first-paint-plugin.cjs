// What an app's page needs for its first render, asked for by index.html itself instead of one after
// another as the scripts run: the inline boot script, preload hints for the first chunks the entry
// waits for (the bootstrap chunk, or with async startup the shared libraries' chunks), and their
// styles written into the page. Without the hints the browser learns of them only after main.js ran.
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

/**
 * A CSS file as a <style> element of the page: no request of its own holding one of a phone's few
 * connections while the scripts wait. data-href is what the CSS loader looks for before it fetches a
 * file, so the file is never fetched as well. The source map comment goes: it is relative to the file.
 */
function styleTag(compilation, file, href) {
  const css = compilation
    .getAsset(file)
    .source.source()
    .toString()
    .replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be written into the page: it contains </style`);
  return {
    tagName: 'style',
    voidTag: false,
    meta: { plugin: PLUGIN },
    innerHTML: css,
    attributes: { 'data-href': href },
  };
}

class FirstPaintPlugin {
  /**
   * @param {{ headScript?: () => string, inlineFile?: { id: string, path: string }, asyncStartup?: boolean }} options
   *   asyncStartup: the entry has no bootstrap chunk; it loads the shared modules it consumes itself
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
        // With async startup (the shell) the entry's own chunks are the page's scripts, and the shared
        // modules they consume load at startup from chunks of their own. Otherwise (a remote on its own)
        // the entry module's one async block, import('./bootstrap'), starts the first render.
        const entrypoint = compilation.entrypoints.get('main');
        const groups = [];
        if (this.options.asyncStartup) {
          if (entrypoint) groups.push(entrypoint);
        } else {
          for (const dependency of compilation.entries.get('main')?.dependencies ?? []) {
            const module = compilation.moduleGraph.getModule(dependency);
            for (const block of module?.blocks ?? []) {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              if (group) groups.push(group);
            }
          }
        }
        const files = new Set();
        for (const group of groups)
          for (const first of firstChunks(compilation, group, providers))
            for (const file of first.files) files.add(file);
        for (const file of entrypoint?.getFiles() ?? []) files.delete(file);
        const sizeOf = (file) => compilation.getAsset(file)?.source.size() ?? 0;
        // Largest first: on a phone's few connections it finishes last, so it must not wait for a slot.
        const hints = [...files]
          .filter((file) => file.endsWith('.js'))
          .sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b))
          .map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: PLUGIN },
            attributes: { rel: 'preload', as: 'script', href: publicPath + file },
          }));
        const styles = [...files]
          .filter((file) => file.endsWith('.css'))
          .sort()
          .map((file) => styleTag(compilation, file, publicPath + file));
        // The entry's own styles (html-webpack-plugin's stylesheet links) are written in too.
        data.headTags = data.headTags.map((tag) => {
          const { rel, href } = tag.tagName === 'link' ? tag.attributes : {};
          return rel === 'stylesheet' && typeof href === 'string' && href.startsWith(publicPath)
            ? styleTag(compilation, href.slice(publicPath.length), href)
            : tag;
        });
        // The entry runs the federation runtime that everything else waits for: fetch it first. Its
        // script comes first too, so the runtime starts while the framework file still downloads (the
        // runtime waits for that chunk itself).
        const runtime = new Set(
          [...(entrypoint?.getRuntimeChunk()?.files ?? [])].map((file) => publicPath + file),
        );
        const isScript = (tag) => tag.tagName === 'script' && Boolean(tag.attributes.src);
        for (const tag of data.headTags) if (isScript(tag)) tag.attributes.fetchpriority = 'high';
        data.headTags.sort(
          (a, b) =>
            Number(isScript(b) && runtime.has(b.attributes.src)) -
            Number(isScript(a) && runtime.has(a.attributes.src)),
        );
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
        data.headTags = [...hints, ...styles, ...inline, ...data.headTags];
        return data;
      });
    });
  }
}

module.exports = { FirstPaintPlugin };
