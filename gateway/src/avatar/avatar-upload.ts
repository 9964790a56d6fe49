import { AVATAR_FIELD } from '@crema/contracts/identity/rest';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';

export const AVATAR_TOO_LARGE = 'Profile picture must be less than 5MB';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Reading the upload can only fail because of what the client sent (a file over the limit, a
 * broken multipart body, an aborted request): all of it is a 4xx.
 */
function uploadProblem(error: unknown): ProblemException {
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
    return ProblemException.of(413, AVATAR_TOO_LARGE, { code: 'payload_too_large' });
  }
  return ProblemException.of(400, 'The upload could not be read as multipart/form-data.', {
    code: 'validation_failed',
  });
}

/** Reads the one file of a multipart avatar upload (field `avatar`) into memory, size-limited. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw ProblemException.of(415, 'Send the picture as multipart/form-data in the field "avatar".', {
      code: 'unsupported_media_type',
    });
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch (error) {
    throw uploadProblem(error);
  }
  if (!file || file.fieldname !== AVATAR_FIELD) {
    file?.file.resume();
    throw ProblemException.of(400, 'Please select a profile picture to upload.', {
      code: 'validation_failed',
      errors: [{ path: AVATAR_FIELD, message: 'Please select a profile picture to upload.' }],
    });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    throw uploadProblem(error);
  }
}
