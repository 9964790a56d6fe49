import { Injectable, type CanActivate } from '@nestjs/common';
import { tracingEnabled } from '@crema/observability';
import { problem } from '../http/problem';
import { ProblemException } from '../http/problem.exception';

/** A route that exists only while the gateway exports traces: without a collector it is a 404. */
@Injectable()
export class TracingOnGuard implements CanActivate {
  canActivate(): boolean {
    if (tracingEnabled()) return true;
    throw new ProblemException(
      problem(404, 'No such route: POST /api/telemetry/spans (tracing is off).', { code: 'not_found' }),
    );
  }
}
