import { escapeHtml, type RenderedEmail } from '../mail/rendered-email';

const STYLE = 'font-family: sans-serif; line-height: 1.5; color: #2b2118;';

function page(paragraphs: string[]): string {
  return `<!doctype html>
<html>
  <body style="${STYLE}">
${paragraphs.map((paragraph) => `    <p>${paragraph}</p>`).join('\n')}
    <p>— Crema</p>
  </body>
</html>
`;
}

/** To the new address: the link that makes it the account's email. */
export function renderEmailChangeConfirmation({
  username,
  confirmUrl,
}: {
  username: string;
  confirmUrl: string;
}): RenderedEmail {
  const subject = 'Confirm your new Crema email';
  const text = [
    `Hi ${username},`,
    '',
    'You asked to use this address for your Crema account.',
    'Open this link within 24 hours to confirm it:',
    '',
    confirmUrl,
    '',
    'If you did not ask for this, ignore this email: nothing changes.',
    '',
    '— Crema',
  ].join('\n');
  const link = escapeHtml(confirmUrl);
  const html = page([
    `Hi ${escapeHtml(username)},`,
    'You asked to use this address for your Crema account. Open this link within 24 hours to confirm it:',
    `<a href="${link}" style="color: #8b5a2b;">Confirm your new email</a>`,
    `<span style="font-size: 0.9em;">Or paste this address into your browser: ${link}</span>`,
    'If you did not ask for this, ignore this email: nothing changes.',
  ]);
  return { subject, text, html };
}

/** To the old address: the email is being changed; what to do if that was not the owner. */
export function renderEmailChangeNotice({
  username,
  maskedNewEmail,
  forgotPasswordUrl,
}: {
  username: string;
  maskedNewEmail: string;
  forgotPasswordUrl: string;
}): RenderedEmail {
  const subject = 'Your Crema email is being changed';
  const text = [
    `Hi ${username},`,
    '',
    `Your Crema email is being changed to ${maskedNewEmail}. The change takes effect once the new`,
    'address is confirmed from its own inbox.',
    '',
    "If this wasn't you, reset your password now: that cancels the change and signs your account out",
    'everywhere, including wherever the change was asked from:',
    '',
    forgotPasswordUrl,
    '',
    '— Crema',
  ].join('\n');
  const link = escapeHtml(forgotPasswordUrl);
  const html = page([
    `Hi ${escapeHtml(username)},`,
    `Your Crema email is being changed to <strong>${escapeHtml(maskedNewEmail)}</strong>. The change takes effect once the new address is confirmed from its own inbox.`,
    `If this wasn't you, <a href="${link}" style="color: #8b5a2b;">reset your password</a> now: that cancels the change and signs your account out everywhere, including wherever the change was asked from.`,
  ]);
  return { subject, text, html };
}
