// Small process helpers for the operator scripts: run a command to completion, colour a prefix.
import { spawn, spawnSync } from 'node:child_process';
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
