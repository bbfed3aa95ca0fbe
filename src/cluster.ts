// Several server processes on one port (LEDGER_WORKERS > 1): the primary forks the
// workers (src/worker.ts) and hands each its configuration; node:cluster shares the
// listening socket between them. One Node event loop is what limits concurrent
// ingest, so a 2-core host serves faster with two (docs/benchmarks.md).
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';

/** How the primary hands its configuration to the workers it forks. */
export const WORKER_CONFIG_ENV = 'LEDGER_WORKER_CONFIG';

export interface WorkerSettings {
  /** Without DATABASE_URL: a worker never holds the owner's credentials. */
  config: Config;
  /** The server's own login role (src/db/login.ts); the worker checks it again. */
  appUrl: string;
}

export interface Listener {
  port: number;
  /** Stops accepting requests and waits for the ones in flight. */
  close(): Promise<void>;
}

export async function startWorkers(config: Config, appUrl: string): Promise<Listener> {
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./worker.ts', import.meta.url)),
    // Workers run the TypeScript sources through tsx, like the primary.
    execArgv: ['--import', 'tsx'],
    silent: false,
  });
  const settings: WorkerSettings = { config: { ...config, DATABASE_URL: undefined }, appUrl };
  const ports = await Promise.all(
    Array.from({ length: config.LEDGER_WORKERS }, () => {
      const worker = cluster.fork({ [WORKER_CONFIG_ENV]: JSON.stringify(settings) });
      return new Promise<number>((resolve, reject) => {
        worker.once('message', (message: { port: number }) => resolve(message.port));
        worker.once('exit', (code) => reject(new Error(`a server worker exited while starting (code ${code})`)));
      });
    }),
  );
  return {
    // Workers listening on the same port (0 included) share one socket in the primary.
    port: ports[0]!,
    close: () =>
      new Promise<void>((resolve) => {
        const workers = Object.values(cluster.workers ?? {});
        let running = workers.length;
        if (running === 0) resolve();
        for (const worker of workers) {
          worker?.once('exit', () => --running === 0 && resolve());
          worker?.disconnect();
        }
      }),
  };
}

