import { authPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(safeReturnPath('/users/ana')).toBe('/users/ana');
    expect(safeReturnPath('/users/ana?tab=followers#top')).toBe('/users/ana?tab=followers#top');
    expect(safeReturnPath('/search?type=users&q=ana%20b')).toBe('/search?type=users&q=ana%20b');
    expect(safeReturnPath('/users/../friends')).toBe('/friends');
  });

  it.each([
    null,
    undefined,
    '',
    'users/ana',
    '//evil.example/users',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth',
    '/auth?next=/users/ana',
  ])('refuses %p', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});

describe('authPath', () => {
  it('names where to come back to, and the Register tab', () => {
    expect(authPath({ next: '/users/ana' })).toBe('/auth?next=%2Fusers%2Fana');
    expect(authPath({ next: '/users/ana?tab=following', tab: 'register' })).toBe(
      '/auth?tab=register&next=%2Fusers%2Fana%3Ftab%3Dfollowing',
    );
  });

  it('leaves out home and anything unsafe', () => {
    expect(authPath()).toBe('/auth');
    expect(authPath({ next: '/' })).toBe('/auth');
    expect(authPath({ next: '//evil.example' })).toBe('/auth');
    expect(authPath({ tab: 'register', next: 'https://evil.example' })).toBe('/auth?tab=register');
  });
});
