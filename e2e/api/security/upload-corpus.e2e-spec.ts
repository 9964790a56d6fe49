import sharp from 'sharp';
import {
  checkInBody,
  checkInForm,
  photoWithGps,
  postCheckInForm,
  type CheckInCard,
} from '../support/check-ins';
import { SESSION_COOKIE, type ApiClient, type ApiResponse } from '../support/http';
import { sharedSystem } from '../support/system';
import { signedUpClient } from '../support/users';

/**
 * Hostile files against every upload of a person's pictures (avatar, check-in photo): each one is
 * refused with a 4xx, or stored re-encoded and clean — a plain still image in the format Crema
 * writes, with no metadata and none of the bytes the file smuggled in. Never a 5xx.
 */

/** Markers the corpus hides in files; none may survive into what Crema serves. */
const SMUGGLED = ['<script', '<html', 'PK\u0003\u0004', 'SpyCam', 'secret-xmp'];

type Outcome = 'refused' | 'clean' | 'refused or clean';

interface Case {
  name: string;
  bytes: () => Promise<Buffer>;
  type: string;
  filename: string;
  /** What the upload must come to; "refused or clean" where either is a safe answer. */
  outcome: Outcome;
  /** The exact refusal, where one is specified. */
  status?: number;
}

const plainJpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>secret-xmp <script>alert(1)</script></dc:title>
</rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A ZIP's local file header and a little more: what a JAR/ZIP polyglot carries after the image. */
const ZIP_TAIL = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 1)]);

/** A GIF header that declares a 65,535 × 65,535 screen around one pixel. */
function gifPixelFlood(): Buffer {
  const header = Buffer.from('GIF89a', 'latin1');
  const screen = Buffer.from([0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00]);
  const image = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]);
  return Buffer.concat([header, screen, image]);
}

const CORPUS: Case[] = [
  {
    name: 'a JPEG with an HTML page appended (polyglot)',
    bytes: async () =>
      Buffer.concat([await plainJpeg(), Buffer.from('<html><script>alert(1)</script></html>')]),
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'clean',
  },
  {
    name: 'a JPEG with a ZIP archive appended (polyglot)',
    bytes: async () => Buffer.concat([await plainJpeg(), ZIP_TAIL]),
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'clean',
  },
  {
    name: 'an HTML page behind JPEG magic bytes',
    bytes: () =>
      Promise.resolve(
        Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
      ),
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'refused',
  },
  {
    name: 'an SVG with a script',
    bytes: () =>
      Promise.resolve(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      ),
    type: 'image/svg+xml',
    filename: 'cup.svg',
    outcome: 'refused',
    status: 415,
  },
  {
    name: 'a truncated JPEG (first half)',
    bytes: async () => {
      const whole = await sharp({
        create: {
          width: 800,
          height: 600,
          channels: 3,
          background: '#777',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer();
      return whole.subarray(0, Math.floor(whole.length / 2));
    },
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'refused or clean',
  },
  {
    name: 'a truncated PNG (header only)',
    bytes: async () =>
      (
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } })
          .png()
          .toBuffer()
      ).subarray(0, 40),
    type: 'image/png',
    filename: 'cup.png',
    outcome: 'refused',
  },
  {
    name: 'a decompression bomb (a 400-megapixel PNG of one colour, a few hundred KB)',
    bytes: () =>
      sharp({
        create: { width: 20_000, height: 20_000, channels: 3, background: '#000' },
        limitInputPixels: false,
      })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    type: 'image/png',
    filename: 'cup.png',
    outcome: 'refused',
    status: 413,
  },
  {
    name: 'a GIF whose header declares a 65,535 px square screen',
    bytes: () => Promise.resolve(gifPixelFlood()),
    type: 'image/gif',
    filename: 'cup.gif',
    outcome: 'refused or clean',
  },
  {
    name: 'a 50,000 px wide strip',
    bytes: () =>
      sharp({ create: { width: 50_000, height: 8, channels: 3, background: '#553311' } })
        .png()
        .toBuffer(),
    type: 'image/png',
    filename: 'cup.png',
    outcome: 'refused or clean',
  },
  {
    name: 'an animated WebP',
    bytes: () => animated('webp'),
    type: 'image/webp',
    filename: 'cup.webp',
    outcome: 'clean',
  },
  {
    // Avatars take GIFs (first frame only); check-in photos do not take GIF at all.
    name: 'an animated GIF',
    bytes: () => animated('gif'),
    type: 'image/gif',
    filename: 'cup.gif',
    outcome: 'refused or clean',
  },
  {
    name: 'a JPEG carrying EXIF with GPS, XMP with a script and an ICC profile',
    bytes: async () =>
      sharp(await photoWithGps(640, 480))
        .keepExif()
        .withXmp(XMP)
        .withIccProfile('p3')
        .jpeg()
        .toBuffer(),
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'clean',
  },
  {
    name: 'an empty file',
    bytes: () => Promise.resolve(Buffer.alloc(0)),
    type: 'image/jpeg',
    filename: 'cup.jpg',
    outcome: 'refused',
  },
];

/** Two frames, 64 × 64 each, built as a vertical strip of pages. */
function animated(format: 'gif' | 'webp'): Promise<Buffer> {
  const strip = sharp({
    create: { width: 64, height: 128, channels: 3, background: '#aa6633' },
  }).composite([
    { input: { create: { width: 64, height: 64, channels: 3, background: '#3366aa' } }, top: 64, left: 0 },
  ]);
  return strip
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) =>
      sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels, pageHeight: 64 },
      })
        .toFormat(format, { loop: 0, delay: [200, 200] })
        .toBuffer(),
    );
}

interface Upload {
  name: string;
  send(client: ApiClient, file: { bytes: Buffer; type: string; filename: string }): Promise<ApiResponse>;
  /** The stored picture's path, from a successful answer. */
  storedPath(response: ApiResponse): string | null;
  /** Formats Crema writes for this upload. */
  formats: string[];
}

const UPLOADS: Upload[] = [
  {
    name: 'avatar',
    send: (client, file) => {
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
      return client.request('POST', '/api/user/avatar', { body: form });
    },
    storedPath: (response) => (response.body as { avatarUrl: string | null }).avatarUrl,
    formats: ['webp'],
  },
  {
    name: 'check-in photo',
    send: (client, file) => postCheckInForm(client, checkInForm(checkInBody(), file)),
    storedPath: (response) => (response.body as CheckInCard).photo,
    formats: ['webp', 'jpeg'],
  },
];

describe('hostile uploads', () => {
  const system = sharedSystem();

  describe.each(UPLOADS)('$name', (upload) => {
    it.each(CORPUS)('$name', async (corpusCase) => {
      const { client } = await signedUpClient(system.baseUrl);
      const response = await upload.send(client, {
        bytes: await corpusCase.bytes(),
        type: corpusCase.type,
        filename: corpusCase.filename,
      });
      expect(response.status).toBeLessThan(500);
      const accepted = response.status < 300;
      if (corpusCase.outcome === 'refused') expect(accepted).toBe(false);
      if (corpusCase.outcome === 'clean') expect(accepted).toBe(true);
      if (!accepted) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        if (corpusCase.status) expect(response.status).toBe(corpusCase.status);
        return;
      }

      const path = upload.storedPath(response);
      expect(path).toBeTruthy();
      const served = await fetch(new URL(path!, system.baseUrl), {
        headers: { cookie: `${SESSION_COOKIE}=${client.sessionId}` },
      });
      expect(served.status).toBe(200);
      const stored = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(stored).metadata();
      expect(upload.formats).toContain(metadata.format);
      expect(metadata.pages ?? 1).toBe(1);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      const text = stored.toString('latin1');
      for (const marker of SMUGGLED) expect(text).not.toContain(marker);
    });
  });
});
