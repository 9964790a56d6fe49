import { z } from 'zod';
import { ApiError } from './api-client';
import { isAbortError, postFormWithProgress, type UploadProgress } from './upload-with-progress';

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, text: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.onload?.();
  }
}

const schema = z.object({ imageUrl: z.string() });

describe('postFormWithProgress', () => {
  beforeEach(() => {
    (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeRequest;
  });
  afterEach(() => {
    delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  });

  it('posts the form with the session cookie and reports sending, then waiting', async () => {
    const progress: UploadProgress[] = [];
    const form = new FormData();
    const answer = postFormWithProgress('/api/upload', form, schema, { onProgress: (p) => progress.push(p) });
    const request = FakeRequest.last;
    expect([request.method, request.url, request.withCredentials, request.body]).toEqual([
      'POST',
      '/api/upload',
      true,
      form,
    ]);
    expect(request.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    request.upload.onload?.();
    request.answer(200, JSON.stringify({ imageUrl: '/media/label.png' }));

    await expect(answer).resolves.toEqual({ imageUrl: '/media/label.png' });
    expect(progress).toEqual([
      { phase: 'sending', fraction: 0 },
      { phase: 'sending', fraction: 0.25 },
      { phase: 'sending', fraction: null },
      { phase: 'waiting' },
    ]);
  });

  it("rejects with the server's problem detail", async () => {
    const answer = postFormWithProgress('/api/upload', new FormData(), schema);
    FakeRequest.last.answer(
      415,
      JSON.stringify({ title: 'Unsupported Media Type', detail: 'PNG or JPG up to 5MB', status: 415 }),
    );
    const error: unknown = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, detail: 'PNG or JPG up to 5MB' });
  });

  it('rejects an answer of the wrong shape', async () => {
    const answer = postFormWithProgress('/api/upload', new FormData(), schema);
    FakeRequest.last.answer(200, JSON.stringify({ url: 1 }));
    await expect(answer).rejects.toBeInstanceOf(Error);
  });

  it('is cancelled by its signal, before or during the upload', async () => {
    const controller = new AbortController();
    const answer = postFormWithProgress('/api/upload', new FormData(), schema, { signal: controller.signal });
    controller.abort();
    expect(FakeRequest.last.aborted).toBe(true);
    expect(isAbortError(await answer.catch((e: unknown) => e))).toBe(true);

    const already = postFormWithProgress('/api/upload', new FormData(), schema, {
      signal: controller.signal,
    });
    expect(isAbortError(await already.catch((e: unknown) => e))).toBe(true);
  });
});
