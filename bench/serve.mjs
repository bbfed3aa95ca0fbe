// The API under measurement, run as `npm start` runs it: the compiled JavaScript of
// dist/ under plain node, production settings, on a free port. bench/harness.ts forks
// this file (after building dist/) and reads the URL it reports over IPC;
// BENCH_WORKERS sets LEDGER_WORKERS (default 1).
import { loadConfig } from '../dist/config.js';
import { startService } from '../dist/service.js';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LEDGER_WORKERS: process.env.BENCH_WORKERS?.trim() || '1',
});
const server = await startService(config);
const stop = async () => {
  await server.close();
  // A normal exit, so that --cpu-prof writes its profile.
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send({ url: server.url });
