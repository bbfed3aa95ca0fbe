// A recorded outcome (docs/specification.md §3.3): its canonical content and digest, and its
// fan-out into one attempt row per capability exercised.
import { compareUtf16CodeUnits, digestOf } from './canonical.js';
import type { EvidenceKind, OutcomeCode, Severity, StopReasonCode, VerificationMode, VerificationResult } from './enums.js';
import {
  cohortFingerprint,
  policyFingerprint,
  runtimeFingerprint,
  scopeFingerprint,
  type Policy,
  type Runtime,
  type Scope,
} from './fingerprints.js';
import { UNCLASSIFIED_CAPABILITY } from './grammars.js';
import type { Effort } from './effort.js';

export const MAX_CAPABILITIES_PER_OUTCOME = 16;
export const MAX_EVIDENCE_ITEMS = 32;

export interface OutcomeSubmission {
  outcomeId: string;
  projectId: string;
  taskRef: string;
  workPackageRef: string | null;
  agentRunRef: string;
  workerRef: string;
  outcomeCode: OutcomeCode;
  stopReasonCode: StopReasonCode;
  attemptNumber: number;
  startedAt: Date;
  finishedAt: Date;
  capabilities: string[];
  scope: Scope;
  runtime: Runtime;
  policy: Policy;
  verification: { mode: VerificationMode; result: VerificationResult; verifierRef: string | null; verifierModel: string | null };
  acceptanceCriteria: { total: number; met: number };
  validationCommands: { total: number; passed: number; failed: number };
  humanOverride: boolean;
  humanRejected: boolean;
  rolledBack: boolean;
  severity: Severity;
  evidence: { kind: EvidenceKind; digest: string }[];
  /** What the attempt cost (§3.3, "Effort"); null when the outcome states none. */
  effort: Effort | null;
}

/**
 * The capability keys an outcome fans out to: de-duplicated and sorted; none, or
 * more than 16, collapse to the single reserved `unclassified` so the gap in
 * measurement stays visible instead of disappearing.
 */
export function capabilitiesOf(submission: Pick<OutcomeSubmission, 'capabilities'>): string[] {
  const keys = [...new Set(submission.capabilities)].sort(compareUtf16CodeUnits);
  if (keys.length === 0 || keys.length > MAX_CAPABILITIES_PER_OUTCOME) return [UNCLASSIFIED_CAPABILITY];
  return keys;
}

/**
 * The content the outcome digest covers: everything submitted, scope only as its fingerprint.
 * `effort` is a member only when the outcome states one, so an outcome without effort has
 * exactly the content, and the digest, it had before effort existed (§3.3, "Effort").
 */
export function canonicalOutcome(
  submission: OutcomeSubmission,
  scopeFingerprintOfSubmission = scopeFingerprint(submission.scope),
): Record<string, unknown> {
  const content: Record<string, unknown> = {
    outcomeId: submission.outcomeId,
    projectId: submission.projectId,
    taskRef: submission.taskRef,
    workPackageRef: submission.workPackageRef,
    agentRunRef: submission.agentRunRef,
    workerRef: submission.workerRef,
    outcomeCode: submission.outcomeCode,
    stopReasonCode: submission.stopReasonCode,
    attemptNumber: submission.attemptNumber,
    startedAt: submission.startedAt.toISOString(),
    finishedAt: submission.finishedAt.toISOString(),
    capabilities: capabilitiesOf(submission),
    scopeFingerprint: scopeFingerprintOfSubmission,
    runtime: { ...submission.runtime },
    policy: { ...submission.policy },
    verification: { ...submission.verification },
    acceptanceCriteria: { ...submission.acceptanceCriteria },
    validationCommands: { ...submission.validationCommands },
    humanOverride: submission.humanOverride,
    humanRejected: submission.humanRejected,
    rolledBack: submission.rolledBack,
    severity: submission.severity,
    evidence: submission.evidence.map((item) => ({ kind: item.kind, digest: item.digest })),
  };
  const effort = submission.effort;
  if (effort)
    content.effort = {
      inputTokens: effort.inputTokens,
      outputTokens: effort.outputTokens,
      cost: effort.cost ? { micros: effort.cost.micros, currency: effort.cost.currency } : null,
      harnessWallTimeMs: effort.harnessWallTimeMs,
    };
  return content;
}

export function outcomeDigest(submission: OutcomeSubmission, scopeFingerprintOfSubmission?: string): string {
  return digestOf(canonicalOutcome(submission, scopeFingerprintOfSubmission ?? scopeFingerprint(submission.scope)));
}

export interface PlannedCohort {
  fingerprint: string;
  projectId: string;
  capabilityKey: string;
  scopeFingerprint: string;
  runtimeFingerprint: string;
  policyFingerprint: string;
  runtime: Runtime;
  policy: Policy;
}

export interface PlannedAttempt {
  capabilityKey: string;
  cohort: PlannedCohort;
  multiplicity: number;
  /** Identifies this row's content among all evidence (feeds report evidence digests). */
  contentDigest: string;
}

export interface OutcomePlan {
  submission: OutcomeSubmission;
  outcomeDigest: string;
  attempts: PlannedAttempt[];
}

/**
 * A planner for one batch: outcomes of a batch mostly share their scope, runtime
 * and policy, so each distinct component is fingerprinted once per batch.
 */
export function createOutcomePlanner(): (submission: OutcomeSubmission) => OutcomePlan {
  const memo = new Map<string, string>();
  const once = (kind: string, value: object, compute: () => string) => {
    const key = `${kind}:${JSON.stringify(value)}`;
    let fingerprint = memo.get(key);
    if (fingerprint === undefined) memo.set(key, (fingerprint = compute()));
    return fingerprint;
  };
  return (submission) => {
    const scope = once('scope', submission.scope, () => scopeFingerprint(submission.scope));
    const digest = outcomeDigest(submission, scope);
    const runtime = once('runtime', submission.runtime, () => runtimeFingerprint(submission.runtime));
    const policy = once('policy', submission.policy, () => policyFingerprint(submission.policy));
    const keys = capabilitiesOf(submission);
    return {
      submission,
      outcomeDigest: digest,
      attempts: keys.map((capabilityKey) => {
        const components = {
          projectId: submission.projectId,
          capabilityKey,
          scopeFingerprint: scope,
          runtimeFingerprint: runtime,
          policyFingerprint: policy,
        };
        return {
          capabilityKey,
          multiplicity: keys.length,
          contentDigest: digestOf({ outcomeDigest: digest, capabilityKey }),
          cohort: { ...components, fingerprint: cohortFingerprint(components), runtime: submission.runtime, policy: submission.policy },
        };
      }),
    };
  };
}

/** Everything the store needs to write an outcome, computed without any I/O. */
export function planOutcome(submission: OutcomeSubmission): OutcomePlan {
  return createOutcomePlanner()(submission);
}
