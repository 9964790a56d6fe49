// `npm test`: the whole suite in one command. Every step runs even when an earlier one failed;
// failures are recorded and the last line is `N passed, N failed` (exit 1 when N failed > 0).
//   0. what the machine must have: node_modules, PostgreSQL, Redis and NATS (started from Debian's
//      packages when they are not running), Chromium, docker-compose, wapiti, sqlmap and fonts
//      (installed when it may)
//   a. lint, typecheck and build of every Nx project (each task counts as one check)
//   b. unit and integration tests of every project (root jest.config.js)
//   c. API end-to-end tests (e2e/jest.config.js)
//   d. browser end-to-end tests (e2e/browser/jest.config.js, when present)
//   e. deployment tests (tests/deploy)
//   f. lint of the workspace's own scripts and typecheck of the deployment tests
//   g. faults under load, short mode (`npm run chaos -- --faults 10`: scripts/chaos)
//   h. security scanners, short mode (`npm run scan:security -- --short`: scripts/security)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './lib/deployables.mjs';
import { bold, installDependenciesIfMissing, nxBin } from './lib/run.mjs';

const resultsDir = join(repoRoot, 'test-results');
const jestBin = join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');
const MINUTE = 60000;

const totals = { passed: 0, failed: 0 };
const summary = [];
/** When the current step's heading was printed: each step's time goes into the summary (CI has 45 min). */
let stepStarted = Date.now();

function record(step, passed, failed, note = '') {
  totals.passed += passed;
  totals.failed += failed;
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  summary.push(
    `${failed > 0 ? '✖' : '✔'} ${step}: ${passed} passed, ${failed} failed, ${seconds} s${note ? ` (${note})` : ''}`,
  );
}

/**
 * Runs a command with its output shown (and kept in memory for parsing). A step that outlives
 * its time limit is killed with its process group and reported as such.
 */
function runStep(command, args, { timeoutMs, env = {}, quiet = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    let timedOut = false;
    const keep = (chunk, sink) => {
      output += chunk.toString();
      if (!quiet) sink.write(chunk);
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(bold(`\n${command} ${args.join(' ')} exceeded ${timeoutMs / MINUTE} min; killing it.`));
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, timeoutMs);
    child.on('error', (error) => {
      output += error.message;
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output, timedOut });
    });
  });
}

function heading(text) {
  stepStarted = Date.now();
  console.log(bold(`\n━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`));
}

/** Projects that define a target, per Nx. */
async function projectsWithTarget(target) {
  const { code, output } = await runStep(nxBin, ['show', 'projects', '--with-target', target, '--json'], {
    timeoutMs: 2 * MINUTE,
    quiet: true,
  });
  if (code !== 0) return [];
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  return JSON.parse(json);
}

/** The machine's part: dependencies, servers and tools, each one a check (a missing one fails). */
async function prerequisites() {
  heading('0. prerequisites');
  const install = await installDependenciesIfMissing();
  if (install !== 0) {
    record('0. prerequisites', 0, 1, `npm install failed (exit ${install})`);
    return;
  }
  // Only after the install: infra.mjs needs pg, ioredis and the NATS client.
  const { ensureInfrastructure, infrastructureCount } = await import('./lib/infra.mjs');
  const { ensureTestTools } = await import('./lib/test-tools.mjs');
  const serverProblems = await ensureInfrastructure();
  const tools = await ensureTestTools();
  const problems = [...serverProblems, ...tools.problems];
  for (const problem of problems) console.error(problem);
  record(
    '0. prerequisites',
    infrastructureCount - serverProblems.length + tools.present,
    problems.length,
    problems.length ? 'see the commands above' : '',
  );
}

async function checks() {
  heading('a. lint, typecheck, build (Nx)');
  const targets = ['lint', 'typecheck', 'build'];
  const expected = new Set();
  for (const target of targets) {
    for (const project of await projectsWithTarget(target)) expected.add(`${project}:${target}`);
  }
  const { output, timedOut } = await runStep(
    nxBin,
    ['run-many', '-t', ...targets, '--outputStyle=static', '--parallel=2'],
    { timeoutMs: 25 * MINUTE },
  );
  const ran = new Set([...output.matchAll(/^> nx run (\S+:\S+)/gm)].map((match) => match[1]));
  const failedBlock = output.split('Failed tasks:')[1] ?? '';
  const failed = new Set(
    [...failedBlock.matchAll(/^- (\S+:\S+)/gm)].map((match) => match[1]).filter((task) => expected.has(task)),
  );
  const notRun = [...expected].filter((task) => !ran.has(task) && !failed.has(task));
  const passed = [...ran].filter((task) => expected.has(task) && !failed.has(task)).length;
  const notes = [];
  if (failed.size > 0) notes.push(`failed: ${[...failed].join(', ')}`);
  if (notRun.length > 0) notes.push(`not run: ${notRun.join(', ')}`);
  if (timedOut) notes.push('timed out');
  record('lint/typecheck/build', passed, failed.size + notRun.length, notes.join('; '));
}

/** Runs a jest config and counts its tests from the JSON report. */
async function jestStep(step, config, { extraArgs = [], timeoutMs, required = true }) {
  heading(step);
  if (!existsSync(join(repoRoot, config))) {
    if (required) record(step, 0, 1, `${config} is missing`);
    else summary.push(`- ${step}: skipped, ${config} does not exist yet`);
    return;
  }
  mkdirSync(resultsDir, { recursive: true });
  const reportFile = join(resultsDir, `${step.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  rmSync(reportFile, { force: true });
  const { code, timedOut } = await runStep(
    process.execPath,
    [
      jestBin,
      '-c',
      config,
      '--ci',
      '--passWithNoTests',
      '--json',
      `--outputFile=${reportFile}`,
      ...extraArgs,
    ],
    { timeoutMs },
  );
  if (!existsSync(reportFile)) {
    record(step, 0, 1, timedOut ? 'timed out' : `jest exited ${code} without a report`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  // A suite that fails to load (syntax error, failing beforeAll) has no failed test of its own.
  const brokenSuites = report.testResults.filter(
    (suite) => suite.status === 'failed' && !suite.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failed = report.numFailedTests + brokenSuites + (timedOut ? 1 : 0);
  const unexplained = code !== 0 && failed === 0 ? 1 : 0;
  const notes = [];
  if (brokenSuites > 0) notes.push(`${brokenSuites} suite(s) failed to run`);
  if (timedOut) notes.push('timed out');
  if (unexplained) notes.push(`jest exited ${code}`);
  record(step, report.numPassedTests, failed + unexplained, notes.join('; '));
}

/** Lint of the workspace's own files and typecheck of the deployment tests (no Nx project owns them). */
async function workspaceChecks() {
  heading('f. workspace scripts (lint, typecheck)');
  const lint = await runStep(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js'),
      'scripts',
      'tests',
      'deploy',
      'e2e',
      'jest.config.js',
      'jest.preset.js',
      'eslint.config.mjs',
    ],
    { timeoutMs: 5 * MINUTE },
  );
  const typecheck = await runStep(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'),
      '-p',
      'tests/deploy/tsconfig.json',
      '--noEmit',
    ],
    { timeoutMs: 5 * MINUTE },
  );
  const e2eTypecheck = await runStep(
    process.execPath,
    [join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'e2e/tsconfig.json', '--noEmit'],
    { timeoutMs: 5 * MINUTE },
  );
  const failures = [
    lint.code !== 0 && 'lint',
    typecheck.code !== 0 && 'typecheck',
    e2eTypecheck.code !== 0 && 'e2e typecheck',
  ].filter(Boolean);
  record(
    'f. workspace lint/typecheck',
    3 - failures.length,
    failures.length,
    failures.length ? `failed: ${failures.join(', ')}` : '',
  );
}

/** The chaos harness's short mode: ten faults under load, every invariant checked (one check). */
async function chaosShortMode() {
  heading('g. faults under load (npm run chaos -- --faults 10)');
  const { code, timedOut } = await runStep(
    process.execPath,
    [join(repoRoot, 'scripts', 'chaos', 'chaos.mjs'), '--faults', '10'],
    // 2-4 minutes; on a machine loaded far beyond its cores, the boot alone can take 2.5.
    { timeoutMs: 8 * MINUTE },
  );
  record('g. faults under load', code === 0 ? 1 : 0, code === 0 ? 0 : 1, timedOut ? 'timed out' : '');
}

/** The security scan's short mode: wapiti and sqlmap on a slice of the routes (one check). */
async function securityScanShortMode() {
  heading('h. security scanners (npm run scan:security -- --short)');
  const { code, timedOut } = await runStep(
    process.execPath,
    [join(repoRoot, 'scripts', 'security', 'scan.mjs'), '--short'],
    // About 1 minute (boot 30-40 s, wapiti and sqlmap 20 s); the scanners' budgets end it within 3.
    { timeoutMs: 4 * MINUTE },
  );
  record('h. security scanners', code === 0 ? 1 : 0, code === 0 ? 0 : 1, timedOut ? 'timed out' : '');
}

const started = Date.now();
await prerequisites();
await checks();
await jestStep('b. unit and integration tests', 'jest.config.js', {
  extraArgs: ['--maxWorkers=2'],
  timeoutMs: 15 * MINUTE,
});
await jestStep('c. API end-to-end tests', 'e2e/jest.config.js', {
  extraArgs: ['--runInBand'],
  // About 40 files, each booting the whole system (about 19 s a boot): 21.5 minutes on 2 cores.
  timeoutMs: 30 * MINUTE,
});
await jestStep('d. browser end-to-end tests', 'e2e/browser/jest.config.js', {
  extraArgs: ['--runInBand'],
  timeoutMs: 20 * MINUTE,
  required: false,
});
await jestStep('e. deployment tests', 'tests/deploy/jest.config.js', {
  extraArgs: ['--runInBand'],
  timeoutMs: 3 * MINUTE,
});
await workspaceChecks();
await chaosShortMode();
await securityScanShortMode();

heading(`summary (${Math.round((Date.now() - started) / 1000)} s)`);
for (const line of summary) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
