import { Inject, Injectable } from '@nestjs/common';
import { JobQueue, type JobContext } from '@crema/jobs';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { passwordResetEmailJob, passwordResetEmailJobId, type PasswordResetLookup } from '../mail/mail.jobs';
import { PasswordResetRepository } from './password-reset.repository';
import { RESET_TOKEN_TTL_SECONDS } from './password-reset.service';

/**
 * Runs `password-reset-lookup` jobs, the part of forgot-password that depends on whether the
 * address is known: off the request path, so the answer cannot time it. A known address gets a
 * reset request and its `password-reset-email` job (which names the request alone); an unknown
 * one, nothing.
 */
@Injectable()
export class PasswordResetLookupHandler {
  constructor(
    private readonly requests: PasswordResetRepository,
    private readonly queue: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle({ lookupReference }: PasswordResetLookup, job: JobContext): Promise<void> {
    const requestReference = await this.requests.openForLookup(lookupReference, RESET_TOKEN_TTL_SECONDS);
    if (!requestReference) {
      this.logger.info(
        { jobId: job.id },
        'password reset for an unknown address (or taken already); nothing sent',
      );
      return;
    }
    await this.queue.add(
      passwordResetEmailJob,
      { requestReference },
      passwordResetEmailJobId(requestReference),
    );
  }
}
