import {
  assertSafeMediaKey,
  MediaNotFoundError,
  mediaKeyFromUrl,
  mediaUrlFor,
  type MediaStorage,
} from './media-storage';
import { sha256Hex, signS3Request, type S3Credentials } from './sigv4';

export interface S3MediaStorageOptions {
  /** The server's origin, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: S3Credentials;
  /** How long one request may take before it fails. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Ceph), addressed path-style
 * (`<endpoint>/<bucket>/<key>`), so every replica of every deployable shares them without a
 * ReadWriteMany volume. Objects are private: the gateway reads them and serves them under /media/.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly base: string;

  constructor(private readonly options: S3MediaStorageOptions) {
    this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}/`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { 'content-type': contentType }, bytes);
    await this.expectOk(response, 'PUT', key);
  }

  async read(key: string): Promise<Buffer> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.body?.cancel();
      throw new MediaNotFoundError(key);
    }
    if (!response.ok) await this.fail(response, 'GET', key);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 whether or not the object was there.
    const response = await this.send('DELETE', key);
    if (response.status === 404) {
      await response.body?.cancel();
      return;
    }
    await this.expectOk(response, 'DELETE', key);
  }

  urlFor(key: string): string {
    return mediaUrlFor(key);
  }

  keyFromUrl(url: string): string | undefined {
    return mediaKeyFromUrl(url);
  }

  private send(method: string, key: string, headers: Record<string, string> = {}, body?: Buffer) {
    assertSafeMediaKey(key);
    const url = new URL(`${this.base}${key}`);
    const signed = signS3Request(
      { method, url, headers, payloadHash: sha256Hex(body ?? '') },
      this.options.credentials,
      this.options.region,
    );
    return fetch(url, {
      method,
      headers: signed,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  }

  private async expectOk(response: Response, method: string, key: string): Promise<void> {
    if (!response.ok) await this.fail(response, method, key);
    await response.body?.cancel();
  }

  private async fail(response: Response, method: string, key: string): Promise<never> {
    // S3 explains a refusal in an XML <Code>; the body never holds a secret.
    const text = await response.text();
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'no error code';
    throw new Error(`S3 ${method} ${key} failed: ${response.status} ${code}`);
  }
}
