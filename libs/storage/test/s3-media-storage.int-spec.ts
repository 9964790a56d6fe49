import { startS3Server, type TestS3Server } from '@crema/testing';
import { createMediaStorage, MediaNotFoundError, S3MediaStorage, type MediaStorage } from '../src';

/**
 * The S3 driver against an S3-compatible server of its own (s3rver). s3rver checks the access key
 * but not Signature Version 4 itself; sigv4.spec.ts checks the signer against AWS's worked example.
 */
let server: TestS3Server;
let storage: MediaStorage;

const settings = () => ({
  MEDIA_STORAGE: 's3' as const,
  MEDIA_DIR: 'unused',
  S3_ENDPOINT: server.endpoint,
  S3_REGION: 'us-east-1',
  S3_BUCKET: server.bucket,
  S3_ACCESS_KEY_ID: server.accessKeyId,
  S3_SECRET_ACCESS_KEY: server.secretAccessKey,
});

beforeAll(async () => {
  server = await startS3Server();
  storage = createMediaStorage(settings());
});
afterAll(() => server?.stop());

describe('S3MediaStorage', () => {
  it('stores, reads back, replaces and deletes objects under their keys', async () => {
    const photo = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]);
    await storage.put('avatars/a1.webp', photo, 'image/webp');
    expect(await storage.read('avatars/a1.webp')).toEqual(photo);
    expect(await server.objectKeys()).toContain('avatars/a1.webp');

    await storage.put('avatars/a1.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.read('avatars/a1.webp')).toString()).toBe('second');

    await storage.delete('avatars/a1.webp');
    await expect(storage.read('avatars/a1.webp')).rejects.toBeInstanceOf(MediaNotFoundError);
    await storage.delete('avatars/a1.webp');
    expect(await server.objectKeys()).not.toContain('avatars/a1.webp');
  });

  it('reads a missing key as MediaNotFoundError, not as a failure of the store', async () => {
    await expect(storage.read('check-ins/never-stored.webp')).rejects.toBeInstanceOf(MediaNotFoundError);
  });

  it('keeps large objects whole', async () => {
    const large = Buffer.alloc(3 * 1024 * 1024, 7);
    await storage.put('labels/large.png', large, 'image/png');
    expect((await storage.read('labels/large.png')).equals(large)).toBe(true);
  });

  it('fails, without writing, when the server refuses the credentials', async () => {
    const impostor = createMediaStorage({ ...settings(), S3_ACCESS_KEY_ID: 'UNKNOWN' });
    await expect(impostor.put('avatars/forged.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403 InvalidAccessKeyId/,
    );
    expect(await server.objectKeys()).not.toContain('avatars/forged.webp');
    await expect(impostor.read('avatars/forged.webp')).rejects.not.toBeInstanceOf(MediaNotFoundError);
  });

  it('fails as unavailable (not as missing) when the server does not answer', async () => {
    const nowhere = new S3MediaStorage({
      endpoint: 'http://127.0.0.1:9',
      bucket: server.bucket,
      region: 'us-east-1',
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      timeoutMs: 2_000,
    });
    const failure = await nowhere.read('avatars/a.webp').then(
      () => 'read',
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ message: 'fetch failed' });
    expect(failure).not.toBeInstanceOf(MediaNotFoundError);
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Unsafe media key/,
    );
  });

  it('names what an s3 configuration lacks', () => {
    expect(() => createMediaStorage({ ...settings(), S3_BUCKET: '', S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'MEDIA_STORAGE=s3 needs S3_BUCKET, S3_SECRET_ACCESS_KEY',
    );
  });
});
