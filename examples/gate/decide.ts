// The gate's rules (examples/gate/gate.ts), on a reliability report already read.
import type { ReliabilityReportFieldsFragment } from '../../client/index.js';

export interface GatePolicy {
  minLowerBound: number;
  maxAgeSeconds: number;
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
  const lower = report.independentlyVerifiedPassRate.lower;
  if (lower === null || lower < policy.minLowerBound)
    reasons.push(`verified pass rate lower bound ${lower ?? 'null'} is below ${policy.minLowerBound}`);
  const criticalInWindow = report.criticalFailures.attempts.filter((attempt) => attempt.inWindow).length;
  if (criticalInWindow > 0) reasons.push(`${criticalInWindow} critical failure(s) in the window`);
  const age = report.evidenceFreshness.ageSeconds;
  if (age === null || age > policy.maxAgeSeconds) reasons.push(`latest verified pass is ${age === null ? 'absent' : `${Math.round(age)} s old`}, older than ${policy.maxAgeSeconds} s`);
  return {
    decision: reasons.length === 0 ? 'allow' : 'deny',
    reasons,
    cohortId,
    evidenceDigest: report.evidenceDigest,
    asOf: report.asOf,
    state: report.state,
    final: report.final,
    verifiedPassRateLowerBound: lower,
    sampleSize: report.sampleSize,
    criticalFailuresInWindow: criticalInWindow,
    evidenceAgeSeconds: age,
    verificationsNotCountedIndependent: report.verificationsNotCountedIndependent,
  };
}

