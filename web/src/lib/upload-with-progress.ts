import type { z } from 'zod';
import { apiErrorFrom } from './api-client';
import { traceRequest } from './trace-context';

/** How far an upload is: its bytes going out (`fraction` 0–1, null when unknown), then the server working. */
export type UploadProgress = { phase: 'sending'; fraction: number | null } | { phase: 'waiting' };

interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** The error of an upload that was cancelled (by its AbortSignal). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * POSTs a multipart form, reporting upload progress (fetch cannot; XMLHttpRequest can), with the
 * session cookie and a trace of its own like apiFetch. The answer is checked against `schema`; a non-OK answer rejects
 * with the same ApiError as apiFetch's.
 */
export function postFormWithProgress<S extends z.ZodType>(
  url: string,
  form: FormData,
  schema: S,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const trace = traceRequest('POST', url);
    request.setRequestHeader('traceparent', trace.traceparent);
    request.upload.onprogress = (event) =>
      onProgress?.({
        phase: 'sending',
        fraction: event.lengthComputable ? event.loaded / event.total : null,
      });
    request.upload.onload = () => onProgress?.({ phase: 'waiting' });
    request.onload = () => {
      trace.end(request.status);
      signal?.removeEventListener('abort', abort);
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFrom(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        resolve(schema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The server answered something unexpected.'));
      }
    };
    request.onerror = () => {
      trace.end(0);
      signal?.removeEventListener('abort', abort);
      reject(new Error('The upload could not reach the server. Check your connection and try again.'));
    };
    request.onabort = () => {
      trace.end(0);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.({ phase: 'sending', fraction: 0 });
    request.send(form);
  });
}
