// Reports that never change once final (docs/specification.md §6, "Finality"):
// a write still in flight holds the horizon back, so a report it could change is
// never served as final; with nothing in flight a report of a moment ago is final;
// the instant a client sees is the instant the database compares; and every report
// refuses an asOf after the ledger clock alike.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENT_RATES, proposedEvent, RECORD_AGREEMENT_EVENT, reviewedEvent } from '../helpers/agreements.js';
import { createTestLedger, type TestLedger, type TestToken } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { ledgerNow, RELIABILITY, RELIABILITY_OVERVIEW, RELIABILITY_SERIES, settledThrough } from '../helpers/reliability.js';
import { expectTypename, type RecordAttemptInput } from '../helpers/graphql.js';

let ledger: TestLedger;
let recorder: TestToken;
let reader: TestToken;
let adjudicator: TestToken;
const projectId = newProjectId();

beforeAll(async () => {
  ledger = await createTestLedger();
  recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
  adjudicator = await ledger.token({ roles: ['adjudicator'], projects: [projectId] });
});
afterAll(() => ledger?.close());

async function recordOne(overrides: Partial<RecordAttemptInput> = {}) {
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId, overrides) });
  return expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!;
}

async function reliability(cohortId: string, asOf?: Date | string) {
  const response = await ledger.gql(reader.token, RELIABILITY, {
    cohortId,
    window: { lastDays: 30 },
    minSamples: 1,
    ...(asOf ? { asOf: typeof asOf === 'string' ? asOf : asOf.toISOString() } : {}),
  });
  return expectTypename(response.data.reliability, 'ReliabilityReport');
}

/** Copies an attempt row under a new outcome id, inside the caller's transaction. */
const COPY_ATTEMPT = `
  INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref,
      work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
      verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
      validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
      rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by)
  SELECT cohort_id, project_id, capability_key, gen_random_uuid(), multiplicity, $2, task_ref, work_package_ref, agent_run_ref,
      worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at, verification_mode,
      verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
      validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected,
      rolled_back, severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by
    FROM attempt WHERE id = $1
  RETURNING recorded_at`;

describe('a write in flight across asOf', () => {
  it('is never hidden behind a final report: the report served before its commit is not final, and the commit changes it', async () => {
    const first = await recordOne();
    const cohortId = first.cohort.ledgerId;

    const writer = await ledger.db.pool.connect();
    try {
      await writer.query('BEGIN');
      const { rows } = await writer.query<{ recorded_at: Date }>(COPY_ATTEMPT, [first.ledgerId, `outcome-${randomUUID()}`]);
      const stamp = rows[0]!.recorded_at;
      // The moment is past on the ledger's clock, but a row stamped at it is not yet committed.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const asOf = await ledgerNow(ledger);
      expect(asOf.getTime()).toBeGreaterThan(stamp.getTime());

      const during = await reliability(cohortId, asOf);
      expect(during.__typename).toBe('ReliabilityReport');
      expect(during.final).toBe(false);
      expect(new Date(during.settledThrough).getTime()).toBeLessThan(stamp.getTime());
      expect(during.sampleSize).toBe(1);

      // Asked without asOf, the report is as of the horizon, before the write: final.
      const settledDuring = await reliability(cohortId);
      expect(settledDuring.final).toBe(true);
      expect(settledDuring.settledThrough).toBe(settledDuring.asOf);
      expect(new Date(settledDuring.asOf).getTime()).toBeLessThan(stamp.getTime());

      await writer.query('COMMIT');

      const after = await reliability(cohortId, asOf);
      expect(after.final).toBe(true);
      expect(after.sampleSize).toBe(2); // why the report during the write could not be final
      // The final report served during the write is the same, byte for byte, afterwards.
      expect(await reliability(cohortId, settledDuring.asOf)).toEqual(settledDuring);
    } finally {
      await writer.query('ROLLBACK').catch(() => undefined);
      writer.release();
    }
  });

  it('does not hold the horizon back before it writes: the stamp is taken at its first write', async () => {
    const first = await recordOne();
    const writer = await ledger.db.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('SELECT 1 FROM attempt LIMIT 1');
      await new Promise((resolve) => setTimeout(resolve, 20));
      const asOf = await ledgerNow(ledger);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const before = await reliability(first.cohort.ledgerId, asOf);
      expect(before.final).toBe(true);

      const { rows } = await writer.query<{ recorded_at: Date }>(COPY_ATTEMPT, [first.ledgerId, `outcome-${randomUUID()}`]);
      expect(rows[0]!.recorded_at.getTime()).toBeGreaterThan(asOf.getTime());
      await writer.query('COMMIT');

      expect(await reliability(first.cohort.ledgerId, asOf)).toEqual(before);
    } finally {
      writer.release();
    }
  });
});

describe('finality does not lag', () => {
  it('with no write in flight, a report as of one second ago is final, and the default report trails the clock by a millisecond', async () => {
    const { cohort } = await recordOne();
    const now = await ledgerNow(ledger);
    const report = await reliability(cohort.ledgerId, new Date(now.getTime() - 1000));
    expect(report.final).toBe(true);
    expect(report.settledThrough).toBe(report.asOf);

    const byDefault = await reliability(cohort.ledgerId);
    expect(byDefault.final).toBe(true);
    expect(new Date(byDefault.asOf).getTime()).toBeGreaterThanOrEqual(now.getTime() - 1);
    expect((await settledThrough(ledger)).getTime()).toBeGreaterThanOrEqual(new Date(byDefault.asOf).getTime());
  });
});

describe('precision', () => {
  it('a recordedAt passed back as asOf includes that row and its batch', async () => {
    const outcome = outcomeInput(projectId, {
      capabilities: ['code.edit.typescript', 'code.review'],
      runtime: { provider: 'acme', model: `model-${randomUUID().slice(0, 8)}`, runtimeVersion: '2026.11' },
    });
    const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcome });
    const attempts = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts as {
      recordedAt: string;
      cohort: { ledgerId: string };
    }[];
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.recordedAt).toBe(attempts[0]!.recordedAt);
    const stored = await ledger.owner.query<{ exact: boolean }>(
      `SELECT bool_and(recorded_at = $2::timestamptz) AS exact FROM attempt WHERE outcome_id = $1`,
      [outcome.outcomeId, attempts[0]!.recordedAt],
    );
    expect(stored.rows[0]!.exact).toBe(true);
    for (const attempt of attempts) {
      const report = await reliability(attempt.cohort.ledgerId, attempt.recordedAt);
      expect(report.sampleSize).toBe(1);
      expect(report.asOf).toBe(attempt.recordedAt);
    }
  });
});

describe('one as-of rule for every report', () => {
  it('every report states asOf, settledThrough and final, and refuses an asOf after the ledger clock', async () => {
    const { cohort } = await recordOne();
    const decisionId = `decision-${randomUUID()}`;
    expect(
      (await ledger.gql(recorder.token, RECORD_AGREEMENT_EVENT, { input: proposedEvent(projectId, decisionId) })).data.recordAgreementEvent
        .__typename,
    ).toBe('RecordAgreementEventSuccess');
    expect(
      (await ledger.gql(adjudicator.token, RECORD_AGREEMENT_EVENT, { input: reviewedEvent(projectId, decisionId) })).data
        .recordAgreementEvent.__typename,
    ).toBe('RecordAgreementEventSuccess');
    const future = new Date((await ledgerNow(ledger)).getTime() + 60_000).toISOString();
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();

    const reports = {
      reliability: (asOf?: string) => ledger.gql(reader.token, RELIABILITY, { cohortId: cohort.ledgerId, ...(asOf ? { asOf } : {}) }),
      reliabilityOverview: (asOf?: string) => ledger.gql(reader.token, RELIABILITY_OVERVIEW, { projectId, ...(asOf ? { asOf } : {}) }),
      reliabilitySeries: (asOf?: string) =>
        ledger.gql(reader.token, RELIABILITY_SERIES, { cohortId: cohort.ledgerId, bucket: 'DAY', from, ...(asOf ? { to: asOf } : {}) }),
      agreementRates: (asOf?: string) => ledger.gql(reader.token, AGREEMENT_RATES, { projectId, ...(asOf ? { asOf } : {}) }),
    };
    // each report's answer under its own name, with the fields read here
    type Answer = { __typename: string; final?: boolean; settledThrough?: string; asOf?: string; to?: string; message?: string };
    const answerOf = (data: unknown, name: string) => (data as Record<string, Answer>)[name]!;
    for (const [name, ask] of Object.entries(reports)) {
      const settled = answerOf((await ask()).data, name);
      expect(settled.final, name).toBe(true);
      expect(settled.settledThrough, name).toBe(settled.asOf ?? settled.to);

      const refused = answerOf((await ask(future)).data, name);
      expect(refused.__typename, name).toBe('ValidationError');
      expect(refused.message, name).toMatch(/after the ledger's clock/);
    }
  });
});
