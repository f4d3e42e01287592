import { sanitizeHtml } from '../sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    const html = '<p>Steady <strong>power</strong></p><ul><li>One</li><li>Two</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops elements that run or load foreign content', () => {
    const html =
      '<p>Text</p><script>alert(1)</script><iframe src="https://evil.test"></iframe><style>*{}</style><object></object>';
    expect(sanitizeHtml(html)).toBe('<p>Text</p>');
  });

  it('drops event handlers, inline styles and script URLs', () => {
    const clean = sanitizeHtml(
      '<img src="x.svg" onerror="alert(1)" style="position:fixed"><a href=" java\tscript:alert(1)" onclick="x()">a</a><a href="/product">b</a>',
    );
    expect(clean).toBe('<img src="x.svg"><a>a</a><a href="/product">b</a>');
  });

  it('drops handlers nested in SVG too', () => {
    expect(
      sanitizeHtml('<svg><g onload="alert(1)"><a xlink:href="javascript:x()"></a></g></svg>'),
    ).not.toMatch(/onload|javascript/);
  });

  it.each([undefined, null, 42, '', '   '])('returns nothing for %p', (value) => {
    expect(sanitizeHtml(value)).toBe('');
  });
});
