import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { terminate, waitForPort } from './local-server';

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The only key pair the server accepts (it checks the key id, not the signature). */
  accessKeyId: string;
  secretAccessKey: string;
  /** The MEDIA_STORAGE=s3 variables that point a deployable at this server. */
  env: Record<string, string>;
  /** Keys of the objects stored in the bucket, sorted. */
  objectKeys(): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'crema-media';
// s3rver's one account (its own fixed key pair).
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
// s3rver keeps an object as a folder of that name holding these files.
const OBJECT_MARKER = '._S3rver_object';

/**
 * An S3-compatible server of the test run's own (s3rver, from npm, in its own process), with one
 * bucket, on a private port and a temporary folder. It speaks S3's REST API and refuses unknown
 * access keys, but does not verify Signature Version 4 (s3rver does not implement it).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const port = await freePort();
  const directory = await mkdtemp(join(tmpdir(), 'crema-s3-'));
  const child = spawn(
    process.execPath,
    [
      require.resolve('s3rver/bin/s3rver.js'),
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      '--no-vhost-buckets',
      '--configure-bucket',
      BUCKET,
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    await terminate(child);
    await rm(directory, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 's3rver');
  } catch (error) {
    await stop();
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    async objectKeys() {
      const entries = await readdir(join(directory, BUCKET), { recursive: true });
      return entries
        .filter((entry) => entry.endsWith(OBJECT_MARKER))
        .map((entry) => entry.slice(0, -OBJECT_MARKER.length))
        .sort();
    },
    stop,
  };
}
