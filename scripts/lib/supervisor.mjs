// Keeps `npm start`'s services running: a service that exits is started again after a growing pause
// while the other keeps serving; one that cannot even start (bad configuration, a data folder locked by
// another process) is given up on after a few tries in a row, so a mistake is not retried forever.
import { createInterface } from 'node:readline';
import { isUp, spawnTs, stopChild } from './process.mjs';

/** The restart policy (README, "Set up and run"). */
export const RESTART = {
  /** Pause before the first restart; it doubles for each restart in a row... */
  firstDelayMs: 500,
  /** ...up to this. */
  maxDelayMs: 30_000,
  /** A run that stayed up this long starts the count (and so the pause) afresh. */
  stableMs: 30_000,
  /** Starts in a row that ended before the service answered its health check; then we give up. */
  maxStartFailures: 5,
};

/**
 * Liveness once a run has answered (README, "Set up and run"): a service that is running but no longer
 * answers (a blocked event loop, a stopped process) is ended and restarted like one that exited. Each
 * is overridable by env (the supervisor's test shortens them).
 */
const envMs = (name, fallback) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
export const LIVENESS = {
  /** How often a running service's health check is probed. */
  intervalMs: envMs('START_HEALTH_INTERVAL_MS', 5_000),
  /** How long one probe waits for an answer. */
  timeoutMs: envMs('START_HEALTH_TIMEOUT_MS', 2_000),
  /** Probes in a row without an answer before the run is ended and restarted. */
  maxMissed: envMs('START_HEALTH_MAX_MISSED', 3),
};

const HEALTH_POLL_MS = 300;
/** A hung run's grace after SIGTERM: its event loop may never run the shutdown handler. */
const HUNG_GRACE_MS = 2_000;
const STDERR_TAIL_LINES = 10;

/** Pause before restart number `attempt` (1-based): 0.5 s, 1 s, 2 s, ... capped at 30 s. */
export const restartDelayMs = (attempt) =>
  Math.min(RESTART.firstDelayMs * 2 ** Math.max(attempt - 1, 0), RESTART.maxDelayMs);

const seconds = (ms) => `${Number((ms / 1000).toFixed(1))} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one service under supervision.
 * - `stdout`: where its log goes, handed to the child as it is ('inherit', or a pipe's stream): the
 *   supervisor never copies log lines, so logging costs the service what it would cost it alone.
 * - stderr comes through us, prefixed, and its last lines are kept for the give-up message.
 * - `say(line)` prints the supervisor's own messages; `onReady()` runs each time a run answers `health`;
 *   `onGiveUp(message)` once, when it stops retrying.
 */
export function superviseService({ name, label, entry, health, env, stdout, say, onReady, onGiveUp }) {
  let child;
  let runStartedAt = 0;
  let ready = false;
  let attempt = 0; // restarts since the service last stayed up RESTART.stableMs
  let startFailures = 0; // runs in a row that ended before answering their health check
  let stderrTail = [];
  let restartTimer;
  let stopped = false;

  function start() {
    ready = false;
    stderrTail = [];
    runStartedAt = Date.now();
    const run = spawnTs(entry, { env, stdio: ['ignore', stdout, 'pipe'], detached: true });
    child = run;
    createInterface({ input: run.stderr, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      process.stderr.write(`[${name}] ${line}\n`);
      if (line.trim() === '') return;
      stderrTail.push(line);
      if (stderrTail.length > STDERR_TAIL_LINES) stderrTail.shift();
    });
    run.on('error', (error) => stderrTail.push(`could not start: ${error.message}`));
    run.on('exit', (code, signal) => onExit(run, code, signal));
    void watchHealth(run);
  }

  async function watchHealth(run) {
    while (!stopped && child === run && run.exitCode === null && run.signalCode === null) {
      if (await isUp(health)) {
        // Answered while this run was alive: it is this run that answers.
        if (child !== run || run.exitCode !== null || run.signalCode !== null || stopped) return;
        ready = true;
        startFailures = 0;
        onReady?.({ restarted: attempt > 0, attempt, pid: run.pid });
        void watchLiveness(run);
        return;
      }
      await sleep(HEALTH_POLL_MS);
    }
  }

  const alive = (run) => !stopped && child === run && run.exitCode === null && run.signalCode === null;

  /** After the first answer: probe every interval; after `maxMissed` misses in a row, end the run. */
  async function watchLiveness(run) {
    let missedSince = 0;
    let missed = 0;
    while (alive(run)) {
      await sleep(LIVENESS.intervalMs);
      if (!alive(run)) return;
      const started = Date.now();
      if (await isUp(health, LIVENESS.timeoutMs)) {
        missed = 0;
        continue;
      }
      if (missed === 0) missedSince = started;
      missed += 1;
      if (missed >= LIVENESS.maxMissed && alive(run)) {
        say(
          `${label} stopped answering its health check for ${seconds(Date.now() - missedSince)}; restarting it`,
        );
        // The exit handler restarts it (a run that had answered does not count as a failed start).
        await stopChild(run, 'SIGTERM', HUNG_GRACE_MS);
        return;
      }
    }
  }

  function onExit(run, code, signal) {
    if (child !== run || stopped) return;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (!ready) startFailures += 1;
    if (startFailures >= RESTART.maxStartFailures) {
      const last = stderrTail.length > 0 ? stderrTail.join('\n') : '(nothing on stderr; see its log above)';
      stopped = true;
      onGiveUp?.(
        `${label} ${how} before answering its health check, ${startFailures} starts in a row: giving up.\n` +
          `Its last message:\n${last}`,
      );
      return;
    }
    if (Date.now() - runStartedAt >= RESTART.stableMs) attempt = 0;
    attempt += 1;
    const delay = restartDelayMs(attempt);
    say(`${label} ${how}; restarting in ${seconds(delay)} (attempt ${attempt})`);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!stopped) start();
    }, delay);
  }

  return {
    name,
    label,
    health,
    start,
    get pid() {
      return child?.pid;
    },
    /** Stops supervising and ends the current run with `signal` (SIGKILL after 10 s). */
    async stop(signal = 'SIGTERM') {
      stopped = true;
      clearTimeout(restartTimer);
      if (child) await stopChild(child, signal);
    },
    /** Last resort on an abrupt exit of the supervisor: never leave a server behind. */
    kill() {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
