import { isWeakPassword } from './password-policy';

describe('isWeakPassword', () => {
  it.each(['password', 'Password123', '12345678', 'qwertyuiop', 'iloveyou', 'dragon2024!', 'Monkey!!', 'letmein1'])(
    'refuses the common %s',
    (password) => expect(isWeakPassword(password)).toBe(true),
  );

  it.each(['crema2024', 'Coffee123!', '!!espresso99'])('refuses the app’s own words: %s', (password) =>
    expect(isWeakPassword(password)).toBe(true),
  );

  it('refuses the person’s username or email name, padded or inside', () => {
    expect(isWeakPassword('barista_jo2024', { username: 'barista_jo' })).toBe(true);
    expect(isWeakPassword('my-jo.smith-pass', { email: 'jo.smith@example.com' })).toBe(true);
    expect(isWeakPassword('tangerine-orbit-57', { username: 'barista_jo', email: 'jo.smith@example.com' })).toBe(false);
  });

  it.each(['tangerine-orbit-57', 'correct horse battery staple', 'Gx7#pQ2m!vL9', 'brew-notes-on-a-tuesday'])(
    'accepts %s',
    (password) => expect(isWeakPassword(password)).toBe(false),
  );
});
