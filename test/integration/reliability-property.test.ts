// The production path (one SQL statement that loads a subset of a cohort's rows,
// then the fold) agrees exactly with the fold over the cohort's whole stored
// history, for random histories written in random order, at random instants and
// windows, with finishedAt at millisecond resolution on and beside the window bounds.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import { ADJUDICATION_KINDS, type AdjudicationKind } from '../../src/domain/enums.js';
import { reliabilityReport, reliabilityReportWithPassK, reliabilitySeries } from '../../src/domain/reliability.js';
import { DAY_MS } from '../../src/domain/window.js';
import type { Window } from '../../src/domain/window.js';
import { reliabilityOfCohort, reliabilityOverview, reliabilitySeriesOfCohort } from '../../src/modules/reliability/store.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { attemptRowOf, randomAttempt, type RandomVerification } from '../helpers/random-history.js';
import {
  insertAdjudication,
  insertAttempt,
  insertCohort,
  insertVerifier,
  insertWithdrawal,
  ledgerNow,
  storedHistory,
  waitForLedgerClock,
  type AttemptSpec,
  type VerifierSpec,
} from '../helpers/reliability.js';

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

const MODEL = 'acme-coder-2';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const verificationArbitrary = fc.constantFrom<RandomVerification>(
  ['NONE', 'NOT_RUN', null, null],
  ['SELF_REPORTED', 'PASSED', 'worker-alpha', null],
  ['HUMAN_REVIEW', 'PASSED', 'reviewer-kim', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'FAILED', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'NOT_RUN', 'ci-runner', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'worker-alpha', null],
  ['DETERMINISTIC_CHECK', 'PASSED', 'harness-1', null],
  ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', 'other-model'],
  ['INDEPENDENT_AGENT', 'FAILED', 'reviewer-bot', 'other-model'],
  ['INDEPENDENT_AGENT', 'PASSED', 'reviewer-bot', MODEL],
);

/** What a harness may report with an attempt: never an independent agent's verdict (docs/specification.md §3.3). */
const ingestVerificationArbitrary = verificationArbitrary.filter(([mode]) => mode !== 'INDEPENDENT_AGENT');

const KINDS: readonly AdjudicationKind[] = ADJUDICATION_KINDS;

const attemptArbitrary = randomAttempt({
  placement: {
    cohort: fc.integer({ min: 0, max: 1 }),
    task: fc.integer({ min: 0, max: 3 }),
    batch: fc.integer({ min: 0, max: 2 }),
    // finishedAt = anchor - days, nudged onto and beside the bounds of lastDays windows
    days: fc.integer({ min: -1, max: 8 }),
    nudge: fc.constantFrom(0, 0, -1, 1, -1000, 1000, 3_600_000),
  },
  outcomes: ['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY', 'ERRORED'],
  verification: ingestVerificationArbitrary,
  adjudication: fc.record({ kind: fc.constantFrom(...KINDS), verification: verificationArbitrary, later: fc.integer({ min: 0, max: 2 }) }),
});

/** The verifiers the histories name, each registered in one of the three batches or never (-1). */
const REGISTRABLE: Omit<VerifierSpec, 'projectId'>[] = [
  { verifierRef: 'ci-runner', kind: 'DETERMINISTIC_CHECK', model: null },
  { verifierRef: 'harness-1', kind: 'DETERMINISTIC_CHECK', model: null },
  { verifierRef: 'reviewer-bot', kind: 'INDEPENDENT_AGENT', model: 'other-model' },
];
const registrationsArbitrary = fc.tuple(...REGISTRABLE.map(() => fc.integer({ min: -1, max: 2 })));
/**
 * Per verifier, whether its trust is withdrawn after a batch (-1: never), and the range
 * of verdicts withdrawn, by the batches whose stamps bound it (null: unbounded).
 */
const withdrawalsArbitrary = fc.tuple(
  ...REGISTRABLE.map(() =>
    fc.record({ after: fc.integer({ min: -1, max: 2 }), from: fc.constantFrom(null, 0, 1, 2), until: fc.constantFrom(null, 1, 2, 3) }),
  ),
);

const windowArbitrary = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map((lastDays): Window => ({ lastDays })),
  fc.integer({ min: 1, max: 12 }).map((lastAttempts): Window => ({ lastAttempts })),
);

/**
 * The effort of the index-th attempt of a history (docs/specification.md §3.3): most state
 * tokens and a USD cost, some none at all, some a EUR cost, some only the harness's wall
 * time, so every status of effort per verified success occurs across the histories.
 */
function effortOfIndex(index: number): AttemptSpec['effort'] {
  if (index % 9 === 4) return undefined;
  if (index % 13 === 7)
    return { inputTokens: null, outputTokens: null, costMicros: null, costCurrency: null, harnessWallTimeMs: 5_000 + index };
  return {
    inputTokens: 1_000 + 17 * index,
    outputTokens: index % 11 === 3 ? null : 200 + index,
    costMicros: 10_000 + 1_234 * index,
    costCurrency: index % 17 === 16 ? 'EUR' : 'USD',
    harnessWallTimeMs: index % 5 === 0 ? 30_000 + index : null,
  };
}

describe('SQL loading + fold agrees with the fold over the whole history', () => {
  it('for reliability, reliabilityOverview and reliabilitySeries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(attemptArbitrary, { minLength: 1, maxLength: 24 }),
        fc.array(windowArbitrary, { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 6 }),
        registrationsArbitrary,
        withdrawalsArbitrary,
        async (specs, windows, minSamples, registrations, withdrawals) => {
          const projectId = randomUUID();
          const cohorts = [
            await insertCohort(ledger.owner, { projectId, capabilityKey: 'prop.a', model: MODEL }),
            await insertCohort(ledger.owner, { projectId, capabilityKey: 'prop.b', model: MODEL }),
          ];
          // The anchor is a little ahead of the clock, so it can serve as asOf once the rows are in.
          const anchor = (await ledgerNow(ledger)).getTime() + 250;
          const attempts: AttemptSpec[] = specs
            .map((spec, index) =>
              attemptRowOf(spec, {
                id: randomUUID(),
                index,
                cohortId: cohorts[spec.cohort]!,
                projectId,
                capabilityKey: spec.cohort ? 'prop.b' : 'prop.a',
                finishedAt: anchor - spec.days * DAY_MS + spec.nudge,
              }),
            )
            .map((attempt, index) => ({ ...attempt, effort: effortOfIndex(index) }));

          // Three batches, each its own transaction at its own instant; within a batch, rows in generated order.
          const instants: Date[] = [];
          for (const batch of [0, 1, 2]) {
            for (const [index, verifier] of REGISTRABLE.entries())
              if (registrations[index] === batch) await insertVerifier(ledger.owner, { projectId, ...verifier });
            for (const [index, spec] of specs.entries()) {
              if (spec.batch === batch) await insertAttempt(ledger.owner, attempts[index]!);
              for (const [position, adjudication] of spec.adjudications.entries()) {
                if (Math.min(2, spec.batch + adjudication.later) !== batch) continue;
                const [mode, result, verifierRef, verifierModel] = adjudication.verification;
                const verifying = adjudication.kind === 'VERIFICATION_RECORDED';
                // An independent verdict comes from its verifier's own credential, which is never the worker's or the recorder's.
                const ownCredential = verifying && (mode === 'DETERMINISTIC_CHECK' || mode === 'INDEPENDENT_AGENT');
                if (ownCredential && (verifierRef === 'worker-alpha' || verifierRef === 'harness-1')) continue;
                await insertAdjudication(ledger.owner, {
                  attemptId: attempts[index]!.id,
                  kind: adjudication.kind,
                  verificationMode: verifying ? mode : null,
                  verificationResult: verifying ? result : null,
                  verifierRef: verifying ? verifierRef : null,
                  verifierModel: verifying ? verifierModel : null,
                  actorRef: ownCredential ? verifierRef! : 'adjudicator-1',
                  contentDigest: digestOf({ adjudication: `${attempts[index]!.id}/${position}` }),
                });
              }
            }
            await pause(2);
            instants.push(await ledgerNow(ledger));
            await pause(2);
            // Withdrawals of registered verifiers, each after its batch, over verdicts between batch instants.
            const bound = (index: number | null) =>
              index === null ? null : index === 0 ? 0 : (instants[index - 1] ?? new Date(anchor + 10_000)).getTime();
            for (const [index, verifier] of REGISTRABLE.entries()) {
              const withdrawal = withdrawals[index]!;
              const registeredIn = registrations[index]!;
              if (withdrawal.after !== batch || registeredIn === -1 || registeredIn > batch) continue;
              const from = bound(withdrawal.from);
              const until = bound(withdrawal.until);
              if (from !== null && until !== null && from >= until) continue;
              await insertWithdrawal(ledger.owner, {
                projectId,
                verifierRef: verifier.verifierRef,
                verdictsFrom: from,
                verdictsUntil: until,
              });
              await pause(2);
            }
          }
          const asOfs = [...instants, new Date(anchor)];
          await waitForLedgerClock(ledger, new Date(anchor));

          const histories = await Promise.all(cohorts.map((cohortId) => storedHistory(ledger.owner, cohortId)));
          for (const asOf of asOfs)
            for (const window of windows) {
              const query = { asOf: asOf.getTime(), window, minSamples };
              const expected = histories.map((history) => reliabilityReport({ model: MODEL, ...history }, query));
              for (const [index, cohortId] of cohorts.entries()) {
                const loaded = await reliabilityOfCohort(ledger.db.pool, cohortId, { asOf, window, minSamples }, [projectId]);
                expect(loaded!.report).toEqual(expected[index]);
                // Effort per verified success: the loaded effort columns folded as the whole history's.
                expect(loaded!.effort).toEqual(reliabilityReportWithPassK({ model: MODEL, ...histories[index]! }, query).effort);
              }
              const overview = await reliabilityOverview(
                ledger.db.pool,
                { asOf, window, minSamples, projectId, capabilityKey: null, first: 10, after: null },
                [projectId],
              );
              expect(overview.page.reports.map((entry) => entry.report)).toEqual(expected);
            }

          const from = new Date(anchor - 6 * 86_400_000);
          for (const to of [instants[1]!, new Date(anchor)]) {
            const series = await reliabilitySeriesOfCohort(ledger.db.pool, cohorts[0]!, { bucket: 'DAY', from, to, minSamples }, [
              projectId,
            ]);
            expect(series!.series).toEqual(
              reliabilitySeries({ model: MODEL, ...histories[0]! }, { bucket: 'DAY', from: from.getTime(), to: to.getTime(), minSamples }),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
    // 25 histories written row by row: about 10 s on a quiet 2-core machine, past the
    // default 60 s on one several times oversubscribed. Time here is not what is tested.
  }, 240_000);
});
