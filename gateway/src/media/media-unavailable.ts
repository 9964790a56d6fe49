import type { Problem } from '@crema/contracts/common/problem';
import { problem } from '../http/problem';

/** The answer while the media storage (a folder or an S3 bucket) fails to answer: a 503 to retry. */
export const mediaUnavailable = (): { problem: Problem; headers: Record<string, string> } => ({
  problem: problem(503, 'The media storage is not answering; try again shortly.', { code: 'unavailable' }),
  headers: { 'retry-after': '5' },
});
