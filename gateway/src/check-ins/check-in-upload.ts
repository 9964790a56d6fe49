import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '@crema/contracts/checkins/check-in';
import type { FastifyRequest } from 'fastify';
import { ProblemException } from '../http/problem.exception';

export const PHOTO_TOO_LARGE = `Photo must be less than ${PHOTO_MAX_BYTES / (1024 * 1024)}MB`;

/** The text fields of the form (SPEC §7) plus a margin; anything beyond is refused. */
const MAX_FIELDS = 20;
/** Notes are at most 2000 characters (up to 4 bytes each in UTF-8); brewDetails JSON is far smaller. */
const MAX_FIELD_BYTES = 16 * 1024;

export interface CheckInUpload {
  /** Text fields by name, as sent. */
  fields: Record<string, string>;
  /** The photo's bytes, when one was sent (an empty file input counts as none). */
  photo: Buffer | null;
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

function invalid(path: string, message: string): ProblemException {
  return ProblemException.of(400, message, { code: 'validation_failed', errors: [{ path, message }] });
}

/**
 * Reading the upload can only fail because of what the client sent (a file over the limit, too
 * many parts, a broken multipart body, an aborted request): all of it is a 4xx.
 */
function uploadProblem(error: unknown): ProblemException {
  if (error instanceof ProblemException) return error;
  switch (codeOf(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return ProblemException.of(413, PHOTO_TOO_LARGE, { code: 'payload_too_large' });
    case 'FST_FILES_LIMIT':
      return invalid(PHOTO_FIELD, 'Send at most one photo.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return ProblemException.of(413, 'The form has too many fields.', { code: 'payload_too_large' });
    default:
      return ProblemException.of(400, 'The upload could not be read as multipart/form-data.', {
        code: 'validation_failed',
      });
  }
}

/**
 * Reads a multipart check-in (SPEC §7) into memory: every text field, and the one optional file in
 * the field `photo`, size-limited. Nothing is decoded or stored here.
 */
export async function readCheckInUpload(request: FastifyRequest): Promise<CheckInUpload> {
  if (!request.isMultipart()) {
    throw ProblemException.of(415, 'Send the check-in as multipart/form-data (SPEC §7).', {
      code: 'unsupported_media_type',
    });
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let photo: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: {
        files: 1,
        fileSize: PHOTO_MAX_BYTES,
        fields: MAX_FIELDS,
        parts: MAX_FIELDS + 1,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          throw invalid(
            part.fieldname,
            `Unexpected file "${part.fieldname}": the photo goes in the field "${PHOTO_FIELD}".`,
          );
        }
        const bytes = await part.toBuffer();
        // A browser sends an empty, nameless file for a file input left empty.
        photo = bytes.length === 0 && !part.filename ? null : bytes;
        continue;
      }
      const name = part.fieldname;
      if (part.valueTruncated) throw invalid(name, `The field "${name}" is too long.`);
      if (Object.prototype.hasOwnProperty.call(fields, name)) {
        throw invalid(name, `The field "${name}" was sent more than once.`);
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      if (name === PHOTO_FIELD) {
        if (value !== '') throw invalid(name, 'The photo must be sent as a file.');
        continue;
      }
      fields[name] = value;
    }
  } catch (error) {
    throw uploadProblem(error);
  }
  return { fields: { ...fields }, photo };
}
