import type { SendMailOptions } from 'nodemailer';

/** One rendered message, with what makes its delivery idempotent. */
export interface OutgoingMail {
  /** The job id: retries of one job carry the same id. */
  id: string;
  /** When the job was first added (ms since epoch), stable across retries. */
  createdAt: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (e.g. List-Unsubscribe), written as given. */
  headers?: Readonly<Record<string, string>>;
}

/** Where mail goes: an SMTP server, or files when none is configured. */
export abstract class MailTransport {
  /** `file` when messages are only written to disk (no SMTP_URL). */
  abstract readonly kind: 'smtp' | 'file';
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): Promise<void>;
}

/** A Message-ID derived from the job id, so a resent message is recognisable as the same one. */
export function messageIdOf(mail: OutgoingMail): string {
  return `<${mail.id}.${mail.createdAt}@crema>`;
}

/** The message as nodemailer composes it, the same for every transport. */
export function composedMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: messageIdOf(mail),
    date: new Date(mail.createdAt),
    ...(mail.headers ? { headers: { ...mail.headers } } : {}),
  };
}
