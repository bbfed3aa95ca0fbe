// A server process keeps verified tokens a moment (src/db/verified-tokens.ts); what makes a
// revocation reach it at once is the notice on crl_token_revoked, and what makes a lost
// notice harmless is that a process whose listening connection drops keeps nothing.
// Both are shown here with the clock held still (`now` passed in), so the entry's own
// expiry can never be what forgot the token: no assertion here depends on how fast the
// machine is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFIED_TTL_MS, VerifiedTokens } from '../../src/db/verified-tokens.js';
import { revokeToken } from '../../src/modules/auth/tokens.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId } from '../helpers/outcomes.js';

let ledger: TestLedger;
let tokens: VerifiedTokens;
const revoked: string[] = [];
/** The instant every entry is remembered and read at. */
const NOW = Date.now();

beforeAll(async () => {
  ledger = await createTestLedger();
  tokens = new VerifiedTokens(ledger.appUrl);
  tokens.onRevoked((tokenId) => revoked.push(tokenId));
  tokens.start();
});
afterAll(async () => {
  await tokens?.close();
  await ledger?.close();
});

/** Waits for `condition`, checked every 10 ms: the readiness of a connection, not a bound on its speed. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 3_000 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

/** A token of the ledger, remembered as verified once the process listens. */
async function rememberedToken(): Promise<{ id: string; hash: string }> {
  const token = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
  const hash = `hash-of-${token.id}`;
  // Nothing is kept until the listening connection is up (remember() is a no-op before).
  await until(() => {
    tokens.remember(hash, { tokenId: token.id }, null, NOW);
    return tokens.get(hash, NOW) !== undefined;
  }, 'the process listens for revocations');
  return { id: token.id, hash };
}

describe('a verified token kept by a process', () => {
  it('is kept no longer than a second, whatever happens to the notices', () => {
    expect(VERIFIED_TTL_MS).toBeLessThanOrEqual(1_000);
    const hash = 'kept-a-moment';
    // Remembered only while listening; read with the clock moved past the entry's life.
    return until(() => {
      tokens.remember(hash, { tokenId: 'any' }, null, NOW);
      return tokens.get(hash, NOW) !== undefined;
    }, 'listening').then(() => expect(tokens.get(hash, NOW + VERIFIED_TTL_MS)).toBeUndefined());
  });

  it("is forgotten when the revocation's notice arrives, with the clock standing still", async () => {
    const token = await rememberedToken();
    // Revoked through another connection (another process's revocation): only the notice tells this one.
    expect(await revokeToken(ledger.owner, token.id, 'test-suite')).toBe(true);
    await until(() => revoked.includes(token.id), 'the notice of the revocation');
    expect(tokens.get(token.hash, NOW)).toBeUndefined();
  });

  it('is forgotten when the listening connection is lost, and notices work again once it is back', async () => {
    const before = await rememberedToken();
    await ledger.owner.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'ledger-token-revocations' AND datname = current_database()`,
    );
    // A notice sent while the connection is down is lost: the process must not keep the token.
    await until(() => tokens.get(before.hash, NOW) === undefined, 'the entries dropped with the connection');
    const after = await rememberedToken(); // remembered again only once it listens again
    // Listening again does not bring back what was kept before: a notice may have been missed.
    expect(tokens.get(before.hash, NOW)).toBeUndefined();
    expect(await revokeToken(ledger.owner, after.id, 'test-suite')).toBe(true);
    await until(() => revoked.includes(after.id), 'the notice on the new connection');
    expect(tokens.get(after.hash, NOW)).toBeUndefined();
  });
});
