import type { Logger } from 'pino';
import type { MailTransport, OutgoingMail } from './mail-transport';

/**
 * Why a delivery failed, in words that hold nothing of the message: BullMQ keeps a failed job's
 * reason in Redis, and a transport's own error may quote what it was sending.
 */
export class MailDeliveryError extends Error {
  constructor(code: string | undefined) {
    super(`The mail transport did not take the message (${code ?? 'no error code'})`);
    this.name = 'MailDeliveryError';
  }
}

/**
 * Hands a message to the transport. A refusal is logged in full (logs may hold the message) and
 * rethrown as a MailDeliveryError, so the job fails, and is retried, with a reason that does not.
 */
export async function deliver(transport: MailTransport, mail: OutgoingMail, logger: Logger): Promise<void> {
  try {
    await transport.send(mail);
  } catch (error) {
    logger.error({ err: error, jobId: mail.id }, 'mail not sent');
    throw new MailDeliveryError(errorCode(error));
  }
}

/** nodemailer and Node errors carry a short code such as ECONNECTION or EENVELOPE. */
function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
