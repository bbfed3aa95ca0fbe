// Nothing lost (docs/specification.md §2): a write acknowledged to a client survives a
// database crash, and a client that retries after any failure with the same key
// ends with exactly one copy. This file runs its own embedded PostgreSQL so it
// can crash it (an immediate shutdown: no checkpoint, WAL recovery on restart).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/db/embedded.js';
import { openServerDatabase } from '../../src/db/login.js';
import { ensureDatabase, migrate } from '../../src/db/migrate.js';
import { issueToken } from '../../src/modules/auth/tokens.js';
import { createLedgerYoga } from '../../src/http/yoga.js';
import { expectTypename, graphql, type DurabilityRecordBatchMutation, type RecordAttemptInput } from '../helpers/graphql.js';
import type { GraphQLResponse } from '../helpers/ledger.js';
import { newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { freePort } from '../../src/db/urls.js';

const RECORD_BATCH = graphql(`mutation DurabilityRecordBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) {
  __typename ... on RecordAttemptsSuccess { recordedCount results { result { __typename ... on RecordAttemptSuccess { replayed } } } } } }`);

let dataDir: string;
let port: number;
let cluster: EmbeddedCluster;
let db: Database;
let ownerUrl: string;

async function crashDatabase(): Promise<void> {
  const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGQUIT'); // what `pg_ctl stop -m immediate` sends: exit without a checkpoint
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
  throw new Error('postgres did not exit');
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'crl-durability-'));
  port = await freePort();
  cluster = await startEmbeddedPostgres(dataDir, port);
  await ensureDatabase(cluster.urlFor('postgres'), 'ledger');
  ownerUrl = cluster.urlFor('ledger');
  await migrate(ownerUrl);
});

afterAll(async () => {
  await db?.close().catch(() => undefined);
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash and retry', () => {
  it('keeps acknowledged writes through a crash and ends every retry with exactly one copy', async () => {
    const projectId = newProjectId();
    ({ db } = await openServerDatabase({ ownerUrl, loginPassword: cluster.loginPassword }));
    const { token } = await issueToken(db.pool, {
      actorRef: 'harness',
      roles: ['recorder'],
      allProjects: false,
      projectIds: [projectId],
      createdBy: 'test',
    });
    const send = async (inputs: RecordAttemptInput[]): Promise<Omit<GraphQLResponse<DurabilityRecordBatchMutation>, 'status' | 'text'>> => {
      const response = await createLedgerYoga({ db, graphiql: false, logErrors: false }).fetch('http://ledger.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: String(RECORD_BATCH), variables: { inputs } }),
      });
      return (await response.json()) as Omit<GraphQLResponse<DurabilityRecordBatchMutation>, 'status' | 'text'>;
    };

    const acknowledged = Array.from({ length: 20 }, () => outcomeInput(projectId, { capabilities: ['dur.a', 'dur.b'] }));
    const first = await send(acknowledged);
    expect(expectTypename(first.data.recordAttempts, 'RecordAttemptsSuccess').recordedCount).toBe(20);

    await crashDatabase();
    const unanswered = Array.from({ length: 5 }, () => outcomeInput(projectId));
    const duringOutage = await send(unanswered);
    expect(duringOutage.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    await db.close().catch(() => undefined);

    cluster = await startEmbeddedPostgres(dataDir, port); // recovers from the WAL
    ({ db } = await openServerDatabase({ ownerUrl, loginPassword: cluster.loginPassword }));
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE project_id = $1', [projectId]);
    expect(rows[0]!.n).toBe(40);

    // The client retries everything it is unsure of, twice, with the same keys.
    for (let round = 0; round < 2; round++) {
      const retried = await send([...acknowledged, ...unanswered]);
      const replayed = expectTypename(retried.data.recordAttempts, 'RecordAttemptsSuccess').results.map(
        (item) => expectTypename(item.result, 'RecordAttemptSuccess').replayed,
      );
      expect(replayed.slice(0, 20).every(Boolean)).toBe(true);
      expect(replayed.slice(20).every((value: boolean) => value === (round === 1))).toBe(true);
    }
    const after = await db.pool.query(
      'SELECT count(*)::int AS n, count(DISTINCT (outcome_id, capability_key))::int AS distinct_keys FROM attempt WHERE project_id = $1',
      [projectId],
    );
    expect(after.rows[0]).toEqual({ n: 45, distinct_keys: 45 });
  });
});
