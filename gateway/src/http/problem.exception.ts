import { HttpException } from '@nestjs/common';
import type { Problem } from '@crema/contracts/common/problem';
import { problem } from './problem';

/** An HTTP failure that already knows its problem+json body (and any headers, e.g. Retry-After). */
export class ProblemException extends HttpException {
  constructor(
    readonly problem: Problem,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(problem, problem.status);
  }

  static of(status: number, detail: string, extra: Partial<Problem> = {}): ProblemException {
    return new ProblemException(problem(status, detail, extra));
  }
}
