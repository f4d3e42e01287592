// The page's own inline scripts by hash, for its Content-Security-Policy (scripts/lib/edge-policy.mjs).
// The site server hashes the page it serves; nginx cannot, so each build of the shell (its dist and every
// release) carries them in script-hashes.conf, which the edge's configuration includes.
const { createHash } = require('node:crypto');

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A data block (config.json, JSON-LD) is never run, so it needs no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text\/javascript|module)\b)[^\s"'>]/i;

/** The file beside index.html that nginx includes. */
const SCRIPT_HASHES_FILE = 'script-hashes.conf';

/** @param {string} html  the page as built, before the edge includes anything into it */
function inlineScriptHashes(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** nginx's form: a variable the page's location puts in its script-src (deploy/nginx/harmony.conf). */
const nginxScriptHashes = (html) => `set $harmony_script_hashes "${inlineScriptHashes(html).join(' ')}";\n`;

const PLUGIN = 'HarmonyScriptHashes';

/**
 * Writes script-hashes.conf beside index.html, from the page exactly as it is emitted: after every other
 * plugin has had its say (the html plugin minifies after its own hooks), at the report stage.
 */
class ScriptHashesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          const page = assets['index.html'];
          if (!page) return;
          const hashes = nginxScriptHashes(page.source().toString());
          compilation.emitAsset(SCRIPT_HASHES_FILE, new sources.RawSource(hashes));
        },
      );
    });
  }
}

module.exports = { SCRIPT_HASHES_FILE, ScriptHashesPlugin, inlineScriptHashes, nginxScriptHashes };
