import createDOMPurify from 'dompurify';
import { descriptionSanitizer } from '../description-policy';

describe('descriptionSanitizer', () => {
  it('refuses to start on a DOM DOMPurify cannot use (it would hand input back unchanged)', () => {
    expect(() => descriptionSanitizer(createDOMPurify({} as never))).toThrow('DOMPurify cannot run');
  });

  it('sets the policy on its own instance only', () => {
    const sanitize = descriptionSanitizer(createDOMPurify(window));
    const other = createDOMPurify(window);
    expect(sanitize('<p>a</p><table><tr><td>b</td></tr></table>')).toBe('<p>a</p>b');
    expect(other.sanitize('<table><tbody><tr><td>b</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>b</td></tr></tbody></table>',
    );
  });
});
