import type { AddressInUseAttempt } from './mail.jobs';
import { escapeHtml, type RenderedEmail } from './rendered-email';

const WHAT_HAPPENED: Record<AddressInUseAttempt, string> = {
  registration: 'Someone tried to create a new Crema account with this email address.',
  'email-change': 'Someone tried to move their Crema account to this email address.',
};

/**
 * To the owner of an address someone else tried to use: the person trying was answered as if the
 * address were free (or, for a registration, told it has an account), so this is where it shows.
 */
export function renderAddressInUseEmail({
  username,
  attempt,
  loginUrl,
  forgotPasswordUrl,
}: {
  username: string;
  attempt: AddressInUseAttempt;
  loginUrl: string;
  forgotPasswordUrl: string;
}): RenderedEmail {
  const subject = 'Someone tried to use your email on Crema';
  const text = [
    `Hi ${username},`,
    '',
    WHAT_HAPPENED[attempt],
    'It already belongs to your account, so nothing changed.',
    '',
    `If it was you, log in instead: ${loginUrl}`,
    `Forgot your password? ${forgotPasswordUrl}`,
    '',
    'If it was not you, there is nothing to do.',
    '',
    '— Crema',
  ].join('\n');
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #2b2118;">
    <p>Hi ${escapeHtml(username)},</p>
    <p>${escapeHtml(WHAT_HAPPENED[attempt])} It already belongs to your account, so nothing changed.</p>
    <p>If it was you, <a href="${escapeHtml(loginUrl)}" style="color: #8b5a2b;">log in</a> instead, or
      <a href="${escapeHtml(forgotPasswordUrl)}" style="color: #8b5a2b;">reset your password</a> if you forgot it.</p>
    <p>If it was not you, there is nothing to do.</p>
    <p>— Crema</p>
  </body>
</html>
`;
  return { subject, text, html };
}
