import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { loadEnv, natsEnv } from '@crema/config';
import { BUS_ACCESS } from '@crema/contracts/bus/bus-access';
import { natsConnectionOptions } from '@crema/messaging';
import { startNatsServer, type TestNatsServer } from '@crema/testing';
import { natsUsersOf, passwordVariableOf, renderNatsServerConfig } from '../src';

const GATEWAY = 'gateway';

/** A throwaway CA with a server certificate for 127.0.0.1 (localhost) and a client certificate it signed. */
function makeCertificates(dir: string): void {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  const newKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl('req', '-x509', ...newKey, '-keyout', 'ca.key', '-out', 'ca.crt', '-subj', '/CN=crema-test-ca');
  for (const [name, altName] of [
    ['server', 'IP:127.0.0.1,DNS:localhost'],
    ['client', `DNS:${GATEWAY}`],
  ] as const) {
    openssl('req', ...newKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', `/CN=${name}`);
    writeFileSync(join(dir, `${name}.ext`), `subjectAltName=${altName}\n`);
    // prettier-ignore
    openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial',
      '-days', '1', '-extfile', `${name}.ext`, '-out', `${name}.crt`);
  }
}

describe('the generated configuration with TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'crema-nats-tls-'));
  const users = natsUsersOf(Object.keys(BUS_ACCESS));
  const password = `test${randomBytes(16).toString('hex')}`;
  let nats: TestNatsServer;

  beforeAll(async () => {
    makeCertificates(dir);
    const configFile = join(dir, 'nats-server.conf');
    const tls = {
      certFile: join(dir, 'server.crt'),
      keyFile: join(dir, 'server.key'),
      caFile: join(dir, 'ca.crt'),
    };
    writeFileSync(configFile, renderNatsServerConfig(users, tls));
    const env = Object.fromEntries(users.map(({ name }) => [passwordVariableOf(name), password]));
    nats = await startNatsServer({ configFile, env });
  });

  afterAll(async () => {
    await nats?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets a deployable in with the CA and a client certificate (NATS_TLS_*), and none without a certificate', async () => {
    const env = loadEnv(natsEnv, {
      NATS_URL: nats.url,
      NATS_USER: GATEWAY,
      NATS_PASSWORD: password,
      NATS_TLS_CA_FILE: join(dir, 'ca.crt'),
      NATS_TLS_CERT_FILE: join(dir, 'client.crt'),
      NATS_TLS_KEY_FILE: join(dir, 'client.key'),
    });
    const connection = await connect({ ...natsConnectionOptions(env, GATEWAY), reconnect: false });
    await connection.flush();
    await connection.close();

    const withoutCertificate = { ...env, NATS_TLS_CERT_FILE: '', NATS_TLS_KEY_FILE: '' };
    // The server refuses the handshake; the client hears the TLS alert, or only the reset that
    // follows it when the server closes first (timing).
    await expect(
      connect({ ...natsConnectionOptions(withoutCertificate, GATEWAY), reconnect: false, timeout: 2000 }),
    ).rejects.toThrow(/bad certificate|ECONNRESET/);
  });
});
