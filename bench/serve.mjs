// The API under measurement, run as `npm start` runs it: the compiled JavaScript of
// dist/ under plain node, production settings, on a free port. bench/harness.ts forks
// this file (after building dist/) and reads the URL it reports over IPC;
// BENCH_WORKERS sets LEDGER_WORKERS (default 1). The transparency key of a benchmark
// server lives and dies with it; BENCH_SEQUENCER=off runs the server without the
// transparency log's sequencer and checkpoints (to measure their cost), and
// BENCH_SEQUENCER=alternate leaves them to a sequencer process of bench/ingest.ts.
// BENCH_DIST serves another compiled tree than dist/ (bench/request-cpu.ts compares
// builds; a tree with no process/ folder, as builds of earlier releases are, holds the
// service at its root), and the message 'cpu' is answered with the process's CPU time so far.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dist = process.env.BENCH_DIST?.trim() || new URL('../dist/', import.meta.url).pathname;
const { loadConfig } = await import(pathToFileURL(path.join(dist, 'config.js')).href);
const service = ['process/service.js', 'service.js'].map((file) => path.join(dist, file)).find((file) => existsSync(file));
if (!service) throw new Error(`${dist} holds no compiled service (process/service.js)`);
const { startService } = await import(pathToFileURL(service).href);

const keyDir = mkdtempSync(path.join(os.tmpdir(), 'crl-bench-key-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LEDGER_WORKERS: process.env.BENCH_WORKERS?.trim() || '1',
  SIGNING_KEY_FILE: path.join(keyDir, 'signing-key.pem'),
  SEQUENCE_INTERVAL_MS: ['off', 'alternate'].includes(process.env.BENCH_SEQUENCER?.trim() ?? '') ? '0' : process.env.SEQUENCE_INTERVAL_MS,
  CHECKPOINT_INTERVAL_MS: process.env.CHECKPOINT_INTERVAL_MS?.trim() || '10000',
});
const server = await startService(config);
const stop = async () => {
  await server.close();
  rmSync(keyDir, { recursive: true, force: true });
  // A normal exit, so that --cpu-prof writes its profile.
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
  if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
});
process.on('disconnect', () => void stop());
process.send({ url: server.url });
