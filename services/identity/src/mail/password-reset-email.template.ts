import type { MintedResetLink } from '../password-reset/reset-link-minter';
import { escapeHtml, type RenderedEmail } from './rendered-email';

/** The password reset message, in plain text and simple HTML. */
export function renderPasswordResetEmail({
  username,
  resetUrl,
}: Pick<MintedResetLink, 'username' | 'resetUrl'>): RenderedEmail {
  const subject = 'Reset your Crema password';
  const text = [
    `Hi ${username},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Crema account.',
    'Open this link within one hour to choose a new password:',
    '',
    resetUrl,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    '— Crema',
  ].join('\n');
  const link = escapeHtml(resetUrl);
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #2b2118;">
    <p>Hi ${escapeHtml(username)},</p>
    <p>Someone (hopefully you) asked to reset the password of your Crema account.
      Open this link within one hour to choose a new password:</p>
    <p><a href="${link}" style="color: #8b5a2b;">Reset your password</a></p>
    <p style="font-size: 0.9em;">Or paste this address into your browser: ${link}</p>
    <p>If you did not ask for this, ignore this email: your password stays as it is.</p>
    <p>— Crema</p>
  </body>
</html>
`;
  return { subject, text, html };
}
