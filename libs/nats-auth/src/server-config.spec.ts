import { passwordVariableOf, renderNatsServerConfig, type NatsUser } from './server-config';

const user: NatsUser = {
  name: 'identity-worker',
  permissions: { publish: [], subscribe: ['_INBOX_identity-worker.>'], allowResponses: false },
};

describe('renderNatsServerConfig', () => {
  it('reads each password from a variable named after the deployable', () => {
    expect(passwordVariableOf('identity-worker')).toBe('NATS_PASSWORD_IDENTITY_WORKER');
    expect(renderNatsServerConfig([user])).toContain('password: $NATS_PASSWORD_IDENTITY_WORKER\n');
  });

  it('denies every publish when a user may publish nothing (an empty allow list would allow all)', () => {
    expect(renderNatsServerConfig([user])).toContain('publish: { deny: [">"] }');
  });

  it('adds TLS only when asked, requiring client certificates when a CA is given', () => {
    expect(renderNatsServerConfig([user])).not.toContain('tls {');
    const tls = { certFile: '/tls/tls.crt', keyFile: '/tls/tls.key' };
    expect(renderNatsServerConfig([user], tls)).toContain(
      'tls {\n  cert_file: "/tls/tls.crt"\n  key_file: "/tls/tls.key"\n}\n',
    );
    expect(renderNatsServerConfig([user], { ...tls, caFile: '/tls/ca.crt' })).toContain(
      '  ca_file: "/tls/ca.crt"\n  verify: true\n}\n',
    );
  });
});
