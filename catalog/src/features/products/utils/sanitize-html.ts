/**
 * Descriptions are HTML written by our own api; still, nothing in them may run code. Elements that
 * execute or load foreign content are dropped, and so are event-handler attributes and script URLs.
 */
const BLOCKED_ELEMENTS =
  'script, style, iframe, frame, frameset, object, embed, link, meta, base, form, noscript';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']);
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

function isUnsafeAttribute(name: string, value: string): boolean {
  if (name.startsWith('on') || name === 'srcdoc' || name === 'style') return true;
  // Browsers ignore control characters and spaces inside a URL's scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  return URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(value.replace(/[\u0000-\u0020]/g, ''));
}

export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  // A template's content is inert: nothing in it loads or runs while we clean it.
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(BLOCKED_ELEMENTS).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      if (isUnsafeAttribute(attribute.name.toLowerCase(), attribute.value))
        element.removeAttribute(attribute.name);
    }
  });
  return template.innerHTML;
}
