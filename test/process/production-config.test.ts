// A production server process with WEBHOOK_ALLOW_PRIVATE=true stops before it starts
// (src/config.ts; the parser itself: test/unit/config.test.ts).
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.js';

describe('a production server with WEBHOOK_ALLOW_PRIVATE=true', () => {
  it('exits with code 2 and the reason, before it starts', async () => {
    // The configuration is read before the database is: no database is needed to see it refused.
    const started = startServerProcess({
      NODE_ENV: 'production',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      LEDGER_DATA_DIR: '/nonexistent/crl-never-created',
    });
    await expect(started).rejects.toThrow(
      /the server exited while starting \(2\): invalid configuration: WEBHOOK_ALLOW_PRIVATE: must not be true with NODE_ENV=production/,
    );
  }, 60_000);
});
