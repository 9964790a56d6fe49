import { renderPasswordResetEmail } from './password-reset-email.template';

describe('renderPasswordResetEmail', () => {
  const resetUrl = 'https://crema.example/reset-password?token=abc&x=1';

  it('carries the link in the text and the HTML body', () => {
    const email = renderPasswordResetEmail({ username: 'Ada', resetUrl });
    expect(email.subject).toBe('Reset your Crema password');
    expect(email.text).toContain(resetUrl);
    expect(email.html).toContain('href="https://crema.example/reset-password?token=abc&#38;x=1"');
  });

  it('escapes the username in HTML', () => {
    const email = renderPasswordResetEmail({ username: '<script>"x"</script>', resetUrl });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;&#34;x&#34;&#60;/script&#62;');
  });
});
