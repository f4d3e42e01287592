import { makeProfile } from '../../../../testing/account-fixtures';
import { profileCompletion, profileImageUrl } from '../profile-completion';

describe('profileCompletion', () => {
  it('reads 90% and asks for a picture when only the image is missing', () => {
    expect(profileCompletion(makeProfile({ profile_image: null }))).toEqual({
      percent: 90,
      needsImage: true,
    });
    expect(profileCompletion(makeProfile({ profile_image: '' }))).toEqual({ percent: 90, needsImage: true });
  });

  it('leaves a change waiting for confirmation out of the count', () => {
    const profile = makeProfile({ pending_email: null, pending_contact_number: null });
    expect(profileCompletion(profile)).toEqual({ percent: 90, needsImage: true });
  });

  it("leaves the back-office roles out: a shopper's none is not a missing field", () => {
    const profile = makeProfile({ profile_image: '/uploads/profile/a.webp', staff_roles: [] });
    expect(profileCompletion(profile)).toEqual({ percent: 100, needsImage: false });
  });

  it('reads 100% with the image', () => {
    expect(profileCompletion(makeProfile({ profile_image: '/uploads/profile/a.webp' }))).toEqual({
      percent: 100,
      needsImage: false,
    });
  });

  it('is the rounded share of non-empty fields, id excluded', () => {
    // 12 fields besides id; 4 empty (image, address, addresses, shipping default): 8/12 → 67%.
    const profile = makeProfile({
      profile_image: null,
      address: '  ',
      addresses: [],
      shipping_address_id: null,
    });
    expect(profileCompletion(profile)).toEqual({ percent: 67, needsImage: false });
    // With the image: 9/12 → 75%.
    expect(profileCompletion({ ...profile, profile_image: '/uploads/profile/a.webp' })).toEqual({
      percent: 75,
      needsImage: false,
    });
  });

  it('does not count the id', () => {
    const { percent } = profileCompletion(makeProfile({ id: 0, profile_image: 'x.webp' }));
    expect(percent).toBe(100);
  });
});

describe('profileImageUrl', () => {
  it('serves the path from the site root, and nothing for no image', () => {
    expect(profileImageUrl('/uploads/profile/a.webp')).toBe('/uploads/profile/a.webp');
    expect(profileImageUrl('uploads/profile/a.webp')).toBe('/uploads/profile/a.webp');
    expect(profileImageUrl(null)).toBeNull();
    expect(profileImageUrl('')).toBeNull();
  });
});
