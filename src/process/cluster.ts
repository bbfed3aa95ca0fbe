// Several server processes on one port (LEDGER_WORKERS > 1): the primary forks the
// workers (src/process/worker.ts) and hands each its configuration; node:cluster shares the
// listening socket between them. On the 2-core machine of docs/benchmarks/processes.md a
// second process did not raise throughput: ingest is PostgreSQL-bound (the database used
// 2–3x the API's CPU) and reads, API-bound, gained 1.08–1.27x at most, within the spread
// of repeated runs. A second process pays where a core is left free of PostgreSQL.
//
// The primary supervises them: a worker that dies is logged and replaced; workers
// that keep dying (CRASH_LOOP_EXITS within CRASH_LOOP_WINDOW_MS) stop the service
// with a clear message instead of restarting forever.
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { Listener } from '../http/listener.js';
import { log } from '../logger.js';

/** How the primary hands its configuration to the workers it forks. */
export const WORKER_CONFIG_ENV = 'LEDGER_WORKER_CONFIG';
/** Sent to each worker just before it is disconnected: it ends its subscriptions at once. */
export const WORKER_STOPPING_MESSAGE = 'ledger:stopping';

export interface WorkerSettings {
  /** Without DATABASE_URL: a worker never holds the owner's credentials. */
  config: Config;
  /** The server's own login role (src/db/login.ts); the worker checks it again. */
  appUrl: string;
}

export const CRASH_LOOP_EXITS = 5;
export const CRASH_LOOP_WINDOW_MS = 60_000;

export async function startWorkers(config: Config, appUrl: string, onFatal: (error: Error) => void): Promise<Listener> {
  // The worker beside this module: compiled JavaScript in production (dist/), the
  // TypeScript sources through tsx in development and tests, like the primary.
  const here = fileURLToPath(import.meta.url);
  const compiled = path.extname(here) === '.js';
  cluster.setupPrimary({
    exec: path.join(path.dirname(here), compiled ? 'worker.js' : 'worker.ts'),
    // Compiled workers run with the primary's node options (npm start's young-generation
    // size, docs/operations.md); the sources need tsx.
    execArgv: compiled ? process.execArgv : ['--import', 'tsx'],
    silent: false,
  });
  const settings: WorkerSettings = { config: { ...config, DATABASE_URL: undefined }, appUrl };
  let stopping = false;
  const recentExits: number[] = [];

  /**
   * Forks one worker; resolves with its port once it listens. A worker of the first
   * start that exits before listening fails the start; any other exit is replaced.
   */
  const fork = (replacement: boolean): Promise<number> => {
    const worker = cluster.fork({ [WORKER_CONFIG_ENV]: JSON.stringify(settings) });
    return new Promise<number>((resolve, reject) => {
      let listening = false;
      worker.once('message', (message: { port: number }) => {
        listening = true;
        resolve(message.port);
      });
      worker.once('exit', (code, signal) => {
        if (!listening) reject(new Error(`a server worker exited while starting (code ${code})`));
        if ((listening || replacement) && !stopping) replace(worker, code, signal);
      });
    });
  };

  const replace = (worker: Worker, code: number | null, signal: string | null) => {
    const now = Date.now();
    recentExits.push(now);
    while (recentExits.length > 0 && recentExits[0]! < now - CRASH_LOOP_WINDOW_MS) recentExits.shift();
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (recentExits.length >= CRASH_LOOP_EXITS) {
      stopping = true;
      onFatal(
        new Error(
          `server workers keep exiting (${recentExits.length} in ${CRASH_LOOP_WINDOW_MS / 1000} s, the last ${worker.process.pid} with ${how}); ` +
            'stopping the service instead of restarting them again: see the log above for why they exit',
        ),
      );
      return;
    }
    log().error(`server worker ${worker.process.pid} exited (${how}); starting a replacement`);
    fork(true).then(
      (port) => log().info(`replacement server worker listening on port ${port}`),
      // Its exit is counted and replaced like any other (see fork).
      (error: unknown) =>
        log().error(`a replacement server worker failed to start: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  const ports = await Promise.all(Array.from({ length: config.LEDGER_WORKERS }, () => fork(false)));
  return {
    // Workers listening on the same port (0 included) share one socket in the primary.
    port: ports[0]!,
    close: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
        let running = workers.length;
        if (running === 0) resolve();
        for (const worker of workers) {
          worker.once('exit', () => --running === 0 && resolve());
          // First its subscriptions end (they would hold the connection open until the cut);
          // then it finishes its requests in flight (within its grace period) once disconnected.
          worker.send(WORKER_STOPPING_MESSAGE);
          worker.disconnect();
          const cut = setTimeout(() => worker.process.kill('SIGKILL'), config.SHUTDOWN_GRACE_MS + 5_000);
          cut.unref();
        }
      }),
  };
}
