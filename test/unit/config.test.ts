// The configuration a server refuses to start with (src/config.ts).
import { describe, expect, it } from 'vitest';
import { loadConfig, WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION } from '../../src/config.js';
import { startServerProcess } from '../helpers/server-process.js';

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('is refused with NODE_ENV=production, with the reason', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow(`WEBHOOK_ALLOW_PRIVATE: ${WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION}`);
  });

  it('is accepted outside production, and off is accepted everywhere', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(loadConfig({ NODE_ENV, WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    for (const WEBHOOK_ALLOW_PRIVATE of ['false', '', undefined])
      expect(loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
  });

  it('stops a production server process before it starts, exit code 2 and the reason on stderr', async () => {
    // The configuration is read before the database is: no database is needed to see it refused.
    const started = startServerProcess({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true', LEDGER_DATA_DIR: '/nonexistent/crl-never-created' });
    await expect(started).rejects.toThrow(/the server exited while starting \(2\): invalid configuration: WEBHOOK_ALLOW_PRIVATE: must not be true with NODE_ENV=production/);
  }, 60_000);
});
