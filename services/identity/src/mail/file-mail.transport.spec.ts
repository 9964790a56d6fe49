import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileMailTransport } from './file-mail.transport';
import type { OutgoingMail } from './mail-transport';

describe('FileMailTransport', () => {
  let root: string;
  const mail: OutgoingMail = {
    id: 'password-reset-12',
    createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
    to: 'ada@example.com',
    subject: 'Reset your Crema password',
    text: 'Open https://crema.example/reset-password?token=abc',
    html: '<p>Open <a href="https://crema.example/reset-password?token=abc">this</a></p>',
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'crema-mail-spec-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes an RFC 822 message into a directory it creates, named by time and job id', async () => {
    const directory = join(root, 'outbox');
    const transport = new FileMailTransport(directory, 'Crema <no-reply@crema.test>');
    await transport.send(mail);
    expect(await readdir(directory)).toEqual(['2026-01-02T03-04-05-000Z-password-reset-12.eml']);
    const eml = await readFile(transport.pathOf(mail), 'utf8');
    expect(eml).toMatch(/^From: Crema <no-reply@crema\.test>$/m);
    expect(eml).toMatch(/^To: ada@example\.com$/m);
    expect(eml).toMatch(/^Message-ID: <password-reset-12\.\d+@crema>$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);
    await transport.close();
  });

  it('writes the extra header fields it is given', async () => {
    const transport = new FileMailTransport(root, 'Crema <no-reply@crema.test>');
    await transport.send({
      ...mail,
      headers: {
        'List-Unsubscribe': '<https://crema.example/u?t=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const eml = await readFile(transport.pathOf(mail), 'utf8');
    expect(eml).toMatch(/^List-Unsubscribe: <https:\/\/crema\.example\/u\?t=1>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    await transport.close();
  });

  it('writes one file however often the same job is retried', async () => {
    const transport = new FileMailTransport(root, 'Crema <no-reply@crema.test>');
    await transport.send(mail);
    await transport.send(mail);
    expect(await readdir(root)).toHaveLength(1);
    await transport.close();
  });
});
