// What `npm test` needs from the machine beyond node_modules and the servers of infra.mjs: Debian's
// Chromium (browser tests), docker-compose (the compose file's check), wapiti and sqlmap (the
// security scan's short mode, scripts/security), kubectl with kustomize ≥ 4.1
// (tests/deploy renders deploy/k8s; Debian's own kubernetes-client 1.20 is too old, the `kubectl`
// package of the machine's Google Cloud repository is new enough) and the fonts the label-OCR
// corpus is drawn in. A missing one is installed from Debian's packages when this user may (root,
// or password-less sudo); otherwise the exact command is named.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run, succeeds } from './run.mjs';

function fontFamilies() {
  const result = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : '';
}

const tools = [
  { label: 'Chromium', present: () => existsSync('/usr/bin/chromium'), packages: ['chromium'] },
  {
    label: 'docker-compose',
    present: () => succeeds('docker-compose', ['version']),
    packages: ['docker-compose'],
  },
  { label: 'wapiti', present: () => succeeds('wapiti', ['--version'], 60_000), packages: ['wapiti'] },
  { label: 'sqlmap', present: () => succeeds('sqlmap', ['--version'], 60_000), packages: ['sqlmap'] },
  {
    label: 'kubectl',
    present: () => succeeds('kubectl', ['kustomize', '--help']),
    packages: ['kubectl'],
  },
  {
    label: 'DejaVu fonts',
    present: () => fontFamilies().includes('DejaVu Sans Condensed'),
    packages: ['fonts-dejavu-core', 'fonts-dejavu-extra'],
  },
  {
    label: 'Liberation fonts',
    present: () => fontFamilies().includes('Liberation Sans'),
    packages: ['fonts-liberation'],
  },
];

/** `[]` as root, `['sudo', '-n']` with password-less sudo, undefined when installing is not ours to do. */
function installerPrefix() {
  if (!existsSync('/usr/bin/apt-get')) return undefined;
  if (process.getuid?.() === 0) return [];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined;
}

async function aptInstall(prefix, packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [command, ...args] = [...prefix, 'apt-get'];
  if ((await run(command, [...args, 'update', '-qq'], { env })) !== 0) return false;
  return (await run(command, [...args, 'install', '-y', '-qq', ...packages], { env })) === 0;
}

/**
 * Installs what is missing where it can. Returns `{ present, problems }`: how many tools are there
 * now, and for each one still missing, a line with the command that installs it.
 */
export async function ensureTestTools(log = console.log) {
  let missing = tools.filter((tool) => !tool.present());
  const packages = missing.flatMap((tool) => tool.packages);
  const prefix = installerPrefix();
  if (packages.length > 0 && prefix) {
    log(`Installing ${packages.join(' ')} from Debian's packages …`);
    await aptInstall(prefix, packages);
    missing = missing.filter((tool) => !tool.present());
  }
  for (const tool of tools.filter((each) => !missing.includes(each))) log(`✓ ${tool.label}`);
  return {
    present: tools.length - missing.length,
    problems: missing.map(
      (tool) => `${tool.label} is missing: sudo apt-get install -y ${tool.packages.join(' ')}`,
    ),
  };
}
