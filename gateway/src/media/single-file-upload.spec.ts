import type { FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';
import { readSingleFileUpload, type SingleFileUpload } from './single-file-upload';

const LABEL: SingleFileUpload = { field: 'image', missing: 'Choose a picture.', tooLarge: 'At most 5 MB.' };

/** A multipart request whose one file reads as `bytes`, with the stream's truncated flag as given. */
function requestWithFile(bytes: Buffer, truncated: boolean): FastifyRequest {
  const file = {
    fieldname: 'image',
    file: { truncated, resume: () => undefined },
    toBuffer: () => Promise.resolve(bytes),
  };
  return { isMultipart: () => true, file: () => Promise.resolve(file) } as unknown as FastifyRequest;
}

async function statusOf(work: Promise<unknown>): Promise<number | 'read'> {
  try {
    await work;
    return 'read';
  } catch (error) {
    if (error instanceof ProblemException) return error.problem.status;
    throw error;
  }
}

describe('readSingleFileUpload', () => {
  it('returns the bytes of a file within the limit', async () => {
    await expect(readSingleFileUpload(requestWithFile(Buffer.from('abc'), false), LABEL)).resolves.toEqual(
      Buffer.from('abc'),
    );
  });

  it('answers 413 for a file cut at the limit even when reading it did not throw', async () => {
    expect(await statusOf(readSingleFileUpload(requestWithFile(Buffer.alloc(10), true), LABEL))).toBe(413);
  });
});
