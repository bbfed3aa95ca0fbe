// The server's entry (`npm start`, or its command under a supervisor: docs/operations.md): run
// the ledger service with the configuration of the environment until a signal.
// Tracing first: it must be on before the database client is loaded.
import './tracing-start.js';
import { parse } from '../cli/common.js';
import { serveCommand } from '../cli/serve.js';
import { loadConfig, type Config } from '../config.js';
import { serveUntilStopped } from './service.js';

// `npm start -- --help` prints the help of `npm run serve` and starts nothing; the server takes no arguments.
parse(serveCommand, process.argv.slice(2));

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
await serveUntilStopped(config);
