// Effort is enforced twice (docs/specification.md §3.3, "Effort"): by the API and by the
// database. The currency list is written once, in src/domain/effort.ts; the SQL domain
// crl_currency carries the same codes, and this file proves the two agree, that the effort
// domains and the cost/currency CHECK refuse what the API refuses, and that an attempt's
// effort, like the rest of the row, is never changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES, MAX_EFFORT_AMOUNT } from '../../src/domain/effort.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
const projectId = newProjectId();
let attemptId = '';

beforeAll(async () => {
  ledger = await createTestLedger();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  const input = outcomeInput(projectId, {
    capabilities: ['effort.sql'],
    effort: { inputTokens: 10, cost: { micros: 25, currency: 'EUR' } },
  });
  const response = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input });
  attemptId = expectTypename(response.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId;
});
afterAll(() => ledger?.close());

/** A copy of the stored attempt with other effort values, inserted by the owner: what the database alone decides. */
async function insertCopy(values: { input?: string | null; micros?: string | null; currency?: string | null }) {
  await ledger.owner.query(
    `INSERT INTO attempt (cohort_id, project_id, capability_key, attempt_group_id, multiplicity, outcome_id, task_ref, work_package_ref,
        agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at, verification_mode,
        verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met, validation_commands_total,
        validation_commands_passed, validation_commands_failed, human_override, human_rejected, rolled_back, severity, evidence_kinds,
        evidence_digests, outcome_digest, content_digest, recorded_by, input_tokens, cost_micros, cost_currency)
     SELECT cohort_id, project_id, capability_key, gen_random_uuid(), multiplicity, outcome_id || '-copy-' || gen_random_uuid(), task_ref,
        work_package_ref, agent_run_ref, worker_ref, outcome_code, stop_reason_code, attempt_number, started_at, finished_at,
        verification_mode, verification_result, verifier_ref, verifier_model, acceptance_criteria_total, acceptance_criteria_met,
        validation_commands_total, validation_commands_passed, validation_commands_failed, human_override, human_rejected, rolled_back,
        severity, evidence_kinds, evidence_digests, outcome_digest, content_digest, recorded_by, $2::bigint, $3::bigint, $4::text
       FROM attempt WHERE id = $1`,
    [attemptId, values.input ?? null, values.micros ?? null, values.currency ?? null],
  );
}

describe('the currency list: SQL and TypeScript agree', () => {
  it('crl_currency carries exactly CURRENCY_CODES', async () => {
    const { rows } = await ledger.owner.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c WHERE c.contypid = 'crl_currency'::regtype`,
    );
    expect(rows).toHaveLength(1);
    const codes = [...rows[0]!.def.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(codes).toEqual([...CURRENCY_CODES]);
  });

  it('accepts every code of the list and refuses others, as the API does', async () => {
    const { rows } = await ledger.owner.query(
      `SELECT v, (SELECT true FROM (SELECT v::crl_currency) AS t) AS ok FROM unnest($1::text[]) AS v`,
      [[...CURRENCY_CODES]],
    );
    expect(rows.every((row) => row.ok)).toBe(true);
    for (const bad of ['XYZ', 'usd', 'US', 'USDD', ''])
      await expect(ledger.owner.query('SELECT $1::crl_currency', [bad])).rejects.toMatchObject({ code: '23514' });
  });

  it("bounds crl_effort_amount to 0 .. 2^53 − 1, the API's bound", async () => {
    await expect(ledger.owner.query('SELECT $1::crl_effort_amount', [String(MAX_EFFORT_AMOUNT)])).resolves.toBeTruthy();
    await expect(ledger.owner.query('SELECT $1::crl_effort_amount', ['0'])).resolves.toBeTruthy();
    for (const bad of ['-1', String(2 ** 53)])
      await expect(ledger.owner.query('SELECT $1::crl_effort_amount', [bad])).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the attempt table refuses what the API refuses', () => {
  it('refuses a cost without its currency and a currency without its cost', async () => {
    await expect(insertCopy({ micros: '5' })).rejects.toMatchObject({ code: '23514', constraint: 'attempt_cost_currency_check' });
    await expect(insertCopy({ currency: 'USD' })).rejects.toMatchObject({ code: '23514', constraint: 'attempt_cost_currency_check' });
    await expect(insertCopy({ micros: '5', currency: 'XYZ' })).rejects.toMatchObject({ code: '23514' });
    await expect(insertCopy({ input: '-3' })).rejects.toMatchObject({ code: '23514' });
    await insertCopy({ micros: '5', currency: 'USD', input: '7' });
  });

  it("never changes an attempt's effort, not even for its owner", async () => {
    await expect(ledger.owner.query('UPDATE attempt SET cost_micros = 0 WHERE id = $1', [attemptId])).rejects.toThrow(/append-only/);
    await expect(ledger.owner.query('UPDATE attempt SET input_tokens = NULL WHERE id = $1', [attemptId])).rejects.toThrow(/append-only/);
    const { rows } = await ledger.owner.query('SELECT input_tokens::text, cost_micros::text, cost_currency FROM attempt WHERE id = $1', [
      attemptId,
    ]);
    expect(rows[0]).toEqual({ input_tokens: '10', cost_micros: '25', cost_currency: 'EUR' });
  });
});
