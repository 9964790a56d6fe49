import { DEFAULT_PREFERENCES } from '@crema/contracts/identity/user';
import type { UserEntity } from './entities/user.entity';
import { profileChanged, readPreferences, toSelfUser, toUserProfile } from './user.mapper';

const user: UserEntity = {
  id: 7,
  username: 'Ada',
  email: 'ada@example.com',
  passwordHash: '$argon2id$secret',
  avatarUrl: null,
  bio: 'Espresso first.',
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  isAdmin: false,
  lastDigestAt: null,
  preferences: { measurementUnit: 'imperial' },
};

describe('readPreferences', () => {
  it('fills preferences the user never saved with their defaults and drops retired ones', () => {
    expect(readPreferences({ measurementUnit: 'imperial', retired: true })).toEqual({
      ...DEFAULT_PREFERENCES,
      measurementUnit: 'imperial',
    });
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
  });

  it('refuses stored values the contract does not allow', () => {
    expect(() => readPreferences({ measurementUnit: 'cubits' })).toThrow();
  });
});

describe('toSelfUser / toUserProfile', () => {
  it('never carries the password hash', () => {
    const self = toSelfUser(user);
    expect(self).toEqual({
      id: 7,
      username: 'Ada',
      email: 'ada@example.com',
      avatarUrl: null,
      bio: 'Espresso first.',
      createdAt: '2026-01-02T03:04:05.000Z',
      isAdmin: false,
      preferences: { ...DEFAULT_PREFERENCES, measurementUnit: 'imperial' },
    });
    expect(JSON.stringify(toUserProfile(user))).not.toContain('argon2');
  });
});

describe('profileChanged', () => {
  const profile = toUserProfile(user);

  it('is true for what other users see', () => {
    expect(profileChanged(profile, { ...profile, username: 'Ada2' })).toBe(true);
    expect(profileChanged(profile, { ...profile, avatarUrl: '/media/a.webp' })).toBe(true);
    expect(profileChanged(profile, { ...profile, bio: null })).toBe(true);
    expect(profileChanged(profile, { ...profile, profileVisibility: 'private' })).toBe(true);
    expect(profileChanged(profile, { ...profile, shareCheckIns: false })).toBe(true);
  });

  it('is false for private settings (email, other preferences)', () => {
    const emailChanged = toUserProfile({
      ...user,
      email: 'new@example.com',
      preferences: { measurementUnit: 'metric' },
    });
    expect(profileChanged(profile, emailChanged)).toBe(false);
  });
});
