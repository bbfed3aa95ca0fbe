// The field lists of the report's evidence (src/domain/row-fields.ts) agree with their
// tables: every field's column exists with a type its decoding expects, and a real row
// read through the report's loader decodes into what was written, field by field.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import {
  ADJUDICATION_ATTEMPT_FIELD,
  ADJUDICATION_EVIDENCE_FIELDS,
  ATTEMPT_EVIDENCE_FIELDS,
  type AttemptEvidence,
} from '../../src/domain/reliability.js';
import type { Field } from '../../src/domain/row-fields.js';
import { REGISTERED_VERIFIER_FIELDS, VERIFIER_WITHDRAWAL_FIELDS } from '../../src/domain/verification.js';
import { loadEvidence } from '../../src/modules/reliability/evidence.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import {
  insertAdjudication,
  insertAttempt,
  insertCohort,
  insertVerifier,
  insertWithdrawal,
  settledAsOf,
  storedHistory,
  type AttemptSpec,
} from '../helpers/reliability.js';

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

const LISTS: { table: string; fields: readonly Field[] }[] = [
  { table: 'attempt', fields: ATTEMPT_EVIDENCE_FIELDS },
  { table: 'adjudication', fields: [...ADJUDICATION_ATTEMPT_FIELD, ...ADJUDICATION_EVIDENCE_FIELDS] },
  { table: 'verifier', fields: REGISTERED_VERIFIER_FIELDS },
  { table: 'verifier_withdrawal', fields: VERIFIER_WITHDRAWAL_FIELDS },
];

describe('evidence field lists vs their tables', () => {
  it('name existing columns: instants are timestamptz (nullable exactly when the list says), nothing else is', async () => {
    const { rows } = await ledger.owner.query<{ table_name: string; column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ANY ($1::text[])`,
      [LISTS.map((list) => list.table)],
    );
    const columns = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    for (const { table, fields } of LISTS) {
      expect(new Set(fields.map((field) => field.name)).size, `${table}: a property named twice`).toBe(fields.length);
      for (const field of fields) {
        const column = columns.get(`${table}.${field.column}`);
        expect(column, `${table}.${field.column} (${field.name})`).toBeDefined();
        const instant = column!.data_type === 'timestamp with time zone';
        expect({ field: field.name, instant }).toEqual({ field: field.name, instant: field.instant !== undefined });
        if (instant)
          expect({ field: field.name, nullable: column!.is_nullable === 'YES' }).toEqual({
            field: field.name,
            nullable: field.instant === 'nullable',
          });
      }
    }
  });

  it('decode a row read through the report into what was written, and into the stored history', async () => {
    const projectId = randomUUID();
    const cohortId = await insertCohort(ledger.owner, { projectId, capabilityKey: 'fields.roundtrip', model: 'acme-coder-2' });
    await insertVerifier(ledger.owner, { projectId, verifierRef: 'review-agent', kind: 'INDEPENDENT_AGENT', model: 'other-model' });
    // Every field a value no other field has, so a field read from another column shows.
    const written: AttemptSpec = {
      id: randomUUID(),
      cohortId,
      projectId,
      capabilityKey: 'fields.roundtrip',
      outcomeId: 'outcome-roundtrip',
      taskRef: 'task-roundtrip',
      attemptNumber: 3,
      outcomeCode: 'FAILED',
      stopReasonCode: 'CRASHED',
      workerRef: 'worker-roundtrip',
      recordedBy: 'harness-roundtrip',
      verificationMode: 'DETERMINISTIC_CHECK',
      verificationResult: 'FAILED',
      verifierRef: 'ci-roundtrip',
      verifierModel: 'model-roundtrip',
      humanOverride: true,
      humanRejected: false,
      rolledBack: true,
      severity: 'CRITICAL',
      finishedAt: Date.now() - 60_000,
      contentDigest: digestOf({ attempt: 'roundtrip' }),
    };
    await insertAttempt(ledger.owner, written);
    await insertAdjudication(ledger.owner, {
      attemptId: written.id,
      kind: 'VERIFICATION_RECORDED',
      verificationMode: 'INDEPENDENT_AGENT',
      verificationResult: 'PASSED',
      verifierRef: 'review-agent',
      verifierModel: 'other-model',
      actorRef: 'review-agent',
      contentDigest: digestOf({ adjudication: 'roundtrip' }),
    });
    await insertWithdrawal(ledger.owner, { projectId, verifierRef: 'review-agent', verdictsFrom: null, verdictsUntil: written.finishedAt });
    const asOf = await settledAsOf(ledger);

    const cohort = { id: cohortId, projectId, model: 'acme-coder-2' } as Parameters<typeof loadEvidence>[1][number];
    const evidence = (await loadEvidence(ledger.db.pool, [cohort], asOf, { mostRecent: 10 })).get(cohortId)!;
    const { cohortId: _cohort, projectId: _project, capabilityKey: _key, ...fields } = written;
    const [attempt] = evidence.attempts;
    // The effort columns ride beside the fields (the helper writes none: every one unknown).
    const effort = {
      startedAt: written.finishedAt - 60_000,
      inputTokens: null,
      outputTokens: null,
      costMicros: null,
      costCurrency: null,
      harnessWallTimeMs: null,
    };
    expect(attempt).toEqual({ ...fields, recordedAt: expect.any(Number), effort } satisfies Record<keyof AttemptEvidence, unknown>);
    expect(evidence.adjudications).toEqual([
      {
        attemptId: written.id,
        seq: 1,
        kind: 'VERIFICATION_RECORDED',
        verificationMode: 'INDEPENDENT_AGENT',
        verificationResult: 'PASSED',
        verifierRef: 'review-agent',
        verifierModel: 'other-model',
        recordedAt: expect.any(Number),
        contentDigest: digestOf({ adjudication: 'roundtrip' }),
      },
    ]);
    expect(evidence.trust!.withdrawals).toEqual([
      {
        verifierRef: 'review-agent',
        verdictsFrom: null,
        verdictsUntil: written.finishedAt,
        withdrawnAt: expect.any(Number),
        contentDigest: expect.any(String),
      },
    ]);
    // Against the hand-written reads of the same rows (test/helpers/reliability.ts), stamps included.
    const stored = await storedHistory(ledger.owner, cohortId);
    expect(evidence.attempts).toEqual(stored.attempts);
    expect(evidence.adjudications).toEqual(stored.adjudications);
    expect(evidence.trust).toEqual(stored.trust);
  });
});
