import type { Actor } from '@crema/contracts/common/rpc';
import { RpcError, type RpcClient } from '@crema/messaging';
import { mediaKeyFromUrl, mediaUrlFor, type MediaStorage } from '@crema/storage';
import sharp from 'sharp';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { CheckInsService } from './check-ins.service';
import type { ImageWork } from '../media/image-work';

class MemoryMedia implements MediaStorage {
  readonly files = new Map<string, Buffer>();
  failPutOn?: RegExp;
  put(key: string, bytes: Buffer): Promise<void> {
    if (this.failPutOn?.test(key)) return Promise.reject(new Error('disk full'));
    this.files.set(key, bytes);
    return Promise.resolve();
  }
  read(key: string): Promise<Buffer> {
    const bytes = this.files.get(key);
    return bytes ? Promise.resolve(bytes) : Promise.reject(new Error(`no ${key}`));
  }
  delete(key: string): Promise<void> {
    this.files.delete(key);
    return Promise.resolve();
  }
  urlFor(key: string): string {
    return mediaUrlFor(key);
  }
  keyFromUrl(url: string): string | undefined {
    return mediaKeyFromUrl(url);
  }
}

const actor: Actor = { userId: 7, isAdmin: false };
const fields = {
  coffeeName: 'Test',
  roaster: 'Roaster',
  location: null,
  brewMethod: 'Espresso' as const,
  roastLevel: null,
  coffeeType: null,
  rating: 4,
  tastingNotes: [],
  notes: null,
  brewDetails: null,
  coordinates: null,
};

type Send = jest.Mock<Promise<unknown>, [unknown, unknown]>;

function setup(send: Send, hits = 1) {
  const media = new MemoryMedia();
  // The real enforce() over a fake window count.
  const limiter: RateLimiter = Object.assign(Object.create(RateLimiter.prototype) as RateLimiter, {
    hit: jest.fn().mockResolvedValue({ count: hits, blocked: false, retryAfterSeconds: 42 }),
  });
  const images = { run: <T>(work: () => Promise<T>) => work() } as ImageWork;
  const service = new CheckInsService({ send } as unknown as RpcClient, limiter, media, images);
  return { media, service };
}

const jpeg = () =>
  sharp({ create: { width: 100, height: 80, channels: 3, background: '#964' } })
    .jpeg()
    .toBuffer();

describe('CheckInsService', () => {
  it('stores the photo and its thumbnail under check-ins/ and sends their URLs', async () => {
    const send = jest.fn<Promise<unknown>, [unknown, unknown]>().mockResolvedValue({ id: 1 });
    const { media, service } = setup(send);
    await service.create(actor, fields, await jpeg());
    const keys = [...media.files.keys()].sort();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^check-ins\/[A-Za-z0-9_-]{22}-thumb\.webp$/);
    expect(keys[1]).toBe(keys[0]?.replace('-thumb', ''));
    const payload = send.mock.calls[0]?.[1] as { photo: { url: string; thumbnailUrl: string } };
    expect(payload.photo).toEqual({ url: `/media/${keys[1]}`, thumbnailUrl: `/media/${keys[0]}` });
  });

  it('removes both files when the checkins service refuses or is away', async () => {
    for (const error of [RpcError.unavailable('down'), new Error('boom')]) {
      const { media, service } = setup(
        jest.fn<Promise<unknown>, [unknown, unknown]>().mockRejectedValue(error),
      );
      await expect(service.create(actor, fields, await jpeg())).rejects.toBe(error);
      expect(media.files.size).toBe(0);
    }
  });

  it('leaves no full-size file behind when the thumbnail cannot be stored', async () => {
    const send: Send = jest.fn<Promise<unknown>, [unknown, unknown]>();
    const { media, service } = setup(send);
    media.failPutOn = /-thumb/;
    await expect(service.create(actor, fields, await jpeg())).rejects.toThrow('disk full');
    expect(media.files.size).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends no photo when there is none, and stores nothing for an unreadable one', async () => {
    const send = jest.fn<Promise<unknown>, [unknown, unknown]>().mockResolvedValue({ id: 1 });
    const { media, service } = setup(send);
    await service.create(actor, fields, null);
    expect(send.mock.calls[0]?.[1]).toMatchObject({ photo: null });
    await expect(service.create(actor, fields, Buffer.from('text'))).rejects.toMatchObject({
      problem: { status: 415 },
    });
    expect(media.files.size).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('answers 429 with Retry-After once over a limit', async () => {
    const send: Send = jest.fn<Promise<unknown>, [unknown, unknown]>();
    const { service } = setup(send, 10_000);
    await expect(service.limitCreate(actor)).rejects.toMatchObject({
      problem: { status: 429 },
      headers: { 'retry-after': '42' },
    });
    await expect(service.addComment(actor, 1, 'hi')).rejects.toMatchObject({ problem: { status: 429 } });
    await expect(service.report(actor, 1, 'spam')).rejects.toMatchObject({ problem: { status: 429 } });
    expect(send).not.toHaveBeenCalled();
  });
});
