// withdrawalImpact (docs/specification.md §6, "Withdrawal impact") through GraphQL agrees with
// the pure fold over each cohort's whole stored history, for random histories and
// withdrawal ranges, and lists exactly the cohorts whose report moved.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { reliabilityReport } from '../../src/domain/reliability.js';
import { DAY_MS } from '../../src/domain/window.js';
import { withdrawalImpactOf } from '../../src/domain/withdrawal-impact.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import {
  insertAttempt,
  insertCohort,
  insertVerifier,
  insertWithdrawal,
  ledgerNow,
  storedHistory,
  waitForLedgerClock,
} from '../helpers/reliability.js';
import { expectTypename, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

const MODEL = 'acme-coder-2';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const IMPACT = graphql(`
  query WithdrawalImpactOf($id: ID!, $minSamples: Int) {
    withdrawalImpact(withdrawalId: $id, minSamples: $minSamples) {
      __typename
      ... on ValidationError { message }
      ... on WithdrawalImpact {
        withdrawal { ledgerId verifierRef withdrawnAt }
        cohorts {
          cohortLedgerId lowerBoundChange
          before { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }
          after { asOf state evidenceDigest independentlyVerifiedPassRate { numerator denominator value lower upper } }
        }
      }
    }
  }
`);

const attemptArbitrary = fc.record({
  cohort: fc.integer({ min: 0, max: 3 }),
  batch: fc.integer({ min: 0, max: 1 }),
  verifier: fc.constantFrom('judge', 'judge', 'other', null),
  result: fc.constantFrom('PASSED', 'PASSED', 'FAILED'),
  succeeded: fc.boolean(),
});

describe('withdrawalImpact', () => {
  it('agrees with the pure fold and lists exactly the cohorts whose report moved', async () => {
    let listedAny = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(attemptArbitrary, { minLength: 1, maxLength: 16 }),
        fc.constantFrom<[number | null, number | null]>([null, null], [1, null], [null, 1], [0, 1]),
        fc.integer({ min: 1, max: 4 }),
        async (specs, [fromBatch, untilBatch], minSamples) => {
          const projectId = randomUUID();
          const cohorts = await Promise.all(
            [0, 1, 2, 3].map((i) => insertCohort(ledger.owner, { projectId, capabilityKey: `impact.c${i}`, model: MODEL })),
          );
          for (const verifierRef of ['judge', 'other'])
            await insertVerifier(ledger.owner, { projectId, verifierRef, kind: 'DETERMINISTIC_CHECK', model: null });
          const now = (await ledgerNow(ledger)).getTime();
          // Batch instants bound the withdrawn range: batch 0's verdicts are before boundary 1.
          const boundaries: number[] = [0];
          for (const batch of [0, 1]) {
            await pause(2);
            boundaries.push((await ledgerNow(ledger)).getTime());
            await pause(2);
            for (const [index, spec] of specs.entries()) {
              if (spec.batch !== batch) continue;
              const id = randomUUID();
              await insertAttempt(ledger.owner, {
                id,
                cohortId: cohorts[spec.cohort]!,
                projectId,
                capabilityKey: `impact.c${spec.cohort}`,
                outcomeId: `outcome-${index}`,
                taskRef: 'task-1',
                attemptNumber: 1,
                outcomeCode: spec.succeeded ? 'SUCCEEDED' : 'FAILED',
                stopReasonCode: 'COMPLETED',
                workerRef: 'worker-alpha',
                recordedBy: 'harness-1',
                verificationMode: spec.verifier ? 'DETERMINISTIC_CHECK' : 'SELF_REPORTED',
                verificationResult: spec.result as 'PASSED' | 'FAILED',
                verifierRef: spec.verifier ?? 'worker-alpha',
                verifierModel: null,
                humanOverride: false,
                humanRejected: false,
                rolledBack: false,
                severity: 'NORMAL',
                finishedAt: now - DAY_MS + index,
                contentDigest: digestOf({ attempt: id }),
              });
            }
          }
          await pause(2);
          await insertWithdrawal(ledger.owner, {
            projectId,
            verifierRef: 'judge',
            verdictsFrom: fromBatch === null ? null : boundaries[fromBatch + 1]!,
            verdictsUntil: untilBatch === null ? null : boundaries[untilBatch + 1]!,
          });
          const { rows } = await ledger.owner.query<{ id: string; withdrawn_at: Date }>(
            `SELECT id, withdrawn_at FROM verifier_withdrawal WHERE project_id = $1`,
            [projectId],
          );
          await pause(2);
          await waitForLedgerClock(ledger, await ledgerNow(ledger));

          const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
          const response = await ledger.gql(reader.token, IMPACT, { id: rows[0]!.id, minSamples });
          expect(response.errors, response.text).toBeUndefined();
          const impact = expectTypename(response.data.withdrawalImpact, 'WithdrawalImpact');

          const withdrawnAt = rows[0]!.withdrawn_at.getTime();
          const histories = await Promise.all(cohorts.map((cohortId) => storedHistory(ledger.owner, cohortId)));
          const query = { window: { lastDays: 30 }, minSamples };
          const expected = withdrawalImpactOf(
            cohorts.map((cohortId, i) => ({
              cohortId,
              before: { model: MODEL, ...histories[i]! },
              after: { model: MODEL, ...histories[i]! },
            })),
            withdrawnAt,
            query,
          );
          expect(impact.cohorts.map((entry) => entry.cohortLedgerId)).toEqual(expected.map((entry) => entry.cohortId));
          if (expected.length > 0) listedAny += 1;
          for (const [i, entry] of expected.entries()) {
            const got = impact.cohorts[i];
            if (!got) throw new Error(`cohort ${entry.cohortId} is not listed`);
            expect(got.lowerBoundChange).toBe(entry.lowerBoundChange);
            for (const side of ['before', 'after'] as const) {
              expect(got[side].evidenceDigest).toBe(entry[side].evidenceDigest);
              expect(got[side].state).toBe(entry[side].state);
              expect(new Date(got[side].asOf).getTime()).toBe(entry[side].asOf);
              // The fold's rate also carries its task-clustered and anytime-valid intervals, which this document does not select.
              const { clustered: _clustered, anytime: _anytime, ...plain } = entry[side].independentlyVerifiedPassRate;
              expect(got[side].independentlyVerifiedPassRate).toEqual(plain);
            }
          }
          // Exactly the cohorts whose numbers moved: every cohort with a changed verified-pass count is listed.
          const listed = new Set(expected.map((entry) => entry.cohortId));
          for (const [i, cohortId] of cohorts.entries()) {
            const history = { model: MODEL, ...histories[i]! };
            const before = reliabilityReport(history, { asOf: withdrawnAt - 1, ...query });
            const after = reliabilityReport(history, { asOf: withdrawnAt, ...query });
            if (before.rates.independentlyVerifiedPassRate.numerator !== after.rates.independentlyVerifiedPassRate.numerator)
              expect(listed.has(cohortId)).toBe(true);
            if (!listed.has(cohortId)) expect(after.evidenceDigest).toBe(before.evidenceDigest);
          }
        },
      ),
      { numRuns: 12 },
    );
    // The histories do reach withdrawals that move reports, not only empty answers.
    expect(listedAny).toBeGreaterThan(0);
  });

  it('answers null for a withdrawal of another project, and for a token without the reader role', async () => {
    const projectId = randomUUID();
    await insertVerifier(ledger.owner, { projectId, verifierRef: 'judge', kind: 'DETERMINISTIC_CHECK', model: null });
    await insertWithdrawal(ledger.owner, { projectId, verifierRef: 'judge', verdictsFrom: null, verdictsUntil: null });
    const { rows } = await ledger.owner.query<{ id: string }>(`SELECT id FROM verifier_withdrawal WHERE project_id = $1`, [projectId]);
    for (const token of [
      await ledger.token({ roles: ['reader'], projects: [randomUUID()] }),
      await ledger.token({ roles: ['admin'], projects: [projectId] }),
    ]) {
      const response = await ledger.gql(token.token, IMPACT, { id: rows[0]!.id });
      expect(response.data.withdrawalImpact).toBeNull();
    }
    const reader = await ledger.token({ roles: ['reader'], projects: [projectId] });
    expect(
      expectTypename((await ledger.gql(reader.token, IMPACT, { id: rows[0]!.id })).data.withdrawalImpact, 'WithdrawalImpact').cohorts,
    ).toEqual([]);
  });
});
