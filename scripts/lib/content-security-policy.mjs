// The shop page's Content-Security-Policy, a second wall behind the description sanitiser: the access
// token is in localStorage, so a script that got into the page could take the session.
import { createHash } from 'node:crypto';

/** What needs no knowledge of the build; deploy/nginx/harmony.conf sends the same on the page. */
export const PAGE_POLICY = ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"];

/** Razorpay's checkout.js (ARCHITECTURE.md, Payments); the sandbox's stand-in is served by the api. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** A data block (config.json, JSON-LD) is never run, so it needs no hash. */
const DATA_BLOCK = /\btype\s*=\s*["']?(?!(?:text\/javascript|module)\b)[^\s"'>]/i;

/** The page's own inline scripts (the build's boot script), each allowed by its hash and no other. */
function inlineScriptHashes(html) {
  return [...html.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The policy for the shell's index.html as built: scripts from this origin, the page's own inline
 * ones by hash, Razorpay's checkout, and the origins of areas served elsewhere (config.json's remotes).
 * @param {string} html  the page before anything is included into it
 * @param {Record<string, string>} remotes  area name → manifest address, relative or absolute
 */
export function pagePolicy(html, remotes) {
  const areaOrigins = Object.values(remotes)
    .filter((address) => /^https?:\/\//i.test(address))
    .map((address) => new URL(address).origin);
  const scriptSources = new Set(["'self'", ...inlineScriptHashes(html), RAZORPAY_CHECKOUT, ...areaOrigins]);
  return [...PAGE_POLICY, `script-src ${[...scriptSources].join(' ')}`].join('; ');
}
