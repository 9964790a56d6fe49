import { createTransport, type Transporter } from 'nodemailer';
import { composedMessage, MailTransport, type OutgoingMail } from './mail-transport';

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port). */
export class SmtpMailTransport extends MailTransport {
  readonly kind = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transporter = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(composedMessage(mail, this.from));
  }

  close(): Promise<void> {
    this.transporter.close();
    return Promise.resolve();
  }
}
