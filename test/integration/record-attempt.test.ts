// Recording outcomes through GraphQL (CONTRACT.md 3.3): fan-out, digests, the
// ledger's clock, idempotent replay, conflicts, batches and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeDigest } from '../../src/domain/outcome.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';

let ledger: TestLedger;
let recorder: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
});
afterAll(() => ledger?.close());

async function attemptRows(outcomeId: string) {
  const result = await ledger.owner.query('SELECT * FROM attempt WHERE outcome_id = $1 ORDER BY capability_key', [outcomeId]);
  return result.rows;
}

describe('recordAttempt', () => {
  it('fans one outcome out into one attempt per capability, sharing a group and multiplicity', async () => {
    const input = outcomeInput(projectId, { capabilities: ['db.migration.write', 'code.edit.typescript', 'code.edit.typescript'] });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const result = response.data.recordAttempt;
    expect(result.__typename).toBe('RecordAttemptSuccess');
    expect(result.replayed).toBe(false);
    expect(result.attempts.map((a: any) => a.capabilityKey)).toEqual(['code.edit.typescript', 'db.migration.write']);
    expect(new Set(result.attempts.map((a: any) => a.attemptGroupId)).size).toBe(1);
    expect(result.attempts.every((a: any) => a.multiplicity === 2)).toBe(true);
    expect(result.attempts[0].cohort.ledgerId).not.toBe(result.attempts[1].cohort.ledgerId);
    expect(result.attempts.every((a: any) => a.recordedBy === recorder.actorRef)).toBe(true);
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
    expect(response.data.recordAttempt.attempts[0].outcomeDigest).toBe(expected);
  });

  it.each([
    ['no capabilities', []],
    ['more than 16 capabilities', Array.from({ length: 17 }, (_, i) => `cap.c${i}`)],
  ])('records %s as the single reserved capability "unclassified"', async (_label, capabilities) => {
    const input = outcomeInput(projectId, { capabilities });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const attempts = response.data.recordAttempt.attempts;
    expect(attempts).toHaveLength(1);
    expect(attempts[0].capabilityKey).toBe('unclassified');
    expect(attempts[0].multiplicity).toBe(1);
  });

  it('refuses "unclassified" as a submitted capability', async () => {
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId, { capabilities: ['unclassified'] }) });
    expect(response.data.recordAttempt.__typename).toBe('ValidationError');
    expect(response.data.recordAttempt.issues[0].path).toBe('input.capabilities.0');
  });

  it('stamps recordedAt with the database clock, not the client', async () => {
    const input = outcomeInput(projectId, { finishedAt: '2020-01-02T03:04:05.000Z', startedAt: '2020-01-02T03:00:00.000Z' });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const recordedAt = new Date(response.data.recordAttempt.attempts[0].recordedAt).getTime();
    const { rows } = await ledger.owner.query('SELECT now() AS now');
    expect(Math.abs(recordedAt - new Date(rows[0].now).getTime())).toBeLessThan(60_000);
    // a back-dated import keeps its finishedAt but is recorded now
    const [row] = await attemptRows(input.outcomeId);
    expect(new Date(row.finished_at).toISOString()).toBe('2020-01-02T03:04:05.000Z');
  });

  it('replays an identical outcome: same attempts, replayed true, nothing written', async () => {
    const input = outcomeInput(projectId, { capabilities: ['a.b', 'c.d'] });
    const first = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const second = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    expect(second.data.recordAttempt.replayed).toBe(true);
    expect(second.data.recordAttempt.attempts.map((a: any) => a.id)).toEqual(first.data.recordAttempt.attempts.map((a: any) => a.id));
    expect(await attemptRows(input.outcomeId)).toHaveLength(2);
  });

  it('answers the first write, a replay and a later read with the same attempt, field by field', async () => {
    const fields = `id ledgerId projectId capabilityKey attemptGroupId multiplicity outcomeId taskRef workPackageRef agentRunRef
      workerRef outcomeCode stopReasonCode attemptNumber startedAt finishedAt verificationMode verificationResult verifierRef
      verifierModel acceptanceCriteriaTotal acceptanceCriteriaMet validationCommandsTotal validationCommandsPassed
      validationCommandsFailed humanOverride humanRejected rolledBack severity evidence { kind digest } outcomeDigest
      contentDigest recordedBy recordedAt cohort { ledgerId }`;
    const record = `mutation($input: RecordAttemptInput!) { recordAttempt(input: $input) { ... on RecordAttemptSuccess { attempts { ${fields} } } } }`;
    const input = outcomeInput(projectId, {
      capabilities: ['full.one', 'full.two'],
      workPackageRef: 'wp-7',
      verification: { mode: 'INDEPENDENT_AGENT', result: 'FAILED', verifierRef: 'judge', verifierModel: 'judge-model' },
      humanOverride: true,
      severity: 'CRITICAL',
      evidence: [{ kind: 'DIFF', digest: fakeDigest('d') }, { kind: 'TRACE', digest: fakeDigest('t') }],
    });
    const written = (await ledger.gql(recorder.token, record, { input })).data.recordAttempt.attempts;
    const replayed = (await ledger.gql(recorder.token, record, { input })).data.recordAttempt.attempts;
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    const read = await Promise.all(
      written.map(async (attempt: any) => (await ledger.gql(reader.token, `query($id: ID!) { attempt(id: $id) { ${fields} } }`, { id: attempt.id })).data.attempt),
    );
    expect(written).toHaveLength(2);
    expect(replayed).toEqual(written);
    expect(read).toEqual(written);
  });

  it('answers 50 identical concurrent requests with one set of rows and 50 successes', async () => {
    const input = outcomeInput(projectId, { capabilities: ['x.one', 'x.two', 'x.three'] });
    const responses = await Promise.all(Array.from({ length: 50 }, () => ledger.gql(recorder.token, RECORD_ATTEMPT, { input })));
    const results = responses.map((response) => response.data?.recordAttempt);
    expect(results.every((result) => result?.__typename === 'RecordAttemptSuccess')).toBe(true);
    expect(results.filter((result) => result.replayed === false)).toHaveLength(1);
    const ids = new Set(results.flatMap((result) => result.attempts.map((a: any) => a.id)));
    expect(ids.size).toBe(3);
    expect(await attemptRows(input.outcomeId)).toHaveLength(3);
  });

  it('refuses the same outcome id with different content with IdempotencyConflictError and writes no attempt', async () => {
    const input = outcomeInput(projectId);
    const first = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const conflicting = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...input, outcomeCode: 'FAILED' } });
    const error = conflicting.data.recordAttempt;
    expect(error.__typename).toBe('IdempotencyConflictError');
    expect(error.idempotencyKey).toBe(input.outcomeId);
    expect(error.existingDigest).toBe(first.data.recordAttempt.attempts[0].outcomeDigest);
    expect(error.submittedDigest).not.toBe(error.existingDigest);
    const rows = await attemptRows(input.outcomeId);
    expect(rows).toHaveLength(1);
    expect(rows[0].outcome_code).toBe('SUCCEEDED');
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
    const cohortOf = async (input: Record<string, unknown>) =>
      (await ledger.gql(recorder.token, RECORD_ATTEMPT, { input })).data.recordAttempt.attempts[0].cohort.ledgerId;
    const baseCohort = await cohortOf(base);
    expect(await cohortOf(same)).toBe(baseCohort);
    const others = [await cohortOf(otherModel), await cohortOf(otherPolicy), await cohortOf(otherScope)];
    expect(new Set([baseCohort, ...others]).size).toBe(4);
  });
});

describe('validation', () => {
  it.each([
    ['outcomeId', { outcomeId: 'bad id with spaces' }, 'input.outcomeId'],
    ['projectId', { projectId: 'not-a-uuid' }, 'input.projectId'],
    ['capability key', { capabilities: ['Code.Edit'] }, 'input.capabilities.0'],
    ['label', { runtime: { provider: 'acme', model: 'model with space', runtimeVersion: '1' } }, 'input.runtime.model'],
    ['evidence digest', { evidence: [{ kind: 'LOG', digest: 'ABC' }] }, 'input.evidence.0.digest'],
    ['credential-looking worker', { workerRef: 'ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, 'input.workerRef'],
    ['credential-looking model', { runtime: { provider: 'acme', model: 'sk-live1234567890', runtimeVersion: '1' } }, 'input.runtime.model'],
    ['AWS key in a reference', { taskRef: 'AKIAIOSFODNN7EXAMPLE' }, 'input.taskRef'],
    ['JWT-shaped reference', { agentRunRef: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }, 'input.agentRunRef'],
    ['finish before start', { startedAt: '2026-01-02T00:00:00Z', finishedAt: '2026-01-01T00:00:00Z' }, 'input.finishedAt'],
    ['met above total', { acceptanceCriteria: { total: 1, met: 2 } }, 'input.acceptanceCriteria.met'],
    ['independent check without verifier', { verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED' } }, 'input.verification.verifierRef'],
    [
      'independent agent that is the worker',
      { verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'worker-alpha', verifierModel: 'other' } },
      'input.verification.verifierRef',
    ],
    ['independent agent without model', { verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'v1' } }, 'input.verification.verifierModel'],
    ['attempt number 0', { attemptNumber: 0 }, 'input.attemptNumber'],
    ['33 evidence items', { evidence: Array.from({ length: 33 }, (_, i) => ({ kind: 'LOG', digest: fakeDigest(String(i)) })) }, 'input.evidence'],
  ])('refuses a bad %s with a ValidationError naming the field, writing nothing', async (_name, overrides, path) => {
    const input = outcomeInput(projectId, overrides);
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
    const result = response.data.recordAttempt;
    expect(result.__typename).toBe('ValidationError');
    expect(result.issues.map((issue: any) => issue.path)).toContain(path);
    expect(result.message).toContain(path);
    expect(await attemptRows(input.outcomeId)).toHaveLength(0);
  });
});

describe('recordAttempts (batch)', () => {
  const RECORD_BATCH = /* GraphQL */ `
    mutation Batch($inputs: [RecordAttemptInput!]!) {
      recordAttempts(inputs: $inputs) {
        __typename
        ... on RecordAttemptsSuccess {
          recordedCount
          results { index outcomeId result { __typename ... on RecordAttemptSuccess { replayed attempts { id } } ... on ValidationError { issues { path } } } }
        }
        ... on Error { message }
      }
    }
  `;

  it('reports one result per item; a bad item does not lose the good ones and says which it was', async () => {
    const good1 = outcomeInput(projectId);
    const bad = outcomeInput(projectId, { taskRef: '' });
    const good2 = outcomeInput(projectId, { capabilities: ['p.q', 'r.s'] });
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [good1, bad, good2] });
    const payload = response.data.recordAttempts;
    expect(payload.recordedCount).toBe(2);
    expect(payload.results.map((item: any) => item.result.__typename)).toEqual([
      'RecordAttemptSuccess',
      'ValidationError',
      'RecordAttemptSuccess',
    ]);
    expect(payload.results[1]).toMatchObject({ index: 1, outcomeId: bad.outcomeId });
    expect(payload.results[1].result.issues[0].path).toBe('inputs.1.taskRef');
    expect(await attemptRows(good1.outcomeId)).toHaveLength(1);
    expect(await attemptRows(good2.outcomeId)).toHaveLength(2);
    expect(await attemptRows(bad.outcomeId)).toHaveLength(0);
  });

  it('treats a repeated outcome within one batch as a replay of the first', async () => {
    const input = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: [input, input] });
    const [first, second] = response.data.recordAttempts.results;
    expect(first.result.replayed).toBe(false);
    expect(second.result.replayed).toBe(true);
    expect(second.result.attempts[0].id).toBe(first.result.attempts[0].id);
  });

  it('refuses more than 500 outcomes with a ValidationError', async () => {
    const input = outcomeInput(projectId);
    const response = await ledger.gql(recorder.token, RECORD_BATCH, { inputs: Array.from({ length: 501 }, () => input) });
    expect(response.data.recordAttempts.__typename).toBe('ValidationError');
    expect(await attemptRows(input.outcomeId)).toHaveLength(0);
  });
});
