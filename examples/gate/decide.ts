// The gate's rules (examples/gate/gate.ts), on a reliability report already read.
import type { ReliabilityReportFieldsFragment } from '@capability-reliability-ledger/client';

/**
 * Which lower bound of the verified pass rate the gate reads. `anytime` (the default):
 * anytimeLowerBound, which stays valid when the gate re-reads it after every attempt
 * (docs/specification.md §6, "Anytime-valid bounds"). `fixed-sample`: the 95% Wilson bound
 * `lower`, valid for one look at a sample size fixed in advance; re-read after every
 * attempt, it allows a cohort at the threshold far more often than 2.5%
 * (docs/benchmarks/sequential.md).
 */
export const GATE_BOUNDS = ['anytime', 'fixed-sample'] as const;
export type GateBound = (typeof GATE_BOUNDS)[number];

export interface GatePolicy {
  minLowerBound: number;
  maxAgeSeconds: number;
  /** Default `anytime`. */
  bound?: GateBound;
}

export interface GateDecision {
  decision: 'allow' | 'deny';
  /** Why not, one line per failed rule; empty when allowed. */
  reasons: string[];
  /** The cohort as the caller named it (a global id or a ledger UUID), so a log line matches what was asked. */
  cohortId: string;
  evidenceDigest: string;
  asOf: string;
  state: string;
  final: boolean;
  bound: GateBound;
  /** The lower bound the gate read (`bound`). */
  verifiedPassRateLowerBound: number | null;
  sampleSize: number;
  criticalFailuresInWindow: number;
  evidenceAgeSeconds: number | null;
  /** Verifications the ledger did not count as independent, and why (unregistered, withdrawn, notIndependent): shown, never gated on. */
  verificationsNotCountedIndependent: ReliabilityReportFieldsFragment['verificationsNotCountedIndependent'];
}

export function decide(report: ReliabilityReportFieldsFragment, policy: GatePolicy, cohortId: string = report.cohortId): GateDecision {
  const reasons: string[] = [];
  if (report.state !== 'OK') reasons.push(`state is ${report.state}, not OK`);
  if (!report.final) reasons.push('the report is not final');
  const bound = policy.bound ?? 'anytime';
  const rate = report.independentlyVerifiedPassRate;
  const lower = bound === 'anytime' ? rate.anytimeLowerBound : rate.lower;
  if (lower === null || lower < policy.minLowerBound)
    reasons.push(`verified pass rate ${bound} lower bound ${lower ?? 'null'} is below ${policy.minLowerBound}`);
  const criticalInWindow = report.criticalFailures.attempts.filter((attempt) => attempt.inWindow).length;
  if (criticalInWindow > 0) reasons.push(`${criticalInWindow} critical failure(s) in the window`);
  const age = report.evidenceFreshness.ageSeconds;
  if (age === null || age > policy.maxAgeSeconds)
    reasons.push(`latest verified pass is ${age === null ? 'absent' : `${Math.round(age)} s old`}, older than ${policy.maxAgeSeconds} s`);
  return {
    decision: reasons.length === 0 ? 'allow' : 'deny',
    reasons,
    cohortId,
    evidenceDigest: report.evidenceDigest,
    asOf: report.asOf,
    state: report.state,
    final: report.final,
    bound,
    verifiedPassRateLowerBound: lower,
    sampleSize: report.sampleSize,
    criticalFailuresInWindow: criticalInWindow,
    evidenceAgeSeconds: age,
    verificationsNotCountedIndependent: report.verificationsNotCountedIndependent,
  };
}
