import { DESCRIPTION_ATTACKS, RICH_DESCRIPTION } from '@harmony/shared/testing/description-attacks';
import { sanitizeDescription } from '../sanitize-description';

describe('sanitizeDescription', () => {
  it.each(DESCRIPTION_ATTACKS)('leaves nothing that runs of: $name', ({ html, clean }) => {
    expect(sanitizeDescription(html)).toBe(clean);
  });

  it('keeps what a description is made of, and gives links rel="noopener noreferrer"', () => {
    expect(sanitizeDescription(RICH_DESCRIPTION.html)).toBe(RICH_DESCRIPTION.clean);
  });

  it("keeps a seed description as it is (the api's describe(): a paragraph and highlights)", () => {
    const seed =
      '<p>The Harmony M1 keeps your air conditioner running on a steady supply through the summer peaks.</p>' +
      '<ul><li>Suitable for 1.5 ton split and window ACs, inverter and non-inverter</li><li>Wall mount design</li></ul>';
    expect(sanitizeDescription(seed)).toBe(seed);
  });

  it.each([undefined, null, 42, '', '   '])('returns nothing for %p', (value) => {
    expect(sanitizeDescription(value)).toBe('');
  });
});
