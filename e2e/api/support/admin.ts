import sharp from 'sharp';
import { ApiClient, type ApiResponse } from './http';
import type { SystemUnderTest } from './system';
import { newUser, signedUpClient, type TestUser } from './users';

/** The launcher's designated administrator account (identity's ADMIN_USERNAME outside production). */
export const DESIGNATED_ADMIN = 'admin';

/**
 * A client signed in as an administrator of its own. On a system of the file's own, that is the
 * designated account (its username is always the designated one), made administrator through
 * GET /api/admin/init. On the shared system, where that happened once, it is `user`, signed up and
 * granted the rights by the shared system's root administrator. Pass `user` to know its password.
 */
export async function adminClient(
  system: Pick<SystemUnderTest, 'baseUrl' | 'rootAdmin'>,
  user: TestUser = newUser('admin'),
): Promise<ApiClient> {
  if (system.rootAdmin === undefined) {
    const { client } = await signedUpClient(system.baseUrl, { ...user, username: DESIGNATED_ADMIN });
    await succeeded(client.get('/api/admin/init'), 'GET /api/admin/init');
    return client;
  }
  const { client, self } = await signedUpClient(system.baseUrl, user);
  const root = new ApiClient(system.baseUrl);
  const { username, password } = system.rootAdmin;
  await succeeded(root.post('/api/login', { username, password }), 'the root administrator’s login');
  await succeeded(
    root.patch(`/api/admin/users/${self.id}/admin`, { isAdmin: true }),
    'granting administrator rights',
  );
  return client;
}

/** Setup outside a test (a global setup has no expect): fails loudly with the answer. */
async function succeeded(answer: Promise<ApiResponse>, what: string): Promise<void> {
  const response = await answer;
  if (response.status !== 200) throw new Error(`${what} failed: ${response.status} ${response.text}`);
}

/** A multipart form with one file in `field`. */
export function fileForm(field: string, bytes: Buffer, type: string, filename: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A plain printed coffee-bag label: dark text on a light card, one line per entry. */
export function labelImage(lines: readonly string[], format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map(
      (line, index) =>
        `<text x="60" y="${110 + index * 64}" font-size="${index === 1 ? 46 : 36}">${escape(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="${160 + lines.length * 64}">
    <rect width="100%" height="100%" fill="#f6f1e7"/><g font-family="DejaVu Sans" fill="#222">${text}</g></svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.jpeg({ quality: 92 })).toBuffer();
}
