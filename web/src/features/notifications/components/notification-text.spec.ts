import { badgeText, bellLabel } from './notification-text';

describe('bellLabel', () => {
  it('names the unread count', () => {
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });

  it('says nothing of a count when all are read', () => {
    expect(bellLabel(0)).toBe('Notifications');
  });
});

describe('badgeText', () => {
  it('spells out up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
  });

  it('caps the badge beyond', () => {
    expect(badgeText(100)).toBe('99+');
  });
});
