import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { composedMessage, MailTransport, type OutgoingMail } from './mail-transport';

/**
 * Writes each message as an RFC 822 `.eml` file into MAIL_OUTBOX_DIR, for machines without SMTP.
 * The name comes from the job's creation time and id, and the file appears atomically, so a
 * retried job rewrites the same file instead of adding a second one.
 */
export class FileMailTransport extends MailTransport {
  readonly kind = 'file';
  private readonly composer: Transporter;

  constructor(
    private readonly directory: string,
    private readonly from: string,
  ) {
    super();
    this.composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** The file a message is (or will be) written to. */
  pathOf(mail: OutgoingMail): string {
    const stamp = new Date(mail.createdAt).toISOString().replace(/[:.]/g, '-');
    return join(this.directory, `${stamp}-${mail.id.replace(/[^A-Za-z0-9_-]/g, '_')}.eml`);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.composer.sendMail(composedMessage(mail, this.from));
    const target = this.pathOf(mail);
    await mkdir(this.directory, { recursive: true });
    const partial = `${target}.partial`;
    await writeFile(partial, info.message as Buffer);
    await rename(partial, target);
  }

  close(): Promise<void> {
    this.composer.close();
    return Promise.resolve();
  }
}
