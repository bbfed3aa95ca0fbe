// Advisory means advisory (docs/specification.md §8): graded results never change
// any reliability number, state, digest or gate. Two ledgers receive the same random
// histories (same ids, same content, same order); the second also receives rubric
// gradings of those attempts, interleaved with the other writes. Every reliability
// report, overview and series must be byte-identical between the two.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import type { AdjudicationKind, OutcomeCode } from '../../src/domain/enums.js';
import { DAY_MS } from '../../src/domain/window.js';
import { fakeDigest } from '../helpers/outcomes.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { expectTypename, type TypedDocumentString } from '../helpers/graphql.js';
import {
  RELIABILITY,
  RELIABILITY_OVERVIEW,
  RELIABILITY_SERIES,
  insertAdjudication,
  insertAttempt,
  insertCohort,
  ledgerNow,
  settledAsOf,
  waitForLedgerClock,
  type AttemptSpec,
} from '../helpers/reliability.js';

const MODEL = 'acme-coder-2';
const CRITERIA = ['grounding', 'correctness', 'coverage'];
const RUBRIC = fakeDigest('advisory rubric');
let plain: TestLedger;
let graded: TestLedger;

beforeAll(async () => {
  [plain, graded] = await Promise.all([createTestLedger(), createTestLedger()]);
  // The rubric exists only where gradings do (its prose is irrelevant here).
  await graded.owner.query(
    `INSERT INTO rubric (digest, domain, version, threshold, criterion_ids, criterion_required, descriptor_digests, raise_digests, registered_by)
     VALUES ($1, 'advisory', 'v1', 3, $2, $3, $4, $5, 'test-admin')`,
    [RUBRIC, CRITERIA, [true, true, false], Array(12).fill(fakeDigest('descriptor')), Array(9).fill(fakeDigest('raise'))],
  );
});
afterAll(() => Promise.all([plain?.close(), graded?.close()]));

const scoresArbitrary = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 });

const attemptArbitrary = fc.record({
  cohort: fc.integer({ min: 0, max: 1 }),
  days: fc.integer({ min: 0, max: 12 }),
  outcomeCode: fc.constantFrom<OutcomeCode>('SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY'),
  attemptNumber: fc.integer({ min: 1, max: 2 }),
  verified: fc.constantFrom('PASSED', 'FAILED', 'NONE'),
  critical: fc.boolean(),
  adjudications: fc.array(
    fc.constantFrom<AdjudicationKind>(
      'HUMAN_ACCEPTED',
      'HUMAN_REJECTED',
      'REWORK_REQUESTED',
      'ROLLBACK_RECORDED',
      'DRIFT_DETECTED',
      'DRIFT_RESOLVED',
    ),
    { maxLength: 3 },
  ),
  // Gradings: none, round 0 only, or round 0 then the re-grade (kept only when round 0 recommends rework).
  gradings: fc.array(scoresArbitrary, { minLength: 0, maxLength: 2 }),
  graderModel: fc.constantFrom('judge-model', MODEL),
});

describe('graded results', () => {
  it('never change a byte of reliability, reliabilityOverview or reliabilitySeries', async () => {
    let gradingsWritten = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(attemptArbitrary, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (specs, minSamples) => {
          const projectId = randomUUID();
          const cohorts = [randomUUID(), randomUUID()];
          const now = (await ledgerNow(plain)).getTime();
          for (const ledger of [plain, graded])
            for (const [index, id] of cohorts.entries())
              await insertCohort(ledger.owner, { id, projectId, capabilityKey: `advisory.c${index}`, model: MODEL });

          for (const [index, spec] of specs.entries()) {
            const id = randomUUID();
            const attempt: AttemptSpec = {
              id,
              cohortId: cohorts[spec.cohort]!,
              projectId,
              capabilityKey: `advisory.c${spec.cohort}`,
              outcomeId: `outcome-${index}`,
              taskRef: 'task-1',
              attemptNumber: spec.attemptNumber,
              outcomeCode: spec.outcomeCode,
              stopReasonCode: 'COMPLETED',
              workerRef: 'worker-alpha',
              recordedBy: 'harness-1',
              verificationMode: spec.verified === 'NONE' ? 'SELF_REPORTED' : 'DETERMINISTIC_CHECK',
              verificationResult: spec.verified === 'FAILED' ? 'FAILED' : 'PASSED',
              verifierRef: 'ci-runner',
              verifierModel: null,
              humanOverride: false,
              humanRejected: false,
              rolledBack: false,
              severity: spec.critical ? 'CRITICAL' : 'NORMAL',
              finishedAt: now - spec.days * DAY_MS - index,
              contentDigest: digestOf({ attempt: id }),
            };
            for (const ledger of [plain, graded]) await insertAttempt(ledger.owner, attempt);
            for (const [position, kind] of spec.adjudications.entries()) {
              const adjudication = {
                attemptId: id,
                kind,
                verificationMode: null,
                verificationResult: null,
                verifierRef: null,
                verifierModel: null,
                actorRef: 'adjudicator-1',
                contentDigest: digestOf({ adjudication: `${id}/${position}` }),
              };
              for (const ledger of [plain, graded]) await insertAdjudication(ledger.owner, adjudication);
              // Gradings land between the attempt's adjudications, only in the second ledger.
              const scores = spec.gradings[position];
              if (scores) gradingsWritten += await insertGrading(id, position, scores, spec.graderModel);
            }
            if (spec.adjudications.length === 0 && spec.gradings[0])
              gradingsWritten += await insertGrading(id, 0, spec.gradings[0], spec.graderModel);
          }

          const asOf = await settledAsOf(plain);
          await waitForLedgerClock(graded, asOf);
          const tokens = await Promise.all(
            [plain, graded].map((ledger) => ledger.token({ roles: ['reader'], projects: [projectId], actorRef: 'dashboard' })),
          );
          const both = <Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables) =>
            Promise.all([plain, graded].map((ledger, index) => ledger.gql(tokens[index]!.token, document, variables)));

          for (const window of [{ lastDays: 30 }, { lastDays: 5 }, { lastAttempts: 4 }]) {
            for (const cohortId of cohorts) {
              const [a, b] = await both(RELIABILITY, { cohortId, window, asOf: asOf.toISOString(), minSamples });
              expect(a!.data.reliability?.__typename).toBe('ReliabilityReport');
              expect(b!.text).toBe(a!.text);
            }
            const [a, b] = await both(RELIABILITY_OVERVIEW, { projectId, window, asOf: asOf.toISOString(), minSamples });
            expect(expectTypename(a!.data.reliabilityOverview, 'ReliabilityOverviewConnection').edges).toHaveLength(2);
            expect(b!.text).toBe(a!.text);
          }
          const [a, b] = await both(RELIABILITY_SERIES, {
            cohortId: cohorts[0]!,
            bucket: 'DAY',
            from: new Date(asOf.getTime() - 14 * DAY_MS).toISOString(),
            to: asOf.toISOString(),
            minSamples,
          });
          expect(a!.data.reliabilitySeries?.__typename).toBe('ReliabilitySeries');
          expect(b!.text).toBe(a!.text);
        },
      ),
      { numRuns: 12 },
    );
    // The property is not vacuous: the second ledger really holds gradings, of both rounds.
    const { rows } = await graded.owner.query<{ round: number; n: number }>(
      'SELECT round, count(*)::int AS n FROM graded_verification GROUP BY round ORDER BY round',
    );
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(gradingsWritten);
    expect(rows.map((row) => row.round)).toEqual([0, 1]);
  });
});

/** Writes round `round` (0, or 1 when round 0 recommended rework) of a grading in the graded ledger; returns how many rows it wrote. */
async function insertGrading(attemptId: string, round: number, scores: number[], graderModel: string): Promise<number> {
  if (round > 1) return 0;
  if (round === 1) {
    const { rows } = await graded.owner.query<{ rework_recommended: boolean }>(
      'SELECT rework_recommended FROM graded_verification WHERE attempt_id = $1 AND round = 0',
      [attemptId],
    );
    if (!rows[0]?.rework_recommended) return 0;
  }
  await graded.owner.query(
    `INSERT INTO graded_verification (attempt_id, rubric_digest, round, grader_ref, grader_model, actor_ref, criterion_ids, scores,
                                      evidence_digests, feedback_digests, below_threshold, rework_recommended, independent, content_digest)
     VALUES ($1, $2, $3, 'grader-bot', $4, 'reviewer-1', $5, $6, $7, $7, '{}', false, true, $8)`,
    [
      attemptId,
      RUBRIC,
      round,
      graderModel,
      CRITERIA,
      scores,
      Array(3).fill(fakeDigest('evidence')),
      digestOf({ grading: `${attemptId}/${round}` }),
    ],
  );
  return 1;
}
