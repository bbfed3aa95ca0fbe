// The server's entry: start the ledger service with the configuration of the
// environment, and stop it cleanly on SIGINT or SIGTERM.
import { loadConfig } from './config.js';
import { startService } from './service.js';

const service = await startService(loadConfig());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: shutting down`);
    void service.close().then(() => process.exit(0));
  });
