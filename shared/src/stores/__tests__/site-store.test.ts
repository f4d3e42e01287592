import { DEFAULT_SITE_CONFIG, grievanceOfficerOf } from '../site-store';

describe('grievanceOfficerOf', () => {
  it('takes every field config.json gives, trimmed', () => {
    expect(
      grievanceOfficerOf({
        name: ' R. Sundar ',
        designation: 'Nodal Officer',
        email: 'n@h.in',
        phone: '+91 1',
      }),
    ).toEqual({ name: 'R. Sundar', designation: 'Nodal Officer', email: 'n@h.in', phone: '+91 1' });
  });

  it('falls back field by field to the default for a missing, empty or non-text value', () => {
    const fallback = DEFAULT_SITE_CONFIG.grievanceOfficer;
    expect(grievanceOfficerOf({ name: 'R. Sundar', email: '  ', phone: 42 })).toEqual({
      ...fallback,
      name: 'R. Sundar',
    });
    expect(grievanceOfficerOf(undefined)).toEqual(fallback);
    expect(grievanceOfficerOf('officer')).toEqual(fallback);
  });
});
