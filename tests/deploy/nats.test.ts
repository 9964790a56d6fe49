import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUS_ACCESS } from '@crema/contracts/bus/bus-access';
import { rpcSubjectsOf } from '@crema/contracts/common/rpc';
import { generatedNatsFiles, NATS_SERVER_CONFIG_PATH } from '@crema/nats-auth';
import { longRunning, readDeployables, repoRoot } from './deployables';

const deployables = readDeployables();

/** The named value imports of one deployable's code from other services' rpc and consumers contracts. */
function contractImports(
  sourceDir: string,
  ownService: string,
): { file: string; module: string; name: string }[] {
  const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'),
  );
  const importPattern = /import\s+\{([^}]*)\}\s+from\s+'@crema\/contracts\/([a-z-]+)\/(rpc|consumers)'/g;
  return files.flatMap((file) =>
    [...readFileSync(path.join(sourceDir, file), 'utf8').matchAll(importPattern)]
      // A service handles its own requests; it may call them too, as it answers them anyway.
      .filter(([, , service, kind]) => !(kind === 'rpc' && service === ownService))
      .flatMap(([, names = '', service, kind]) =>
        names
          .split(',')
          .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => ({ file, module: `${service}/${kind}`, name })),
      ),
  );
}

describe('NATS authorization', () => {
  it('is what `npm run nats:config` generates from BUS_ACCESS and deploy/deployables.json', () => {
    const files = generatedNatsFiles(longRunning(deployables).map((entry) => entry.name));
    for (const file of files) {
      const committed = readFileSync(path.join(repoRoot, file.path), 'utf8');
      expect({ path: file.path, upToDate: committed === file.content }).toEqual({
        path: file.path,
        upToDate: true,
      });
    }
  });

  it('turns JetStream on', () => {
    expect(readFileSync(path.join(repoRoot, NATS_SERVER_CONFIG_PATH), 'utf8')).toMatch(
      /^jetstream: enabled$/m,
    );
  });

  // Developer machines run NATS without authorization, so only production would notice a call or
  // a durable consumer missing from BUS_ACCESS: this check catches it from the imports instead.
  it.each([...deployables.services, deployables.gateway].map((entry) => [entry.name, entry.entry]))(
    'BUS_ACCESS declares every request %s sends and every durable consumer it runs',
    async (name, entry) => {
      const access = BUS_ACCESS[name];
      const sourceDir = path.join(repoRoot, entry.split('/dist/')[0] ?? '', 'src');
      const undeclared: string[] = [];
      for (const { file, module, name: imported } of contractImports(sourceDir, name)) {
        const value = ((await import(`@crema/contracts/${module}`)) as Record<string, unknown>)[imported];
        if (!value || typeof value !== 'object') continue;
        if ('subject' in value && 'request' in value && typeof value.subject === 'string') {
          const subject = value.subject;
          const declared = (access?.calls ?? []).some((call) =>
            typeof call === 'string'
              ? subject.startsWith(rpcSubjectsOf(call).slice(0, -1))
              : call.subject === subject,
          );
          if (!declared) undeclared.push(`calls ${subject} (${file})`);
        }
        if ('name' in value && 'events' in value) {
          const declared = (access?.consumes ?? []).some((durable) => durable.name === value.name);
          if (!declared) undeclared.push(`consumes ${String(value.name)} (${file})`);
        }
      }
      expect(undeclared).toEqual([]);
    },
  );
});
