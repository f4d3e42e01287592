// A page's own metadata (title, description, canonical, Open Graph, JSON-LD), written into the shell's
// index.html as it leaves the site server: what nginx's ssi module does with the same include
// (shared/build/index.html, deploy/nginx/harmony.conf), so both ways of serving send the same page.

/** The page's default head, in an ssi block, and the include that stands in for it when it answers. */
export const PAGE_HEAD =
  /<!--# block name="page-head" -->([\s\S]*?)<!--# endblock -->\s*<!--# include virtual="([^"]+)" stub="page-head" -->/;

/** How long a page waits for its metadata before it goes out with the default (nginx: page-api.conf). */
const PAGE_HEAD_TIMEOUT_MS = 2000;

/**
 * The page's path and query, dot segments resolved: what nginx puts in $page_uri (harmony.conf), a reset
 * link's token blanked there as here (the api logs the address it is asked about; no head depends on it).
 */
function pageUri(url) {
  const { pathname, search } = new URL(`http://site${url.startsWith('/') ? '' : '/'}${url}`);
  return pathname + search.replace(/([?&]token=)[^&]*/gi, '$1redacted');
}

/** The api's head for the page: its HTML and status (200, or 404 for an unknown product), or null. */
async function fetchHead(url, timeoutMs) {
  const answer = await fetch(url, {
    headers: { accept: 'text/html' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await answer.text();
  const html = /^text\/html\b/.test(answer.headers.get('content-type') ?? '');
  return html && (answer.status === 200 || answer.status === 404) ? { status: answer.status, body } : null;
}

/**
 * `html` for the page at `requestUrl`, its default head replaced by the api's answer, with the status
 * the api gave. When the api does not answer (down, slow, or with anything but a head) the default
 * stays and the status is 200: the shop never goes down with its metadata.
 * @param {string} html  the shell's index.html
 * @param {string} requestUrl  the page's path and query as the shopper asked for them
 * @param {string} apiUrl  http://127.0.0.1:4000
 * @param {{ log?: { warn(obj: object, msg: string): void }, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, html: string }>}
 */
export async function withPageHead(html, requestUrl, apiUrl, { log, timeoutMs = PAGE_HEAD_TIMEOUT_MS } = {}) {
  const match = PAGE_HEAD.exec(html);
  if (!match) return { status: 200, html };
  const [whole, fallback, virtual] = match;
  const url = apiUrl.replace(/\/+$/, '') + virtual.replace('$page_uri', () => pageUri(requestUrl));
  const head = await fetchHead(url, timeoutMs).catch((err) => {
    log?.warn({ err }, 'the api did not describe the page; it goes out with its default head');
    return null;
  });
  const at = match.index;
  return {
    status: head?.status ?? 200,
    html: html.slice(0, at) + (head?.body ?? fallback) + html.slice(at + whole.length),
  };
}
