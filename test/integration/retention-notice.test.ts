// With no ANNOTATION_RETENTION_DAYS the server keeps annotation text until an admin
// redacts it, and says so at start; with it set, it says what it redacts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { log } from '../../src/logger.js';
import { startService } from '../../src/process/service.js';
import { RETENTION_UNSET_NOTICE } from '../../src/process/startup.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

async function startupLines(env: Record<string, string>): Promise<string[]> {
  const info = vi.spyOn(log(), 'info').mockImplementation(() => undefined);
  const folder = mkdtempSync(path.join(tmpdir(), 'crl-retention-'));
  try {
    const config = loadConfig({
      DATABASE_URL: ledger.ownerUrl,
      PORT: '0',
      NODE_ENV: 'test',
      FIRST_TOKEN_FILE: path.join(folder, 'token'),
      ...env,
    });
    const server = await startService(config);
    await server.close();
    // pino's info(message) or info(fields, message)
    return info.mock.calls.map((call: unknown[]) => String(typeof call[0] === 'string' ? call[0] : call[1]));
  } finally {
    info.mockRestore();
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('annotation retention at start', () => {
  it('tells the operator that annotations are kept until redacted, and how to set retention', async () => {
    const lines = await startupLines({});
    expect(lines).toContain(RETENTION_UNSET_NOTICE);
    expect(RETENTION_UNSET_NOTICE).toMatch(/kept until an admin redacts it.*ANNOTATION_RETENTION_DAYS=N/);
  });

  it('says what it redacts when a retention age is set, and gives no notice', async () => {
    const lines = await startupLines({ ANNOTATION_RETENTION_DAYS: '30' });
    expect(lines).not.toContain(RETENTION_UNSET_NOTICE);
    expect(lines.some((line) => line.includes('more than 30 days ago is redacted'))).toBe(true);
  });
});
