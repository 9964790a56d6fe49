// Small process helpers for the operator scripts: run a command to completion, colour a prefix.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './deployables.mjs';

/** Runs a command with inherited output; resolves to its exit code (never rejects). */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** True when the command exits 0 within the timeout (output discarded). */
export function succeeds(command, args, timeoutMs = 15000) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'ignore', timeout: timeoutMs });
  return result.status === 0;
}

const useColor = process.stdout.isTTY && !('NO_COLOR' in process.env);
const palette = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94];

/** `[name] ` in a colour picked by position, plain when output is not a terminal. */
export function prefix(name, index, width) {
  const label = `[${name}]`.padEnd(width + 2);
  return useColor ? `\x1b[${palette[index % palette.length]}m${label}\x1b[0m ` : `${label} `;
}

export function bold(text) {
  return useColor ? `\x1b[1m${text}\x1b[0m` : text;
}

export const nxBin = `${repoRoot}/node_modules/.bin/nx`;

/** Runs `npm install` when node_modules was never installed; resolves to its exit code (0 when not needed). */
export function installDependenciesIfMissing() {
  if (existsSync(join(repoRoot, 'node_modules', '.package-lock.json'))) return Promise.resolve(0);
  // `npm install`, not `npm ci`: see docs/adr/0004-install-from-lockfile.md.
  console.log('node_modules is missing: running npm install …');
  return run('npm', ['install', '--no-audit', '--no-fund']);
}

/**
 * Runs a command with its output written to `logFile` (for tools whose output is their report);
 * after `timeoutMs` it is sent SIGTERM, then SIGKILL 10 s later. Resolves to `{ code, timedOut, ms }`
 * (never rejects: a missing binary is code 127).
 */
export function runLogged(command, args, { logFile, timeoutMs, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const out = openSync(logFile, 'a');
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', out, out],
      env: env ?? process.env,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    let finished = false;
    const done = (code) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      closeSync(out);
      resolve({ code, timedOut, ms: Date.now() - started });
    };
    child.on('error', (error) => {
      writeFileSync(logFile, `${command}: ${error.message}\n`, { flag: 'a' });
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}
