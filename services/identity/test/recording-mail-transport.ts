import { MailTransport, type OutgoingMail } from '../src/mail/mail-transport';

/** Keeps what it is given to send; set `failure` to make sends fail the way a real transport would. */
export class RecordingMailTransport extends MailTransport {
  readonly kind = 'smtp';
  readonly sent: OutgoingMail[] = [];
  failure: Error | undefined;

  send(mail: OutgoingMail): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    this.sent.push(mail);
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
