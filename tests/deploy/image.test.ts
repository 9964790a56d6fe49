import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './deployables';

/**
 * deploy/docker/Dockerfile: a Node.js LTS base pinned by digest in one build argument, and installs that reproduce the lockfile exactly (`npm ci`).
 */
const dockerfile = readFileSync(path.join(repoRoot, 'deploy', 'docker', 'Dockerfile'), 'utf8');
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

/** Node.js lines still in support, as even majors: 22 (LTS until April 2027) and 24. */
const SUPPORTED_NODE_MAJORS = [22, 24];

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  link?: boolean;
}

describe('deploy/docker/Dockerfile', () => {
  const baseArgument = instructions.find((line) => /^ARG NODE_IMAGE=/.test(line));
  const defaultBase = baseArgument?.split('=')[1] ?? '';

  it('builds on a supported Node.js LTS (Debian bookworm slim) pinned by digest, named once in the NODE_IMAGE argument', () => {
    expect(instructions[0]).toBe(baseArgument);
    const [, major] = /^node:(\d+)-bookworm-slim@sha256:[0-9a-f]{64}$/.exec(defaultBase) ?? [];
    expect(SUPPORTED_NODE_MAJORS).toContain(Number(major));
  });

  it('starts every stage from NODE_IMAGE or from an earlier stage, never from another image', () => {
    const stages: string[] = [];
    for (const line of instructions.filter((instruction) => instruction.startsWith('FROM '))) {
      const [, from, stage] = /^FROM (\S+) AS (\S+)$/.exec(line) ?? [];
      expect([line, from === '${NODE_IMAGE}' || stages.includes(from ?? '')]).toEqual([line, true]);
      stages.push(stage ?? '');
    }
    expect(stages.at(-1)).toBe('runtime');
  });

  it('installs with npm ci (the lockfile exactly), never npm install', () => {
    const installs = instructions.filter((line) => /\bnpm (install|ci|i)\b/.test(line));
    expect(installs.length).toBeGreaterThan(0);
    for (const line of installs) {
      expect(line).toMatch(/\bnpm ci\b/);
      expect(line).not.toMatch(/\bnpm (install|i)\b/);
    }
    expect(instructions.some((line) => /npm ci --omit=dev\b/.test(line))).toBe(true);
  });

  it('runs as the unprivileged uid/gid 1000 that the Kubernetes pods name', () => {
    expect(instructions.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER 1000:1000');
  });

  it('is built by docker compose with the same default base, which NODE_IMAGE overrides', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as { 'x-app': { build: { dockerfile: string; args: Record<string, string> } } };
    expect(compose['x-app'].build.dockerfile).toBe('deploy/docker/Dockerfile');
    expect(compose['x-app'].build.args.NODE_IMAGE).toBe(`\${NODE_IMAGE:-${defaultBase}}`);
  });
});

describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    lockfileVersion: number;
    packages: Record<string, LockEntry>;
  };

  /** Where Node would resolve `name` from the package at `location` (its own node_modules, then up). */
  function resolves(location: string, name: string): boolean {
    let at = location;
    for (;;) {
      if (lock.packages[`${at ? `${at}/` : ''}node_modules/${name}`]) return true;
      if (at === '') return false;
      const parent = at.lastIndexOf('/node_modules/');
      at = parent === -1 ? '' : at.slice(0, parent);
    }
  }

  it('holds every optional (platform) dependency, which npm ci insists on (docs/adr/0004)', () => {
    const missing = Object.entries(lock.packages).flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(location, name))
        .map((name) => `${location || '(root)'} → ${name}`),
    );
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(missing).toEqual([]);
  });

  it('allows the image’s Node.js major in package.json engines', () => {
    const engines = (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    const [, minimumMajor] = /^>=(\d+)(\.\d+)*$/.exec(engines) ?? [];
    expect(Number(minimumMajor)).toBeLessThanOrEqual(Math.min(...SUPPORTED_NODE_MAJORS));
  });
});
