import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of an .eml file. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The .eml files in the mail folder addressed to `email`. */
export async function mailsTo(mailDir: string, email: string): Promise<string[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const matches: string[] = [];
  for (const file of files) {
    const raw = await readFile(join(mailDir, file), 'utf8');
    if (raw.toLowerCase().includes(email.toLowerCase())) matches.push(file);
  }
  return matches;
}

/** Waits for an .eml in the mail folder addressed to `email` that is not in `seen`. */
export async function waitForMail(mailDir: string, email: string, seen: ReadonlySet<string> = new Set()) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const file = (await mailsTo(mailDir, email)).find((name) => !seen.has(name));
    if (file) return { file, text: decodeQuotedPrintable(await readFile(join(mailDir, file), 'utf8')) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} in ${mailDir} within 20 s`);
}

/** The reset link of a reset email: `${APP_URL}/reset-password?token=<43 chars>`. */
export function resetLinkIn(text: string): { url: URL; token: string } {
  const match = /(https?:\/\/[^\s"'<>]+\/reset-password\?token=([A-Za-z0-9_-]{43}))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error('no reset link in the mail');
  return { url: new URL(match[1]), token: match[2] };
}

/** A header field's value, unfolded (RFC 5322 folds long ones onto indented lines). */
export function headerOf(eml: string, name: string): string | undefined {
  const head = eml.slice(0, eml.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
}
