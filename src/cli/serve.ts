// `npm run serve`: the server, exactly as `npm start` runs it (src/process/service.ts).
import { serveUntilStopped } from '../process/service.js';
import { defineCommand } from './common.js';

export const serveCommand = defineCommand({
  name: 'serve',
  invocation: 'npm start (or npm run serve)',
  summary: 'Start the server: an embedded PostgreSQL in LEDGER_DATA_DIR unless DATABASE_URL is set.',
  details: ['Stops cleanly on SIGINT, SIGTERM or SIGHUP. Configuration: README.md, docs/running.md.'],
  options: {},
  run: ({ config }) => serveUntilStopped(config),
});
