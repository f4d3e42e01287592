/**
 * Ways HTML has run script past sanitisers, each with exactly what the description policy
 * (domain/description-policy.ts) leaves of it. The catalog's tests run them in the browser's path, the
 * api's on its server DOM; one list, so both sides are held to the same answers.
 */
export interface DescriptionAttack {
  name: string;
  html: string;
  clean: string;
}

export const DESCRIPTION_ATTACKS: readonly DescriptionAttack[] = [
  {
    name: 'SVG animate setting a link to a script URL',
    html: '<svg><a><animate attributeName="href" values="javascript:alert(1)"></animate><text x="20" y="20">Click</text></a></svg>',
    clean: '',
  },
  {
    name: 'SVG set setting a link to a script URL',
    html: '<svg><a><set attributeName="xlink:href" to="javascript:alert(1)"></set><text y="20">Click</text></a></svg>',
    clean: '',
  },
  {
    name: 'MathML table mXSS (style re-parsed as HTML)',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    clean: '',
  },
  {
    name: 'noscript title mXSS',
    html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    clean: '<p></p>',
  },
  {
    name: 'nested form MathML mXSS',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    clean: '',
  },
  {
    name: 'script URL in a link',
    html: '<a href="javascript:alert(1)">Manual</a>',
    clean: '<a>Manual</a>',
  },
  {
    name: 'script URL in mixed case',
    html: '<a href="JaVaScRiPt:alert(1)">Manual</a>',
    clean: '<a>Manual</a>',
  },
  {
    name: 'script URL hidden by an entity and a tab',
    html: '<a href=" &#106;ava\tscript:alert(1)">Manual</a>',
    clean: '<a>Manual</a>',
  },
  {
    name: 'data: URL in a link',
    html: '<a href="data:text/html,<script>alert(1)</script>">Manual</a>',
    clean: '<a>Manual</a>',
  },
  {
    name: 'image error handler',
    html: '<p>Text<img src=x onerror=alert(1)></p>',
    clean: '<p>Text</p>',
  },
  {
    name: 'image from a data: URL',
    html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
    clean: '',
  },
  {
    name: 'iframe',
    html: '<p>Text</p><iframe src="https://evil.example/" srcdoc="<script>alert(1)</script>"></iframe>',
    clean: '<p>Text</p>',
  },
  {
    name: 'style element',
    html: '<style>body{display:none}</style><p>Text</p>',
    clean: '<p>Text</p>',
  },
  {
    name: 'SVG use of a foreign sprite',
    html: '<svg><use href="https://evil.example/sprite.svg#x"></use></svg>',
    clean: '',
  },
  {
    name: 'event handler attributes',
    html: '<p onclick="alert(1)">Text <b onmouseover="alert(2)">bold</b></p><details open ontoggle=alert(3)>x</details>',
    clean: '<p>Text <b>bold</b></p>x',
  },
  {
    name: 'script element',
    html: '<p>Text</p><script>alert(1)</script>',
    clean: '<p>Text</p>',
  },
  {
    name: 'form button with a script action',
    html: '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Buy</button></form>',
    clean: 'Buy',
  },
  {
    name: 'styles, classes and ids (layout and DOM clobbering)',
    html: '<p style="position:fixed;inset:0" class="overlay" id="root" name="cookie">Text</p>',
    clean: '<p>Text</p>',
  },
];

/** Everything the policy allows, and what it becomes: unchanged but for the rel every link gets. */
export const RICH_DESCRIPTION = {
  html:
    '<h3>Why it lasts</h3><p>Steady <strong>power</strong> &amp; <em>quiet</em> relays, <b>₹4,999</b>' +
    ' <i>only</i>.<br>Read the <a href="https://harmony.example/manual.pdf">manual</a>,' +
    ' <a href="mailto:care@harmony.example">write to us</a> or see <a href="/description/3">the M3</a>.</p>' +
    '<h4>In the box</h4><ol><li>Stabilizer</li><li>Manual</li></ol><ul><li>Wall mount</li></ul>',
  clean:
    '<h3>Why it lasts</h3><p>Steady <strong>power</strong> &amp; <em>quiet</em> relays, <b>₹4,999</b>' +
    ' <i>only</i>.<br>Read the <a href="https://harmony.example/manual.pdf" rel="noopener noreferrer">manual</a>,' +
    ' <a href="mailto:care@harmony.example" rel="noopener noreferrer">write to us</a> or see' +
    ' <a href="/description/3" rel="noopener noreferrer">the M3</a>.</p>' +
    '<h4>In the box</h4><ol><li>Stabilizer</li><li>Manual</li></ol><ul><li>Wall mount</li></ul>',
};
