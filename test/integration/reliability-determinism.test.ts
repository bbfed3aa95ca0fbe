// Determinism (docs/specification.md §2, §6): the same stored evidence and asOf give
// byte-identical reports, whatever order the rows were inserted in. Two ledgers
// receive the same rows (same ids and content) in different orders; only each
// attempt's own adjudications keep their order, since their sequence is evidence.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf } from '../../src/domain/canonical.js';
import type { AdjudicationKind } from '../../src/domain/enums.js';
import { DAY_MS } from '../../src/domain/window.js';
import { expectTypename, type TypedDocumentString } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import {
  RELIABILITY,
  RELIABILITY_OVERVIEW,
  RELIABILITY_SERIES,
  insertAdjudication,
  insertAttempt,
  insertCohort,
  ledgerNow,
  settledAsOf,
  type AdjudicationSpec,
  type AttemptSpec,
} from '../helpers/reliability.js';

const MODEL = 'acme-coder-2';
let first: TestLedger;
let second: TestLedger;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestLedger(), createTestLedger()]);
});
afterAll(() => Promise.all([first?.close(), second?.close()]));

/** A small deterministic generator, so the evidence is varied but the test is repeatable. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

describe('insertion order', () => {
  it('does not change any byte of reliability, reliabilityOverview or reliabilitySeries', async () => {
    const projectId = randomUUID();
    const cohorts = [randomUUID(), randomUUID(), randomUUID()];
    const random = numbers(42);
    const next = () => random.next().value as number;
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const now = (await ledgerNow(first)).getTime();

    const attempts: AttemptSpec[] = Array.from({ length: 90 }, (_, index) => {
      const id = randomUUID();
      const cohortId = cohorts[index % 3]!;
      const verified = pick([true, true, false]);
      return {
        id,
        cohortId,
        projectId,
        capabilityKey: `det.c${index % 3}`,
        outcomeId: `outcome-${index}`,
        taskRef: `task-${index % 7}`,
        attemptNumber: pick([1, 1, 2]),
        outcomeCode: pick(['SUCCEEDED', 'SUCCEEDED', 'FAILED', 'BLOCKED_BY_POLICY'] as const),
        stopReasonCode: 'COMPLETED',
        workerRef: 'worker-alpha',
        recordedBy: 'harness-1',
        verificationMode: verified ? 'DETERMINISTIC_CHECK' : 'SELF_REPORTED',
        verificationResult: pick(['PASSED', 'PASSED', 'FAILED'] as const),
        verifierRef: 'ci-runner',
        verifierModel: null,
        humanOverride: next() < 0.1,
        humanRejected: next() < 0.1,
        rolledBack: next() < 0.05,
        severity: next() < 0.05 ? 'CRITICAL' : 'NORMAL',
        // ties on finishedAt are frequent, so the id order matters
        finishedAt: now - Math.floor(next() * 40) * (DAY_MS / 2),
        contentDigest: digestOf({ attempt: id }),
      };
    });
    const kinds: AdjudicationKind[] = [
      'HUMAN_ACCEPTED',
      'HUMAN_REJECTED',
      'REWORK_REQUESTED',
      'ROLLBACK_RECORDED',
      'OVERRIDE_RECORDED',
      'CRITICAL_FAILURE_RECORDED',
    ];
    const adjudicationsOf = new Map<string, AdjudicationSpec[]>(
      attempts.map((attempt) => {
        const list = Array.from(
          { length: Math.floor(next() * 3) },
          (_, position): AdjudicationSpec => ({
            attemptId: attempt.id,
            kind: pick(kinds),
            verificationMode: null,
            verificationResult: null,
            verifierRef: null,
            verifierModel: null,
            actorRef: 'adjudicator-1',
            contentDigest: digestOf({ adjudication: `${attempt.id}/${position}` }),
          }),
        );
        return [attempt.id, list];
      }),
    );
    // resolved drift, so the drift adjudications count in the digest without suppressing the values
    const drifting = attempts[7]!.id;
    for (const kind of ['DRIFT_DETECTED', 'DRIFT_RESOLVED'] as const)
      adjudicationsOf.get(drifting)!.push({
        attemptId: drifting,
        kind,
        verificationMode: null,
        verificationResult: null,
        verifierRef: null,
        verifierModel: null,
        actorRef: 'adjudicator-1',
        contentDigest: digestOf({ drift: kind }),
      });

    async function write(ledger: TestLedger, order: AttemptSpec[], adjudicationsFirst: boolean) {
      for (const [index, cohortId] of cohorts.entries())
        await insertCohort(ledger.owner, { id: cohortId, projectId, capabilityKey: `det.c${index}`, model: MODEL });
      for (const attempt of order) await insertAttempt(ledger.owner, attempt);
      const attemptsForAdjudication = adjudicationsFirst ? order.slice().reverse() : order;
      for (const attempt of attemptsForAdjudication)
        for (const adjudication of adjudicationsOf.get(attempt.id)!) await insertAdjudication(ledger.owner, adjudication);
    }
    const shuffled = attempts
      .map((attempt) => ({ attempt, key: next() }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.attempt);
    await write(first, attempts, false);
    await write(second, shuffled, true);

    const asOf = await settledAsOf(first);
    const tokens = await Promise.all(
      [first, second].map((ledger) => ledger.token({ roles: ['reader'], projects: [projectId], actorRef: 'dashboard' })),
    );
    const both = <T, V>(document: TypedDocumentString<T, V>, variables: V) =>
      Promise.all([first, second].map((ledger, index) => ledger.gql(tokens[index]!.token, document, variables)));

    for (const window of [{ lastDays: 30 }, { lastDays: 7 }, { lastAttempts: 10 }]) {
      for (const cohortId of cohorts) {
        const [a, b] = await both(RELIABILITY, { cohortId, window, asOf: asOf.toISOString(), minSamples: 5 });
        expectTypename(a!.data.reliability, 'ReliabilityReport');
        expect(b!.text).toBe(a!.text);
      }
      const [a, b] = await both(RELIABILITY_OVERVIEW, { projectId, window, asOf: asOf.toISOString(), minSamples: 5 });
      expect(expectTypename(a!.data.reliabilityOverview, 'ReliabilityOverviewConnection').edges).toHaveLength(3);
      expect(b!.text).toBe(a!.text);
    }
    const [a, b] = await both(RELIABILITY_SERIES, {
      cohortId: cohorts[1]!,
      bucket: 'DAY',
      from: new Date(asOf.getTime() - 20 * 86_400_000).toISOString(),
      to: asOf.toISOString(),
      minSamples: 2,
    });
    expect(expectTypename(a!.data.reliabilitySeries, 'ReliabilitySeries').points.length).toBeGreaterThan(20);
    expect(b!.text).toBe(a!.text);

    // The reports are not trivially equal: they differ between cohorts and see the drift adjudications.
    const reports = await Promise.all(
      cohorts.map(async (cohortId) =>
        expectTypename((await both(RELIABILITY, { cohortId, asOf: asOf.toISOString() }))[0]!.data.reliability, 'ReliabilityReport'),
      ),
    );
    expect(new Set(reports.map((report) => report.evidenceDigest)).size).toBe(3);
    expect(reports[1]!.evidenceRowCount).toBeGreaterThan(30);
  });
});
