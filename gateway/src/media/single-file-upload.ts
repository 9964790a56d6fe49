import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES } from '@crema/contracts/identity/rest';
import { ProblemException } from '../http/problem.exception';

/** The app-wide multipart limits: one small file and a few short fields. */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: AVATAR_MAX_BYTES,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
};

/** What a single-file upload route calls its file, and what it says when the file is missing or too large. */
export interface SingleFileUpload {
  field: string;
  missing: string;
  tooLarge: string;
  /** A file size limit other than the app-wide one (MULTIPART_LIMITS.fileSize). */
  maxBytes?: number;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reading the upload can only fail because of what the client sent (a file over the limit, a
 * broken multipart body, an aborted request): all of it is a 4xx.
 */
function uploadProblem(error: unknown, upload: SingleFileUpload): ProblemException {
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
    return ProblemException.of(413, upload.tooLarge, { code: 'payload_too_large' });
  }
  return ProblemException.of(400, 'The upload could not be read as multipart/form-data.', {
    code: 'validation_failed',
  });
}

/** Reads the one file of a multipart upload (in `upload.field`) into memory, within the multipart size limit. */
export async function readSingleFileUpload(
  request: FastifyRequest,
  upload: SingleFileUpload,
): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw ProblemException.of(415, `Send the file as multipart/form-data in the field "${upload.field}".`, {
      code: 'unsupported_media_type',
    });
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file({
      limits: { ...MULTIPART_LIMITS, fileSize: upload.maxBytes ?? MULTIPART_LIMITS.fileSize },
    });
  } catch (error) {
    throw uploadProblem(error, upload);
  }
  if (!file || file.fieldname !== upload.field) {
    file?.file.resume();
    throw ProblemException.of(400, upload.missing, {
      code: 'validation_failed',
      errors: [{ path: upload.field, message: upload.missing }],
    });
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw uploadProblem(error, upload);
  }
  // toBuffer() throws on a truncated file only when the limit was hit before its last chunk was
  // read; a limit reported with the last chunk leaves a truncated buffer and this flag.
  if (file.file.truncated) throw ProblemException.of(413, upload.tooLarge, { code: 'payload_too_large' });
  return bytes;
}
