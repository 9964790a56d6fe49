// Keeps `npm start`'s long-running processes up the way compose (`restart: unless-stopped`) and
// Kubernetes (CrashLoopBackOff) would: a process that exits on its own is started again after a
// back-off that doubles with each quick crash, while the others keep serving. Only stop() ends them.

/** Back-off of the first restart; it doubles per crash in a row, up to MAX_RESTART_DELAY_MS. */
export const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A process that ran this long before it exited crashed "fresh": its back-off starts over. */
const STABLE_AFTER_MS = 60_000;

/**
 * @typedef {{ name: string, start: () => import('node:child_process').ChildProcess }} Program
 * @typedef {{ log: (line: string) => void, stopGraceMs: number }} SupervisorOptions
 */

/** The delay before restart number `crashesInRow` (1-based) of a process that keeps crashing. */
export function restartDelayMs(crashesInRow) {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** (crashesInRow - 1));
}

/**
 * Starts every program and restarts any that exits before stop() is called.
 * @param {Program[]} programs
 * @param {SupervisorOptions} options
 */
export function supervise(programs, { log, stopGraceMs }) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const pendingRestarts = new Set();
  let stopping = false;
  let allExited = () => {};

  const launch = (program, crashesInRow) => {
    const startedAt = Date.now();
    const child = program.start();
    running.set(program.name, child);
    if (crashesInRow > 0) log(`${program.name} restarted (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      running.delete(program.name);
      if (stopping) {
        if (running.size === 0) allExited();
        return;
      }
      const crashes = Date.now() - startedAt >= STABLE_AFTER_MS ? 1 : crashesInRow + 1;
      const delay = restartDelayMs(crashes);
      log(
        `${program.name} exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s` +
          ` (crash ${crashes} in a row); the other processes keep serving`,
      );
      const timer = setTimeout(() => {
        pendingRestarts.delete(timer);
        if (!stopping) launch(program, crashes);
      }, delay);
      pendingRestarts.add(timer);
    });
  };

  for (const program of programs) launch(program, 0);

  return {
    /** The pid of a program's current process (undefined while it waits for a restart). */
    pidOf: (name) => running.get(name)?.pid,
    /** Stops everything with `signal`, then SIGKILL after the grace period; resolves when all exited. */
    stop(signal = 'SIGTERM') {
      if (stopping) return Promise.resolve();
      stopping = true;
      for (const timer of pendingRestarts) clearTimeout(timer);
      pendingRestarts.clear();
      if (running.size === 0) return Promise.resolve();
      const exited = new Promise((resolve) => {
        allExited = resolve;
      });
      for (const child of running.values()) child.kill(signal);
      const killer = setTimeout(() => {
        for (const child of running.values()) child.kill('SIGKILL');
      }, stopGraceMs);
      killer.unref();
      return exited.finally(() => clearTimeout(killer));
    },
  };
}
