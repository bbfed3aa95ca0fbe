// Appending later evidence (docs/specification.md §4, 5): gapless sequence, idempotency,
// no self-grading, and drift detection on conflicting re-records.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { APPEND_ADJUDICATION, ATTEMPT_ADJUDICATIONS } from '../helpers/adjudications.js';
import { RECORD_ATTEMPT, fakeDigest, newProjectId, outcomeInput } from '../helpers/outcomes.js';
import { expectTypename, type RecordAttemptInput, type AppendAdjudicationInput, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let recorder: TestToken;
let adjudicator: TestToken;
let reader: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
});
afterAll(() => ledger?.close());

async function recordOne(overrides: Partial<RecordAttemptInput> = {}) {
  const input = outcomeInput(projectId, overrides);
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  return {
    input,
    attempts: expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts as {
      id: string;
      ledgerId: string;
      capabilityKey: string;
    }[],
  };
}

function append(token: string, input: AppendAdjudicationInput) {
  return ledger.gql(token, APPEND_ADJUDICATION, { input });
}

async function adjudicationsOf(attemptId: string) {
  const { adjudications } = (await ledger.gql(reader.token, ATTEMPT_ADJUDICATIONS, { id: attemptId })).data.attempt!;
  return adjudications.edges.map((edge) => edge.node);
}

describe('appendAdjudication', () => {
  it('appends by attempt id or by outcome id + capability key, numbering from 1', async () => {
    const { input, attempts } = await recordOne();
    const first = await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'k1', kind: 'HUMAN_ACCEPTED' });
    const second = await append(adjudicator.token, {
      projectId,
      outcomeId: input.outcomeId,
      capabilityKey: attempts[0]!.capabilityKey,
      idempotencyKey: 'k2',
      kind: 'VERIFICATION_RECORDED',
      verification: { mode: 'INDEPENDENT_AGENT', result: 'FAILED', verifierRef: adjudicator.actorRef, verifierModel: 'other-model' },
    });
    expect(expectTypename(first.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication).toMatchObject({
      seq: 1,
      kind: 'HUMAN_ACCEPTED',
      actorRef: adjudicator.actorRef,
    });
    expect(expectTypename(second.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication.seq).toBe(2);
    expect((await adjudicationsOf(attempts[0]!.id)).map((a) => a.seq)).toEqual([1, 2]);
  });

  it('keeps the sequence gapless and unique under concurrent appends from several clients', async () => {
    const { attempts } = await recordOne();
    const others = await Promise.all([1, 2, 3].map(() => ledger.token({ roles: ['adjudicator'], projects: [projectId] })));
    const clients = [adjudicator, ...others];
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        append(clients[i % clients.length]!.token, {
          attemptId: attempts[0]!.ledgerId,
          idempotencyKey: `c-${i}`,
          kind: 'REWORK_REQUESTED',
        }),
      ),
    );
    expect(responses.every((r) => r.data.appendAdjudication.__typename === 'AppendAdjudicationSuccess')).toBe(true);
    const seqs = (await adjudicationsOf(attempts[0]!.id)).map((a) => a.seq);
    expect(seqs).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('replays the same key with the same content and writes nothing', async () => {
    const { attempts } = await recordOne();
    const input: AppendAdjudicationInput = {
      attemptId: attempts[0]!.id,
      idempotencyKey: 'same',
      kind: 'ROLLBACK_RECORDED',
      evidenceDigests: [fakeDigest('x')],
    };
    const first = await append(adjudicator.token, input);
    const again = await append(adjudicator.token, input);
    expect(expectTypename(again.data.appendAdjudication, 'AppendAdjudicationSuccess').replayed).toBe(true);
    expect(expectTypename(again.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication.id).toBe(
      expectTypename(first.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication.id,
    );
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(1);
  });

  it('refuses the same key with different content with IdempotencyConflictError and writes nothing', async () => {
    const { attempts } = await recordOne();
    await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'dup', kind: 'HUMAN_ACCEPTED' });
    const conflict = await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'dup', kind: 'HUMAN_REJECTED' });
    expect(conflict.data.appendAdjudication.__typename).toBe('IdempotencyConflictError');
    expect(expectTypename(conflict.data.appendAdjudication, 'IdempotencyConflictError').idempotencyKey).toBe('dup');
    expect((await adjudicationsOf(attempts[0]!.id)).map((a) => a.kind)).toEqual(['HUMAN_ACCEPTED']);
  });

  it('refuses self-grading by the worker with ForbiddenError and writes nothing', async () => {
    const worker = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: 'worker-self' });
    const { attempts } = await recordOne({ workerRef: 'worker-self' });
    const response = await append(worker.token, { attemptId: attempts[0]!.id, idempotencyKey: 'self', kind: 'HUMAN_ACCEPTED' });
    expect(response.data.appendAdjudication.__typename).toBe('ForbiddenError');
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
  });

  it('refuses grading by the actor that recorded the attempt', async () => {
    const actor = `harness-${randomUUID().slice(0, 6)}`;
    const recorderAsActor = await ledger.token({ roles: ['recorder'], projects: [projectId], actorRef: actor });
    const adjudicatorAsActor = await ledger.token({ roles: ['adjudicator'], projects: [projectId], actorRef: actor });
    const input = outcomeInput(projectId);
    const recorded = await ledger.gql(recorderAsActor.token, RECORD_ATTEMPT, { input });
    const attemptId = expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.id;
    const response = await append(adjudicatorAsActor.token, { attemptId, idempotencyKey: 'mine', kind: 'HUMAN_ACCEPTED' });
    expect(response.data.appendAdjudication.__typename).toBe('ForbiddenError');
    expect(await adjudicationsOf(attemptId)).toHaveLength(0);
  });

  it('refuses any adjudication from a recording credential', async () => {
    const { attempts } = await recordOne();
    const response = await append(recorder.token, { attemptId: attempts[0]!.id, idempotencyKey: 'rec', kind: 'HUMAN_ACCEPTED' });
    expect(response.data.appendAdjudication.__typename).toBe('ForbiddenError');
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
  });

  it.each(['DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT'] as const)(
    'refuses a %s verdict naming a verifier other than its own actor, writing nothing',
    async (mode) => {
      const { attempts } = await recordOne();
      const response = await append(adjudicator.token, {
        attemptId: attempts[0]!.id,
        idempotencyKey: 'someone-else',
        kind: 'VERIFICATION_RECORDED',
        verification: { mode, result: 'PASSED', verifierRef: 'trusted-judge', verifierModel: 'judge-model' },
      });
      const result = expectTypename(response.data.appendAdjudication, 'ValidationError');
      expect(result.issues).toEqual([{ path: 'input.verification.verifierRef', message: expect.stringMatching(/own credential/) }]);
      expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
    },
  );

  it("takes an independent verdict's verifier from the token when the input names none", async () => {
    const { attempts } = await recordOne();
    const response = await append(adjudicator.token, {
      attemptId: attempts[0]!.id,
      idempotencyKey: 'own',
      kind: 'VERIFICATION_RECORDED',
      verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED' },
    });
    expect(response.data.appendAdjudication.__typename).toBe('AppendAdjudicationSuccess');
    const { rows } = await ledger.owner.query('SELECT verifier_ref, actor_ref FROM adjudication WHERE attempt_id = $1', [
      attempts[0]!.ledgerId,
    ]);
    expect(rows).toEqual([{ verifier_ref: adjudicator.actorRef, actor_ref: adjudicator.actorRef }]);
    // Sent again naming itself, it is the same content: a replay.
    const named = await append(adjudicator.token, {
      attemptId: attempts[0]!.id,
      idempotencyKey: 'own',
      kind: 'VERIFICATION_RECORDED',
      verification: { mode: 'DETERMINISTIC_CHECK', result: 'PASSED', verifierRef: adjudicator.actorRef },
    });
    expect(expectTypename(named.data.appendAdjudication, 'AppendAdjudicationSuccess').replayed).toBe(true);
  });

  it('refuses, in the database, an independent verdict whose verifier is not the appending actor, whoever writes it', async () => {
    const { attempts } = await recordOne();
    for (const db of [ledger.db.pool, ledger.owner])
      await expect(
        db.query(
          `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, verification_mode, verification_result, verifier_ref, evidence_digests, content_digest)
           VALUES ($1, 0, 'VERIFICATION_RECORDED', 'raw', 'reviewer-1', 'DETERMINISTIC_CHECK', 'PASSED', 'trusted-judge', '{}', repeat('c', 64))`,
          [attempts[0]!.ledgerId],
        ),
      ).rejects.toThrow(/verdict names its own actor/);
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
  });

  it('refuses an INDEPENDENT_AGENT verification whose verifier is the worker', async () => {
    const { attempts } = await recordOne({ workerRef: 'worker-beta' });
    const response = await append(adjudicator.token, {
      attemptId: attempts[0]!.id,
      idempotencyKey: 'v',
      kind: 'VERIFICATION_RECORDED',
      verification: { mode: 'INDEPENDENT_AGENT', result: 'PASSED', verifierRef: 'worker-beta', verifierModel: 'm2' },
    });
    expect(response.data.appendAdjudication.__typename).toBe('ValidationError');
    expect(expectTypename(response.data.appendAdjudication, 'ValidationError').issues[0]!.path).toBe('input.verification.verifierRef');
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
  });

  it.each<[string, Partial<AppendAdjudicationInput> & Pick<AppendAdjudicationInput, 'kind'>, string]>([
    ['verification missing', { kind: 'VERIFICATION_RECORDED' }, 'input.verification'],
    ['verification on another kind', { kind: 'HUMAN_ACCEPTED', verification: { mode: 'NONE', result: 'NOT_RUN' } }, 'input.verification'],
    ['bad reason digest', { kind: 'HUMAN_REJECTED', reasonDigest: 'nope' }, 'input.reasonDigest'],
    ['bad idempotency key', { kind: 'HUMAN_REJECTED', idempotencyKey: 'has space' }, 'input.idempotencyKey'],
  ])('refuses %s with a ValidationError', async (_name, overrides, path) => {
    const { attempts } = await recordOne();
    const response = await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'bad', ...overrides });
    expect(expectTypename(response.data.appendAdjudication, 'ValidationError').issues.map((i) => i.path)).toContain(path);
    expect(await adjudicationsOf(attempts[0]!.id)).toHaveLength(0);
  });

  it('answers NotFoundError for an unknown attempt', async () => {
    const response = await append(adjudicator.token, { attemptId: randomUUID(), idempotencyKey: 'x', kind: 'HUMAN_ACCEPTED' });
    expect(response.data.appendAdjudication.__typename).toBe('NotFoundError');
  });
});

describe('drift (docs/specification.md §5)', () => {
  it('appends DRIFT_DETECTED to every attempt of a re-recorded outcome, exactly once however often it is re-sent', async () => {
    const { input, attempts } = await recordOne({ capabilities: ['drift.one', 'drift.two'] });
    const changed: RecordAttemptInput = { ...input, outcomeCode: 'FAILED' };
    for (let i = 0; i < 3; i++) {
      const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: changed });
      expect(response.data.recordAttempt.__typename).toBe('IdempotencyConflictError');
    }
    await Promise.all(Array.from({ length: 5 }, () => ledger.gql(recorder.token, RECORD_ATTEMPT, { input: changed })));
    for (const attempt of attempts) {
      const adjudications = await adjudicationsOf(attempt.id);
      expect(adjudications.map((a) => a.kind)).toEqual(['DRIFT_DETECTED']);
      expect(adjudications[0]!.actorRef).toBe(recorder.actorRef);
    }
    const rows = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt WHERE outcome_id = $1', [input.outcomeId]);
    expect(rows.rows[0]!.n).toBe(2);
  });

  it('records a second DRIFT_DETECTED for a different conflicting content, and accepts DRIFT_RESOLVED from an adjudicator', async () => {
    const { input, attempts } = await recordOne();
    await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...input, outcomeCode: 'FAILED' } });
    await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: { ...input, outcomeCode: 'ERRORED' } });
    const resolved = await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'resolve-1', kind: 'DRIFT_RESOLVED' });
    expect(expectTypename(resolved.data.appendAdjudication, 'AppendAdjudicationSuccess').adjudication.seq).toBe(3);
    expect((await adjudicationsOf(attempts[0]!.id)).map((a) => a.kind)).toEqual(['DRIFT_DETECTED', 'DRIFT_DETECTED', 'DRIFT_RESOLVED']);
  });
});

describe('drift is appended only by the ledger', () => {
  it('refuses DRIFT_DETECTED from a client with a ValidationError and writes nothing', async () => {
    const { attempts } = await recordOne();
    const response = await append(adjudicator.token, { attemptId: attempts[0]!.id, idempotencyKey: 'by-hand', kind: 'DRIFT_DETECTED' });
    expect(response.data.appendAdjudication.__typename).toBe('ValidationError');
    expect(expectTypename(response.data.appendAdjudication, 'ValidationError').issues).toEqual([
      expect.objectContaining({ path: 'input.kind' }),
    ]);
    const { rows } = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM adjudication WHERE attempt_id = $1', [
      attempts[0]!.ledgerId,
    ]);
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a DRIFT_DETECTED row inserted directly by the application role', async () => {
    const { attempts } = await recordOne();
    const other = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await expect(
      ledger.db.pool.query(
        `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
         VALUES ($1, 1, 'DRIFT_DETECTED', 'raw-drift', $2, ARRAY[$3]::text[], $4)`,
        [attempts[0]!.ledgerId, other.actorRef, fakeDigest('other content'), fakeDigest('raw-drift')],
      ),
    ).rejects.toThrow(/appended only by the ledger/);
  });

  it('appends drift through its database function only when the submitted digest differs from the stored one', async () => {
    const { attempts } = await recordOne();
    const [stored] = (
      await ledger.owner.query<{ outcome_digest: string }>('SELECT outcome_digest FROM attempt WHERE id = $1', [attempts[0]!.ledgerId])
    ).rows;
    await expect(
      ledger.db.pool.query('SELECT crl_append_drift_detection($1, $2, $3, $4)', [
        attempts[0]!.ledgerId,
        stored!.outcome_digest,
        'x',
        fakeDigest('same'),
      ]),
    ).rejects.toThrow(/no drift/);
    const written = await ledger.db.pool.query<{ written: boolean }>('SELECT crl_append_drift_detection($1, $2, $3, $4) AS written', [
      attempts[0]!.ledgerId,
      fakeDigest('different'),
      recorder.actorRef,
      fakeDigest('drift-content'),
    ]);
    expect(written.rows[0]!.written).toBe(true);
    expect((await adjudicationsOf(attempts[0]!.id)).map((a) => [a.kind, a.idempotencyKey])).toEqual([
      ['DRIFT_DETECTED', `drift:${fakeDigest('different')}`],
    ]);
  });
});

describe('Attempt.adjudications pages', () => {
  it('answers 20 by default and at most 100 however many are asked for, with the total count', async () => {
    const { attempts } = await recordOne();
    const other = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await ledger.db.pool.query(
      `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
       SELECT $1, 0, 'HUMAN_ACCEPTED', 'bulk-' || n, $2, '{}', md5('bulk' || n) || md5('bulk2' || n) FROM generate_series(1, 130) AS n`,
      [attempts[0]!.ledgerId, other.actorRef],
    );
    const PAGE = graphql(`
      query AdjudicationsPage($id: ID!, $first: Int, $after: String) {
        attempt(id: $id) { adjudications(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { seq } } } }
      }
    `);
    const page = async (args: { first?: number; after?: string | null }) => {
      const attempt = (await ledger.gql(reader.token, PAGE, { id: attempts[0]!.id, ...args })).data.attempt;
      if (!attempt) throw new Error('the attempt is not readable');
      return attempt.adjudications;
    };
    const byDefault = await page({});
    expect(byDefault.edges.map((edge) => edge.node.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(byDefault.totalCount).toBe(130);
    expect(byDefault.pageInfo.hasNextPage).toBe(true);
    const capped = await page({ first: 1000 });
    expect(capped.edges).toHaveLength(100);
    const rest = await page({ first: 100, after: capped.pageInfo.endCursor });
    expect(rest.edges.map((edge) => edge.node.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 101));
  });
});

describe('drift within one batch', () => {
  it('flags drift on attempts written earlier in the same batch when a later item conflicts', async () => {
    const input = outcomeInput(projectId);
    const BATCH = graphql(`
      mutation AdjudicationsDriftBatch($inputs: [RecordAttemptInput!]!) {
        recordAttempts(inputs: $inputs) {
          __typename
          ... on RecordAttemptsSuccess { results { result { __typename ... on RecordAttemptSuccess { attempts { id } } } } }
          ... on Error { message }
        }
      }
    `);
    const response = await ledger.gql(recorder.token, BATCH, { inputs: [input, { ...input, outcomeCode: 'FAILED' }] });
    const [first, second] = expectTypename(response.data.recordAttempts, 'RecordAttemptsSuccess').results;
    expectTypename(second?.result, 'IdempotencyConflictError');
    const [written] = expectTypename(first?.result, 'RecordAttemptSuccess').attempts;
    if (!written) throw new Error('the first item wrote no attempt');
    expect((await adjudicationsOf(written.id)).map((a) => a.kind)).toEqual(['DRIFT_DETECTED']);
  });
});

describe('database guards beneath the API', () => {
  it('assigns seq in the database whatever the client sends', async () => {
    const { attempts } = await recordOne();
    const other = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
    await ledger.db.pool.query(
      `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
       VALUES ($1, 99, 'HUMAN_ACCEPTED', 'raw-1', $2, '{}', $3)`,
      [attempts[0]!.ledgerId, other.actorRef, fakeDigest('raw')],
    );
    expect((await adjudicationsOf(attempts[0]!.id)).map((a) => a.seq)).toEqual([1]);
  });

  it('refuses a self-grading row inserted with raw SQL', async () => {
    const { attempts } = await recordOne({ workerRef: 'raw-worker' });
    await expect(
      ledger.db.pool.query(
        `INSERT INTO adjudication (attempt_id, seq, kind, idempotency_key, actor_ref, evidence_digests, content_digest)
         VALUES ($1, 1, 'HUMAN_ACCEPTED', 'raw-2', 'raw-worker', '{}', $2)`,
        [attempts[0]!.ledgerId, fakeDigest('raw2')],
      ),
    ).rejects.toThrow(/self-grading/);
  });
});
