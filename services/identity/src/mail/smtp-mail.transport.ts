import { createTransport, type Transporter } from 'nodemailer';
import { MailTransport, messageIdOf, type OutgoingMail } from './mail-transport';

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
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail),
      date: new Date(mail.createdAt),
    });
  }

  close(): Promise<void> {
    this.transporter.close();
    return Promise.resolve();
  }
}
