import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { PROBLEM_CONTENT_TYPE } from '@crema/contracts/common/problem';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { toProblem } from './problem-mapping';

/** Every failure leaves the gateway as problem+json; unexpected ones are logged, never leaked. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { problem, headers, unexpected } = toProblem(error);
    if (unexpected) {
      this.logger.error(
        // The route's pattern, not the URL: a query string may carry a reset or unsubscribe token.
        {
          err: error,
          correlationId: request.id,
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
        },
        'request failed',
      );
    }
    if (reply.sent) return;
    void reply.status(problem.status).headers(headers).type(PROBLEM_CONTENT_TYPE).send(problem);
  }
}
