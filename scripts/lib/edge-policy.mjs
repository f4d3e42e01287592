// What the edge holds to, in one place: the headers it sends with the shop's pages, the largest body it
// takes and whether it serves source maps. The site server (npm start) reads them, and the nginx
// configuration (npm run start:prod, deploy/nginx) is written from them.
// The Content-Security-Policy is a second wall behind the description sanitiser: the access token is in
// localStorage, so a script that got into the page could take the session.
import scriptHashes from '../../shared/build/script-hashes.cjs';

const { inlineScriptHashes } = scriptHashes;

/**
 * What needs no knowledge of the build. Only directives that can be made right are set: the page's
 * styles are inline <style> elements and its pictures come from the api and data: addresses, the
 * footer's map is a frame of another origin, Razorpay's checkout frames its own pages; none of those is
 * restricted here.
 */
export const PAGE_POLICY = [
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
];

/**
 * The api's largest body: a 2 MB profile picture in its multipart envelope (JSON stops at 100 KB); a
 * larger body is refused here, as nginx's client_max_body_size does.
 */
export const MAX_BODY_BYTES = 3 * 1024 * 1024;

/** A build's source maps: the original source of every area, for a browser's developer tools. */
export const SOURCE_MAP = /\.map$/;
/** Served unless in production, where PUBLIC_SOURCE_MAPS=1 says to. */
export const sourceMapsServed = (env = process.env) =>
  env.NODE_ENV !== 'production' || env.PUBLIC_SOURCE_MAPS === '1';

/** Razorpay's checkout.js (ARCHITECTURE.md, Payments); the sandbox's stand-in is served by the api. */
export const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';

/** Sent with every page (and the site's files) by both servers. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/** Over TLS only (a browser ignores it over plain HTTP): two years, Mozilla's recommendation. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';

/** Whether the api takes payments through Razorpay (both keys set; api/src/config.ts). */
export const razorpayConfigured = (env = process.env) =>
  Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);

/** The origins of areas served elsewhere (config.json's remotes with absolute addresses). */
const areaOrigins = (remotes) =>
  Object.values(remotes)
    .filter((address) => /^https?:\/\//i.test(address))
    .map((address) => new URL(address).origin);

/**
 * The page's policy with its script-src: this origin, the page's own inline scripts by hash, Razorpay's
 * checkout when it takes the payments, and the origins of areas served elsewhere.
 * @param {object} options
 * @param {string[]} options.hashes   the inline scripts' 'sha256-…' sources (nginx: its variable)
 * @param {Record<string, string>} [options.remotes]  area name → manifest address, relative or absolute
 * @param {boolean} [options.razorpay]
 */
export function policyOf({ hashes, remotes = {}, razorpay = razorpayConfigured() }) {
  const sources = new Set([
    "'self'",
    ...hashes,
    ...(razorpay ? [RAZORPAY_CHECKOUT] : []),
    ...areaOrigins(remotes),
  ]);
  return [...PAGE_POLICY, `script-src ${[...sources].join(' ')}`].join('; ');
}

/**
 * The policy for the shell's index.html as built (before anything is included into it).
 * @param {string} html
 * @param {Record<string, string>} remotes
 * @param {{ razorpay?: boolean }} [options]
 */
export const pagePolicy = (html, remotes, options = {}) =>
  policyOf({ hashes: inlineScriptHashes(html), remotes, ...options });

/** The headers of every page and file of the site; Strict-Transport-Security when served over TLS. */
export const siteHeaders = ({ tls }) => ({
  ...SECURITY_HEADERS,
  ...(tls ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
});

const nginxHeader = (name, value) => `add_header ${name} "${value}" always;`;

/**
 * nginx's add_header lines for the site's files (deploy/nginx: included wherever a location adds headers
 * of its own, since those replace the server's), and for the page with its policy: its script hashes
 * come from the live shell release's script-hashes.conf ($harmony_script_hashes).
 */
export function nginxHeaders({ tls, remotes = {}, razorpay = razorpayConfigured() }) {
  const site = Object.entries(siteHeaders({ tls })).map(([name, value]) => nginxHeader(name, value));
  const policy = policyOf({ hashes: ['$harmony_script_hashes'], remotes, razorpay });
  return {
    site: `${site.join('\n')}\n`,
    page: `${[...site, nginxHeader('Content-Security-Policy', policy)].join('\n')}\n`,
  };
}

/**
 * nginx's /metrics/<n>: process n's GET /metrics (1 = the first api address), to the loopback and the
 * addresses of METRICS_ALLOW only, decided on nginx's own $remote_addr (a header cannot change it);
 * everyone else gets 403. The api checks the same list again (the X-Forwarded-For nginx sets is the
 * reader's address). Any other /metrics… path is the shell's page, like any unknown address.
 * @param {string[]} apiUrls
 * @param {string | undefined} metricsAllow  METRICS_ALLOW: addresses or CIDR ranges, commas between
 * @param {string} proxyConf  deploy/nginx/api-proxy.conf
 */
export function metricsLocations(apiUrls, metricsAllow, proxyConf) {
  const readers = ['127.0.0.1', '::1', ...(metricsAllow ?? '').split(/[\s,]+/).filter(Boolean)];
  for (const reader of readers) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(reader)) {
      throw new Error(`METRICS_ALLOW: "${reader}" is not an address or a CIDR range`);
    }
  }
  const allow = readers.map((reader) => `allow ${reader};`).join(' ');
  return apiUrls
    .map(
      (url, i) =>
        `location = /metrics/${i + 1} {\n      ${allow} deny all;\n` +
        `      proxy_pass ${new URL('/metrics', url)};\n      include ${proxyConf};\n    }`,
    )
    .join('\n    ');
}
