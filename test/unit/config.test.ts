// The configuration a server refuses to start with (src/config.ts); the process that
// stops on it: test/process/production-config.test.ts.
import { describe, expect, it } from 'vitest';
import { loadConfig, WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION } from '../../src/config.js';

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('is refused with NODE_ENV=production, with the reason', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' })).toThrow(
      `WEBHOOK_ALLOW_PRIVATE: ${WEBHOOK_ALLOW_PRIVATE_IN_PRODUCTION}`,
    );
  });

  it('is accepted outside production, and off is accepted everywhere', () => {
    for (const NODE_ENV of ['development', 'test'])
      expect(loadConfig({ NODE_ENV, WEBHOOK_ALLOW_PRIVATE: 'true' }).WEBHOOK_ALLOW_PRIVATE).toBe(true);
    for (const WEBHOOK_ALLOW_PRIVATE of ['false', '', undefined])
      expect(loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE }).WEBHOOK_ALLOW_PRIVATE).toBe(false);
  });
});
