// Prisma runs a batch of reads it cannot merge into one statement (the relation reads of
// one response, in several shapes) in a transaction of its own (src/db/client.ts). That
// transaction is bounded as a request is, not by Prisma's
// defaults (2 s waiting for a connection, 5 s running): on a busy database a batch waits
// for a connection as long as any request, and runs as long as a statement may, rather
// than being answered UNAVAILABLE while every statement is within its bound.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabasePool } from '../../src/db/client.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
let database: DatabasePool;
let attemptId = '';
let cohortId = '';

/**
 * Two reads of different models as one batch in a transaction of Prisma's own, with the
 * client's default bounds: the path a response's batched relation reads take.
 */
function batch() {
  return database.prisma.$transaction([
    database.prisma.attempt.findUniqueOrThrow({ where: { id: attemptId } }),
    database.prisma.cohort.findUniqueOrThrow({ where: { id: cohortId } }),
  ]);
}

beforeAll(async () => {
  ledger = await createTestLedger();
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
  attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId;
  cohortId = (await ledger.owner.query<{ cohort_id: string }>('SELECT cohort_id FROM attempt WHERE id = $1', [attemptId])).rows[0]!
    .cohort_id;
  // One connection, so a held one makes the batch wait; a request waits up to 10 s for it.
  database = openDatabase({ url: ledger.appUrl, poolSize: 1, connectTimeoutMs: 10_000 });
});
afterAll(async () => {
  await database?.close();
  await ledger?.close();
});

describe("Prisma's batches of reads", () => {
  it('wait for a connection as long as a request does, not 2 s', async () => {
    const held = await database.pool.connect();
    const reading = batch();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    held.release();
    const [attempt, cohort] = await reading;
    expect(attempt.id).toBe(attemptId);
    expect(cohort.id).toBe(cohortId);
  });

  it('run as long as a statement may, not 5 s', async () => {
    // The owner holds the cohort table: the batch's read of it waits until the lock goes.
    const owner = await ledger.owner.connect();
    try {
      await owner.query('BEGIN');
      await owner.query('LOCK TABLE cohort IN ACCESS EXCLUSIVE MODE');
      const reading = batch();
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await owner.query('COMMIT');
      const [attempt, cohort] = await reading;
      expect(attempt.id).toBe(attemptId);
      expect(cohort.id).toBe(cohortId);
    } finally {
      await owner.query('ROLLBACK').catch(() => undefined);
      owner.release();
    }
  });
});
