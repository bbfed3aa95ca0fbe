// Recording outcomes through GraphQL (docs/specification.md §3.3): fan-out, digests, the
// ledger's clock, idempotent replay, conflicts, batches and validation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeDigest } from '../../src/domain/outcome.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, type RecordAttemptInput, graphql } from '../helpers/graphql.js';

// Every field of an attempt, as written, replayed and read back.
graphql(`
  fragment RecordAttemptFullAttempt on Attempt {
    id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef
    workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef
    verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed
    validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest
    contentDigest recordedBy recordedAt cohort { ledgerId }
  }
`);
const RECORD_ATTEMPT_FULL = graphql(`
  mutation RecordAttemptFull($input: RecordAttemptInput!) {
    recordAttempt(input: $input) { __typename ... on RecordAttemptSuccess { attempts { ...RecordAttemptFullAttempt } } ... on Error { message } }
  }
`);
const RECORD_ATTEMPT_READ_FULL = graphql(`
  query RecordAttemptReadFull($id: ID!) { attempt(id: $id) { ...RecordAttemptFullAttempt } }
`);

let ledger: TestLedger;
let recorder: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
});
afterAll(() => ledger?.close());

/** The attempt columns these tests read, as pg returns them. */
interface AttemptRow {
  finished_at: Date;
  outcome_code: string;
}

async function attemptRows(outcomeId: string) {
  const result = await ledger.owner.query<AttemptRow>('SELECT * FROM attempt WHERE outcome_id = $1 ORDER BY capability_key', [outcomeId]);
  return result.rows;
}

describe('recordAttempt', () => {
  it('fans one outcome out into one attempt per capability, sharing a group and multiplicity', async () => {
    const input = outcomeInput(projectId, { capabilities: ['db.migration.write', 'code.edit.typescript', 'code.edit.typescript'] });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const result = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess');
    expect(result.replayed).toBe(false);
    expect(result.attempts.map((a) => a.capabilityKey)).toEqual(['code.edit.typescript', 'db.migration.write']);
    expect(new Set(result.attempts.map((a) => a.attemptGroupId)).size).toBe(1);
    expect(result.attempts.every((a) => a.multiplicity === 2)).toBe(true);
    expect(result.attempts[0]!.cohort.ledgerId).not.toBe(result.attempts[1]!.cohort.ledgerId);
    expect(result.attempts.every((a) => a.recordedBy === recorder.actorRef)).toBe(true);
    const rows = await attemptRows(input.outcomeId);
    expect(rows).toHaveLength(2);
  });

  it('stores the SHA-256 of the canonical outcome as outcomeDigest', async () => {
    const input = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const expected = outcomeDigest({
      ...input,
      startedAt: new Date(input.startedAt),
      finishedAt: new Date(input.finishedAt),
    } as never);
    expect(expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.outcomeDigest).toBe(expected);
  });

  it.each([
    ['no capabilities', []],
    ['more than 16 capabilities', Array.from({ length: 17 }, (_, i) => `cap.c${i}`)],
  ])('records %s as the single reserved capability "unclassified"', async (_label, capabilities) => {
    const input = outcomeInput(projectId, { capabilities });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const attempts = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts;
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.capabilityKey).toBe('unclassified');
    expect(attempts[0]!.multiplicity).toBe(1);
  });

  it('refuses "unclassified" as a submitted capability', async () => {
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, {
      input: outcomeInput(projectId, { capabilities: ['unclassified'] }),
    });
    expect(expectTypename(response.data.recordAttempt, 'ValidationError').issues[0]!.path).toBe('input.capabilities.0');
  });

  it('stamps recordedAt with the database clock, not the client', async () => {
    const input = outcomeInput(projectId, { finishedAt: '2020-01-02T03:04:05.000Z', startedAt: '2020-01-02T03:00:00.000Z' });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const recordedAt = new Date(expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.recordedAt).getTime();
    const { rows } = await ledger.owner.query<{ now: Date }>('SELECT now() AS now');
    expect(Math.abs(recordedAt - new Date(rows[0]!.now).getTime())).toBeLessThan(60_000);
    // a back-dated import keeps its finishedAt but is recorded now
    const [row] = await attemptRows(input.outcomeId);
    expect(new Date(row!.finished_at).toISOString()).toBe('2020-01-02T03:04:05.000Z');
  });

  it('replays an identical outcome: same attempts, replayed true, nothing written', async () => {
    const input = outcomeInput(projectId, { capabilities: ['a.b', 'c.d'] });
    const first = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const second = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    expect(expectTypename(second.data.recordAttempt, 'RecordAttemptSuccess').replayed).toBe(true);
    expect(expectTypename(second.data.recordAttempt, 'RecordAttemptSuccess').attempts.map((a) => a.id)).toEqual(
      expectTypename(first.data.recordAttempt, 'RecordAttemptSuccess').attempts.map((a) => a.id),
    );
    expect(await attemptRows(input.outcomeId)).toHaveLength(2);
  });

  it('answers the first write, a replay and a later read with the same attempt, field by field', async () => {
    const input = outcomeInput(projectId, {
      capabilities: ['full.one', 'full.two'],
      workPackageRef: 'wp-7',
      verification: { mode: 'DETERMINISTIC_CHECK', result: 'FAILED', verifierRef: 'judge', verifierModel: 'judge-model' },
      humanOverride: true,
      severity: 'CRITICAL',
      evidence: [
        { kind: 'DIFF', digest: fakeDigest('d') },
        { kind: 'TRACE', digest: fakeDigest('t') },
      ],
    });
    const written = expectTypename(
      (await ledger.gql(recorder.token, RECORD_ATTEMPT_FULL, { input: input })).data.recordAttempt,
      'RecordAttemptSuccess',
    ).attempts;
    const replayed = expectTypename(
      (await ledger.gql(recorder.token, RECORD_ATTEMPT_FULL, { input: input })).data.recordAttempt,
      'RecordAttemptSuccess',
    ).attempts;
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const read = await Promise.all(
      written.map(async (attempt) => (await ledger.gql(reader.token, RECORD_ATTEMPT_READ_FULL, { id: attempt.id })).data.attempt),
    );
    expect(written).toHaveLength(2);
    expect(replayed).toEqual(written);
    expect(read).toEqual(written);
  });

  it('answers 50 identical concurrent requests with one set of rows and 50 successes', async () => {
    const input = outcomeInput(projectId, { capabilities: ['x.one', 'x.two', 'x.three'] });
    const responses = await Promise.all(Array.from({ length: 50 }, () => ledger.gql(recorder.token, RECORD_ATTEMPT, { input })));
    expect(responses.flatMap((response) => response.errors ?? [])).toEqual([]);
    const results = responses.map((response) => expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess'));
    expect(results.filter((result) => result.replayed === false)).toHaveLength(1);
    const ids = new Set(results.flatMap((result) => result.attempts.map((a) => a.id)));
    expect(ids.size).toBe(3);
    expect(await attemptRows(input.outcomeId)).toHaveLength(3);
  });

  it('refuses the same outcome id with different content with IdempotencyConflictError and writes no attempt', async () => {
    const input = outcomeInput(projectId);
    const first = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const conflicting = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...input, outcomeCode: 'FAILED' } });
    const error = expectTypename(conflicting.data.recordAttempt, 'IdempotencyConflictError');
    expect(error.idempotencyKey).toBe(input.outcomeId);
    expect(error.existingDigest).toBe(expectTypename(first.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.outcomeDigest);
    expect(error.submittedDigest).not.toBe(error.existingDigest);
    const rows = await attemptRows(input.outcomeId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.outcome_code).toBe('SUCCEEDED');
  });

  it('puts material changes in a different cohort and equivalent scopes in the same one', async () => {
    const base = outcomeInput(projectId, { capabilities: ['cohort.check'] });
    const same = outcomeInput(projectId, {
      capabilities: ['cohort.check'],
      scope: { rootRef: ' repo-main ', paths: ['src/lib', 'src//app/', 'src/app'], resources: [] },
    });
    const otherModel = outcomeInput(projectId, { capabilities: ['cohort.check'], runtime: { ...base.runtime, model: 'acme-coder-3' } });
    const otherPolicy = outcomeInput(projectId, { capabilities: ['cohort.check'], policy: { ...base.policy, policyVersion: 'policy-8' } });
    const otherScope = outcomeInput(projectId, { capabilities: ['cohort.check'], scope: { ...base.scope, paths: ['src/other'] } });
    const cohortOf = async (input: RecordAttemptInput) =>
      expectTypename((await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!
        .cohort.ledgerId;
    const baseCohort = await cohortOf(base);
    expect(await cohortOf(same)).toBe(baseCohort);
    const others = [await cohortOf(otherModel), await cohortOf(otherPolicy), await cohortOf(otherScope)];
    expect(new Set([baseCohort, ...others]).size).toBe(4);
  });
});

describe('validation', () => {
  it.each<[string, Partial<RecordAttemptInput>, string]>([
    ['outcomeId', { outcomeId: 'bad id with spaces' }, 'input.outcomeId'],
    ['projectId', { projectId: 'not-a-uuid' }, 'input.projectId'],
    ['capability key', { capabilities: ['Code.Edit'] }, 'input.capabilities.0'],
    ['label', { runtime: { provider: 'acme', model: 'model with space', runtimeVersion: '1' } }, 'input.runtime.model'],
    ['evidence digest', { evidence: [{ kind: 'LOG', digest: 'ABC' }] }, 'input.evidence.0.digest'],
    ['credential-looking worker', { workerRef: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.workerRef'],
    [
      'credential-looking model',
      { runtime: { provider: 'acme', model: 'sk_live_a1B2c3D4e5a1B2c3D4e5', runtimeVersion: '1' } },
      'input.runtime.model',
    ],
    ['AWS key in a reference', { taskRef: 'AKIAIOSFODNN7EXAMPLE' }, 'input.taskRef'],
    ['JWT-shaped reference', { agentRunRef: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLXNpZw' }, 'input.agentRunRef'],
    ['token after a dash', { agentRunRef: 'run-sk_test_a1B2c3D4e5a1B2c3D4e5' }, 'input.agentRunRef'],
    [
      'token after a plus',
      { runtime: { provider: 'acme', model: 'job+xoxb-1234567890-1234567890-AbCdEfGh', runtimeVersion: '1' } },
      'input.runtime.model',
    ],
    ['token after an underscore', { workerRef: 'ci_ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.workerRef'],
    ['year 0 start', { startedAt: '0000-01-01T00:00:00Z' }, 'input.startedAt'],
    ['far-past start', { startedAt: '1900-01-01T00:00:00Z' }, 'input.startedAt'],
    ['start a moment before 1970', { startedAt: '1969-12-31T23:59:59.999Z' }, 'input.startedAt'],
    ['finish in year 10000 (by its offset)', { finishedAt: '9999-12-31T23:59:59-01:00' }, 'input.finishedAt'],
    ['finish before start', { startedAt: '2026-01-02T00:00:00Z', finishedAt: '2026-01-01T00:00:00Z' }, 'input.finishedAt'],
    ['met above total', { acceptanceCriteria: { total: 1, met: 2 } }, 'input.acceptanceCriteria.met'],
    [
      'independent check without verifier',
      { verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED' } },
      'input.verification.verifierRef',
    ],
    [
      'independent-agent verdict at ingest',
      { verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'anyone', verifierModel: 'other-model' } },
      'input.verification.mode',
    ],
    ['attempt number 0', { attemptNumber: 0 }, 'input.attemptNumber'],
    [
      '33 evidence items',
      { evidence: Array.from({ length: 33 }, (_, i) => ({ kind: 'LOG', digest: fakeDigest(String(i)) })) },
      'input.evidence',
    ],
  ])('refuses a bad %s with a ValidationError naming the field, writing nothing', async (_name, overrides, path) => {
    const input = outcomeInput(projectId, overrides);
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const result = expectTypename(response.data.recordAttempt, 'ValidationError');
    expect(result.issues.map((issue) => issue.path)).toContain(path);
    expect(result.message).toContain(path);
    expect(await attemptRows(input.outcomeId)).toHaveLength(0);
  });
});

describe('independent-agent verdicts at ingest', () => {
  it('are refused with a message that says how to record one', async () => {
    const input = outcomeInput(projectId, {
      verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'anyone', verifierModel: 'other-model' },
    });
    const result = expectTypename((await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt, 'ValidationError');
    expect(result.issues).toEqual([
      { path: 'input.verification.mode', message: expect.stringMatching(/own credential.*VERIFICATION_RECORDED adjudication/) },
    ]);
    expect(await attemptRows(input.outcomeId)).toHaveLength(0);
  });

  it('are refused by the database too, whoever writes the row', async () => {
    const input = outcomeInput(projectId);
    const [stored] = expectTypename(
      (await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt,
      'RecordAttemptSuccess',
    ).attempts;
    const { rows } = await ledger.owner.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'attempt' AND column_name NOT IN ('id', 'outcome_id', 'verification_mode', 'verifier_model')`,
    );
    const columns = rows.map((row) => `"${row.name}"`).join(', ');
    const copy = `INSERT INTO attempt (id, outcome_id, verification_mode, verifier_model, ${columns})
                  SELECT gen_random_uuid(), 'copied-' || outcome_id, 'INDEPENDENT_AGENT', 'other-model', ${columns} FROM attempt WHERE id = $1`;
    for (const db of [ledger.db.pool, ledger.owner])
      await expect(db.query(copy, [stored!.ledgerId])).rejects.toThrow(/attempt_no_independent_agent_at_ingest/);
    expect(await attemptRows(`copied-${input.outcomeId}`)).toHaveLength(0);
  });
});

describe('recordAttempts (batch)', () => {
  const RECORD_BATCH = graphql(`
    mutation RecordAttemptBatch($inputs: [RecordAttemptInput!]!) {
      recordAttempts(inputs: $inputs) {
        __typename
        ... on RecordAttemptsSuccess {
          recordedCount
          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { issues { path } } } }
        }
        ... on Error { message }
      }
    }
  `);

  it('reports one result per item; a bad item does not lose the good ones and says which it was', async () => {
    const good1 = outcomeInput(projectId);
    const bad = outcomeInput(projectId, { taskRef: '' });
    const good2 = outcomeInput(projectId, { capabilities: ['p.q', 'r.s'] });
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [good1, bad, good2] });
    const payload = expectTypename(response.data.recordAttempts, 'RecordAttemptsSuccess');
    expect(payload.recordedCount).toBe(2);
    expect(payload.results.map((item) => item.result.__typename)).toEqual([
      'RecordAttemptSuccess',
      'ValidationError',
      'RecordAttemptSuccess',
    ]);
    expect(payload.results[1]).toMatchObject({ index: 1, outcomeId: bad.outcomeId });
    expect(expectTypename(payload.results[1]?.result, 'ValidationError').issues[0]?.path).toBe('inputs.1.taskRef');
    expect(await attemptRows(good1.outcomeId)).toHaveLength(1);
    expect(await attemptRows(good2.outcomeId)).toHaveLength(2);
    expect(await attemptRows(bad.outcomeId)).toHaveLength(0);
  });

  it('refuses an independent-agent verdict in a batch item, says how to record it, and writes the other items', async () => {
    const judged = outcomeInput(projectId, {
      verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'anyone', verifierModel: 'other-model' },
    });
    const good = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [judged, good] });
    const [refused, written] = expectTypename(response.data.recordAttempts, 'RecordAttemptsSuccess').results;
    expect(expectTypename(refused?.result, 'ValidationError').issues.map((issue) => issue.path)).toEqual(['inputs.0.verification.mode']);
    expectTypename(written?.result, 'RecordAttemptSuccess');
    expect(await attemptRows(judged.outcomeId)).toHaveLength(0);
  });

  it('treats a repeated outcome within one batch as a replay of the first', async () => {
    const input = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [input, input] });
    const [first, second] = expectTypename(response.data.recordAttempts, 'RecordAttemptsSuccess').results.map((item) =>
      expectTypename(item.result, 'RecordAttemptSuccess'),
    );
    expect(first?.replayed).toBe(false);
    expect(second?.replayed).toBe(true);
    expect(second?.attempts[0]?.id).toBe(first?.attempts[0]?.id);
  });

  it('answers items with timestamps PostgreSQL cannot store with ValidationErrors, and writes the rest', async () => {
    const good = outcomeInput(projectId);
    const year0 = outcomeInput(projectId, { startedAt: '0000-01-01T00:00:00Z' });
    const year10000 = outcomeInput(projectId, { startedAt: '9999-12-31T23:00:00-01:00', finishedAt: '9999-12-31T23:59:59-01:00' });
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [year0, good, year10000] });
    const results = expectTypename(response.data.recordAttempts, 'RecordAttemptsSuccess').results;
    expect(results.map((item) => item.result.__typename)).toEqual(['ValidationError', 'RecordAttemptSuccess', 'ValidationError']);
    expect(expectTypename(results[0]?.result, 'ValidationError').issues.map((issue) => issue.path)).toContain('inputs.0.startedAt');
    expect(expectTypename(results[2]?.result, 'ValidationError').issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['inputs.2.startedAt', 'inputs.2.finishedAt']),
    );
    expect(await attemptRows(good.outcomeId)).toHaveLength(1);
  });

  describe('an item the database refuses for a reason validation does not know', () => {
    const REFUSED = 'refused-by-database';
    beforeAll(async () => {
      // The test's own database, as its owner: a rule only PostgreSQL knows.
      await ledger.owner.query(`ALTER TABLE attempt ADD CONSTRAINT attempt_test_refusal CHECK (task_ref <> '${REFUSED}')`);
    });
    afterAll(() => ledger.owner.query('ALTER TABLE attempt DROP CONSTRAINT attempt_test_refusal'));

    const RECORD_BATCH_MESSAGES = graphql(`
      mutation RecordAttemptBatchMessages($inputs: [RecordAttemptInput!]!) {
        recordAttempts(inputs: $inputs) {
          __typename
          ... on RecordAttemptsSuccess {
            recordedCount
            results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id cohort { ledgerId } } } ... on ValidationError { message issues { path message } } } }
          }
          ... on Error { message }
        }
      }
    `);

    it('answers that item with a ValidationError, records the good ones, and a retry replays them', async () => {
      const good1 = outcomeInput(projectId);
      const bad = outcomeInput(projectId, { taskRef: REFUSED });
      const good2 = outcomeInput(projectId, { capabilities: ['p.q', 'r.s'] });
      const inputs = [good1, bad, good2];
      const first = expectTypename(
        (await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: inputs })).data.recordAttempts,
        'RecordAttemptsSuccess',
      );
      expect(first.recordedCount).toBe(2);
      expect(first.results.map((item) => item.result.__typename)).toEqual([
        'RecordAttemptSuccess',
        'ValidationError',
        'RecordAttemptSuccess',
      ]);
      const refusal = expectTypename(first.results[1]?.result, 'ValidationError');
      expect(refusal.issues).toEqual([{ path: 'inputs.1', message: expect.stringContaining('the ledger refused this outcome') }]);
      expect(refusal.message).not.toMatch(/INSERT|SELECT|violates|unnest|\$\d/);
      expect(await attemptRows(good1.outcomeId)).toHaveLength(1);
      expect(await attemptRows(good2.outcomeId)).toHaveLength(2);
      expect(await attemptRows(bad.outcomeId)).toHaveLength(0);

      const again = expectTypename(
        (await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: inputs })).data.recordAttempts,
        'RecordAttemptsSuccess',
      );
      expect(again.results.map((item) => item.result.__typename)).toEqual([
        'RecordAttemptSuccess',
        'ValidationError',
        'RecordAttemptSuccess',
      ]);
      expect(expectTypename(again.results[0]?.result, 'RecordAttemptSuccess').replayed).toBe(true);
      expect(expectTypename(again.results[2]?.result, 'RecordAttemptSuccess').replayed).toBe(true);
      expect(expectTypename(again.results[0]?.result, 'RecordAttemptSuccess').attempts).toEqual(
        expectTypename(first.results[0]?.result, 'RecordAttemptSuccess').attempts,
      );
      expect(await attemptRows(good2.outcomeId)).toHaveLength(2);
    });

    it('never remembers a cohort whose creating write was refused: the next write into it creates it', async () => {
      // A cohort of its own; the refused write creates it, then rolls it back.
      const runtime = { provider: 'acme', model: `model-${randomUUID().slice(0, 8)}`, runtimeVersion: '2026.11' };
      const refused = (
        await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: [outcomeInput(projectId, { runtime, taskRef: REFUSED })] })
      ).data.recordAttempts;
      expectTypename(expectTypename(refused, 'RecordAttemptsSuccess').results[0]?.result, 'ValidationError');
      const cohorts = () =>
        ledger.owner.query<{ id: string }>(`SELECT id FROM cohort WHERE model = $1`, [runtime.model]).then((result) => result.rows);
      expect(await cohorts()).toHaveLength(0);
      const written = expectTypename(
        (await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: [outcomeInput(projectId, { runtime })] })).data.recordAttempts,
        'RecordAttemptsSuccess',
      );
      expect(written.recordedCount).toBe(1);
      const [cohort] = await cohorts();
      expect(expectTypename(written.results[0]?.result, 'RecordAttemptSuccess').attempts[0]?.cohort.ledgerId).toBe(cohort?.id);
      // Known from now on: the next write into it needs no cohort statement, and lands in it.
      const again = expectTypename(
        (await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: [outcomeInput(projectId, { runtime })] })).data.recordAttempts,
        'RecordAttemptsSuccess',
      );
      expect(expectTypename(again.results[0]?.result, 'RecordAttemptSuccess').attempts[0]?.cohort.ledgerId).toBe(cohort?.id);
    });

    it('still writes a batch of good items with one INSERT', async () => {
      const inputs = [outcomeInput(projectId), outcomeInput(projectId)];
      const { rows: before } = await ledger.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM attempt`);
      const result = expectTypename(
        (await ledger.gql(recorder.token, RECORD_BATCH_MESSAGES, { inputs: inputs })).data.recordAttempts,
        'RecordAttemptsSuccess',
      );
      expect(result.recordedCount).toBe(2);
      // Both rows of the fast path share the INSERT's transaction, hence its xmin.
      const { rows } = await ledger.owner.query(`SELECT DISTINCT xmin::text FROM attempt WHERE outcome_id = ANY($1)`, [
        inputs.map((input) => input.outcomeId),
      ]);
      expect(rows).toHaveLength(1);
      expect((await ledger.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM attempt`)).rows[0]!.n).toBe(before[0]!.n + 2);
    });
  });

  it('refuses more than 500 outcomes with a ValidationError', async () => {
    const input = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: Array.from({ length: 501 }, () => input) });
    expectTypename(response.data.recordAttempts, 'ValidationError');
    expect(await attemptRows(input.outcomeId)).toHaveLength(0);
  });
});
