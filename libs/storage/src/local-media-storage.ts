import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  assertSafeMediaKey,
  MediaNotFoundError,
  mediaKeyFromUrl,
  mediaUrlFor,
  type MediaStorage,
} from './media-storage';

/** Media in a local folder (`MEDIA_DIR`), the default for a single machine and for tests. */
export class LocalMediaStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Absolute path of a key inside the root; refuses anything that is not a safe key. */
  pathFor(key: string): string {
    assertSafeMediaKey(key);
    return join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathFor(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target then renamed, so a reader never sees a half-written file.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathFor(key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') throw new MediaNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathFor(key), { force: true });
  }

  urlFor(key: string): string {
    return mediaUrlFor(key);
  }

  keyFromUrl(url: string): string | undefined {
    return mediaKeyFromUrl(url);
  }
}
