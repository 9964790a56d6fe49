import sharp from 'sharp';
import { ApiClient } from './http';
import { newUser, signedUpClient, type TestUser } from './users';

/** The launcher's designated administrator account (identity's ADMIN_USERNAME outside production). */
export const DESIGNATED_ADMIN = 'admin';

/**
 * Signs up the designated account and makes it administrator through GET /api/admin/init; pass
 * `user` to know its email and password (its username is always the designated one).
 */
export async function adminClient(baseUrl: string, user: TestUser = newUser('admin')): Promise<ApiClient> {
  const { client } = await signedUpClient(baseUrl, { ...user, username: DESIGNATED_ADMIN });
  const init = await client.get('/api/admin/init');
  expect(init.status).toBe(200);
  return client;
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
