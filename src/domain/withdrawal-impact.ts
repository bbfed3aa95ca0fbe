// The blast radius of a withdrawn verifier (docs/specification.md §6, "Withdrawal impact"):
// for each cohort holding a verdict of the verifier, its report as of the instant just
// before the withdrawal and as of its stamp, from the same fold as every report. Pure,
// so the query and the tests compute it alike.
import { compareUtf16CodeUnits } from './canonical.js';
import { reliabilityReport, type CohortEvidence, type ReliabilityReport } from './reliability.js';
import type { Rate } from './wilson.js';
import type { Window } from './window.js';

export interface ImpactSide {
  asOf: number;
  state: ReliabilityReport['state'];
  independentlyVerifiedPassRate: Rate;
  evidenceDigest: string;
}

export interface CohortImpact {
  cohortId: string;
  before: ImpactSide;
  after: ImpactSide;
  /** after.lower - before.lower; null when either bound is null. */
  lowerBoundChange: number | null;
}

const sideOf = (report: ReliabilityReport): ImpactSide => ({
  asOf: report.asOf,
  state: report.state,
  independentlyVerifiedPassRate: report.rates.independentlyVerifiedPassRate,
  evidenceDigest: report.evidenceDigest,
});

/**
 * The cohorts among `before`/`after` (each cohort's evidence loaded as of the instant
 * just before and as of the stamp) whose report moved: its evidence digest differs, so
 * a verdict of the window was decided by the withdrawal. Sorted by the change of the
 * lower bound of the verified pass rate, largest fall first (no bound last), then cohort id.
 */
export function withdrawalImpactOf(
  cohorts: readonly { cohortId: string; before: CohortEvidence; after: CohortEvidence }[],
  withdrawnAt: number,
  query: { window: Window; minSamples: number },
): CohortImpact[] {
  const impacts: CohortImpact[] = [];
  for (const { cohortId, before, after } of cohorts) {
    const earlier = sideOf(reliabilityReport(before, { asOf: withdrawnAt - 1, ...query }));
    const later = sideOf(reliabilityReport(after, { asOf: withdrawnAt, ...query }));
    if (earlier.evidenceDigest === later.evidenceDigest) continue;
    const lowerBefore = earlier.independentlyVerifiedPassRate.lower;
    const lowerAfter = later.independentlyVerifiedPassRate.lower;
    impacts.push({
      cohortId,
      before: earlier,
      after: later,
      lowerBoundChange: lowerBefore === null || lowerAfter === null ? null : lowerAfter - lowerBefore,
    });
  }
  return impacts.sort(
    (a, b) =>
      (a.lowerBoundChange === null ? 1 : 0) - (b.lowerBoundChange === null ? 1 : 0) ||
      (a.lowerBoundChange ?? 0) - (b.lowerBoundChange ?? 0) ||
      compareUtf16CodeUnits(a.cohortId, b.cohortId),
  );
}
