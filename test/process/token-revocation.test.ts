// Verified tokens are kept for a moment by each server process (src/db/verified-tokens.ts),
// and a revocation still reaches every process: two real server processes on one database
// both answer 401 after a revocation commits, also after their listening connections were
// cut. How fast is not asserted here (it depends on the machine's load); that the notice,
// not the entry's expiry, is what forgets the token, and that an entry lives at most a
// second, test/integration/verified-tokens.test.ts shows with the clock held still.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeToken } from '../../src/modules/auth/tokens.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.js';

const QUERY = JSON.stringify({ query: '{ cohorts(first: 1) { edges { node { id } } } }' });
/** How long a process may take to refuse before the test gives up: liveness, not speed. */
const GIVE_UP_MS = 30_000;

let ledger: TestLedger;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  ledger = await createTestLedger();
  // Two processes of their own, on the ledger's database (the login role is already provisioned).
  for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: ledger.ownerUrl }));
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await ledger?.close();
});

const ask = (server: ServerProcess, token: string) =>
  fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: QUERY,
  }).then((response) => response.status);

/** Milliseconds from `since` until `server` refuses `token`. */
async function refusedAfter(server: ServerProcess, token: string, since: number): Promise<number> {
  for (;;) {
    if ((await ask(server, token)) === 401) return Date.now() - since;
    if (Date.now() - since > GIVE_UP_MS) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function revokedEverywhere(): Promise<number[]> {
  const reader = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
  // Verified (and kept) by both processes.
  for (const server of servers) for (let i = 0; i < 3; i++) expect(await ask(server, reader.token)).toBe(200);
  const since = Date.now();
  expect(await revokeToken(ledger.owner, reader.id, 'test-suite')).toBe(true);
  return Promise.all(servers.map((server) => refusedAfter(server, reader.token, since)));
}

describe('a revoked token', () => {
  it('is refused by every server process', async () => {
    const delays = await revokedEverywhere();
    console.log(`revocation reached the two processes after ${delays.join(' ms and ')} ms`);
    expect(delays.filter((delay) => !Number.isFinite(delay))).toEqual([]);
  });

  it('is refused by every server process even when they lost their listening connections', async () => {
    await ledger.owner.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ledger-token-revocations' AND datname = current_database()`,
    );
    const delays = await revokedEverywhere();
    console.log(`with their listeners cut, revocation reached the two processes after ${delays.join(' ms and ')} ms`);
    expect(delays.filter((delay) => !Number.isFinite(delay))).toEqual([]);
  });
});
