// The API under measurement runs in a process of its own, so that the load
// generator's work is never billed to the server. A benchmark file forks itself
// with SERVE_FLAG; the child serves the real app (production settings) on a free
// port and reports its URL over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { bootDatabase } from '../src/db/boot.js';

export const SERVE_FLAG = '--serve';

/** True in the forked child: it should call `serveForBenchmark()` and nothing else. */
export function isServerProcess(): boolean {
  return process.argv.includes(SERVE_FLAG);
}

export async function serveForBenchmark(): Promise<void> {
  const { createLedgerYoga } = await import('../src/yoga.js');
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' });
  const booted = await bootDatabase(config);
  const yoga = createLedgerYoga({ db: booted.db, graphiql: false, maxRequestBytes: config.MAX_REQUEST_BYTES });
  const server = http.createServer(yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await booted.shutdown();
    // A normal exit, so that --cpu-prof writes its profile.
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  process.send!({ url: `http://127.0.0.1:${port}/graphql` });
}

/** Forks `benchmarkFile` as the server; BENCH_PROFILE_DIR=dir writes its V8 CPU profile there. */
export function startServerProcess(benchmarkFile: string, ownerUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const profileDir = process.env.BENCH_PROFILE_DIR?.trim();
  const execArgv = [...process.execArgv, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [])];
  const child = fork(benchmarkFile, [SERVE_FLAG], {
    execArgv,
    env: { ...process.env, DATABASE_URL: ownerUrl, APP_DATABASE_URL: '' },
    // stdout carries only the results table.
    stdio: ['ignore', 2, 2, 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`the server process exited early (code ${code})`)));
  });
}

export async function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
