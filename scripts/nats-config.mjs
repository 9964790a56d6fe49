// `npm run nats:config`: writes the NATS server configuration (one user per deployable, with the
// permissions BUS_ACCESS in libs/contracts/src/bus/bus-access.ts declares, and the backup's user) to
// deploy/nats/nats-server.conf and its ConfigMap copy to deploy/k8s/nats-config.yaml.
// With TLS files it prints that configuration with a tls block instead, for a deployment's own copy:
//   npm run nats:config -- --tls-cert-file /etc/nats/tls/tls.crt --tls-key-file /etc/nats/tls/tls.key [--tls-ca-file /etc/nats/tls/ca.crt]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { longRunning, readDeployables, repoRoot } from './lib/deployables.mjs';
import { nxBin, run } from './lib/run.mjs';

const { values: tls } = parseArgs({
  options: {
    'tls-cert-file': { type: 'string' },
    'tls-key-file': { type: 'string' },
    'tls-ca-file': { type: 'string' },
  },
});
const withTls = Object.keys(tls).length > 0;
if (withTls && !(tls['tls-cert-file'] && tls['tls-key-file'])) {
  console.error('TLS needs both --tls-cert-file and --tls-key-file (--tls-ca-file is optional).');
  process.exit(2);
}

const code = await run(nxBin, ['run', '@crema/nats-auth:build', '--outputStyle=static'], {
  env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  // Keep stdout for the configuration when it is printed.
  stdio: ['ignore', withTls ? 'ignore' : 'inherit', 'inherit'],
});
if (code !== 0) process.exit(code);

const { generatedNatsFiles, natsUsersOf, OPERATOR_NATS_USERS, renderNatsServerConfig } =
  await import('@crema/nats-auth');
const deployables = longRunning(readDeployables()).map((entry) => entry.name);

if (withTls) {
  const files = {
    certFile: tls['tls-cert-file'],
    keyFile: tls['tls-key-file'],
    ...(tls['tls-ca-file'] ? { caFile: tls['tls-ca-file'] } : {}),
  };
  process.stdout.write(renderNatsServerConfig([...natsUsersOf(deployables), ...OPERATOR_NATS_USERS], files));
} else {
  for (const file of generatedNatsFiles(deployables)) {
    const target = join(repoRoot, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    console.log(`wrote ${file.path}`);
  }
}
