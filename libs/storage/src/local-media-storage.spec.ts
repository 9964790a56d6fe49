import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalMediaStorage } from './local-media-storage';
import { isSafeMediaKey, mediaKeyFromUrl, type MediaStorage } from './media-storage';

describe('LocalMediaStorage', () => {
  let root: string;
  let storage: MediaStorage;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'crema-media-'));
    storage = new LocalMediaStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes bytes under the key and leaves no temporary file behind', async () => {
    await storage.put('avatars/abc.webp', Buffer.from('hello'), 'image/webp');
    expect(await readFile(join(root, 'avatars/abc.webp'), 'utf8')).toBe('hello');
    expect(await readdir(join(root, 'avatars'))).toEqual(['abc.webp']);
  });

  it('replaces an existing object atomically', async () => {
    await storage.put('a.webp', Buffer.from('one'), 'image/webp');
    await storage.put('a.webp', Buffer.from('two'), 'image/webp');
    expect(await readFile(join(root, 'a.webp'), 'utf8')).toBe('two');
  });

  it('deletes objects and tolerates deleting a missing one', async () => {
    await storage.put('a.webp', Buffer.from('one'), 'image/webp');
    await storage.delete('a.webp');
    await storage.delete('a.webp');
    expect(await readdir(root)).toEqual([]);
  });

  it('maps keys to /media URLs and back', () => {
    expect(storage.urlFor('avatars/x.webp')).toBe('/media/avatars/x.webp');
    expect(storage.keyFromUrl('/media/avatars/x.webp')).toBe('avatars/x.webp');
    expect(storage.keyFromUrl('https://elsewhere.example/x.webp')).toBeUndefined();
    expect(mediaKeyFromUrl('/media/../etc/passwd')).toBeUndefined();
  });

  it.each(['../x', 'a/../../x', '/etc/passwd', '.hidden', 'a//b', 'a\\b', '', 'a/b/c/d/e', 'x\u0000y'])(
    'refuses the unsafe key %j',
    async (key) => {
      expect(isSafeMediaKey(key)).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe media key/);
      await expect(storage.delete(key)).rejects.toThrow(/Unsafe media key/);
    },
  );
});
