// Reliability metrics (docs/specification.md §6): the one definition of every number in a
// reliability report, as a pure fold over a cohort's attempts and adjudications.
// The store only loads rows; everything that decides what a row means is here,
// so the GraphQL report, the overview, the series and the command line can never
// disagree, and the unit tests read against docs/specification.md §6 table by table.
//
// Times are whole milliseconds since the Unix epoch: what the ledger stamps and
// clients send (docs/specification.md §6), so a bound a client passes back compares
// exactly as the database compares it.
import { compareUtf16CodeUnits } from './canonical.js';
import { evidenceDigestOf } from './evidence.js';
import { passKOf, type PassK } from './pass-k.js';
import { effortPerVerifiedSuccessOf, type AttemptEffort, type EffortPerVerifiedSuccess } from './effort.js';
import type {
  AdjudicationKind,
  OutcomeCode,
  RateExclusionReason,
  Severity,
  StopReasonCode,
  VerificationMode,
  VerificationResult,
} from './enums.js';
import { rowFields } from './row-fields.js';
import { NOT_COUNTED_REASONS, verdictJudgeAsOf, type NotCountedReason, type VerdictJudge, type VerifierTrust } from './verification.js';
import type { TaskTry } from './paired-comparison.js';
import { clusteredRateOf, type Rate, type TaskCounts } from './wilson.js';
import { DAY_MS, SECOND_MS, evidenceStateOf, windowStart, type EvidenceState, type Window } from './window.js';

/** The columns of an attempt row that any report reads. */
export interface AttemptEvidence {
  id: string;
  outcomeId: string;
  /** The task the attempt worked on: the cluster of the task-clustered intervals (docs/specification.md §6). */
  taskRef: string;
  attemptNumber: number;
  outcomeCode: OutcomeCode;
  stopReasonCode: StopReasonCode;
  workerRef: string;
  recordedBy: string;
  verificationMode: VerificationMode;
  verificationResult: VerificationResult;
  verifierRef: string | null;
  verifierModel: string | null;
  humanOverride: boolean;
  humanRejected: boolean;
  rolledBack: boolean;
  severity: Severity;
  finishedAt: number;
  recordedAt: number;
  contentDigest: string;
  /**
   * The attempt's effort columns (docs/specification.md §3.3, "Effort"), loaded beside the
   * fields above by the report's loader, and read from an evidence bundle's attempt leaves
   * (src/domain/bundle.ts, attemptEffortOfRow).
   */
  effort?: AttemptEffort;
}

/** The columns of an adjudication row that any report reads. */
export interface AdjudicationEvidence {
  attemptId: string;
  seq: number;
  kind: AdjudicationKind;
  verificationMode: VerificationMode | null;
  verificationResult: VerificationResult | null;
  verifierRef: string | null;
  verifierModel: string | null;
  recordedAt: number;
  contentDigest: string;
}

/**
 * The columns of an `attempt` row an AttemptEvidence is read from, in the order of the
 * report's JSON arrays (src/domain/row-fields.ts; the loader, src/modules/reliability/evidence.ts).
 */
export const ATTEMPT_EVIDENCE_FIELDS = rowFields<AttemptEvidence, 'effort'>()([
  { name: 'id', column: 'id' },
  { name: 'outcomeId', column: 'outcome_id' },
  { name: 'attemptNumber', column: 'attempt_number' },
  { name: 'outcomeCode', column: 'outcome_code' },
  { name: 'stopReasonCode', column: 'stop_reason_code' },
  { name: 'workerRef', column: 'worker_ref' },
  { name: 'recordedBy', column: 'recorded_by' },
  { name: 'verificationMode', column: 'verification_mode' },
  { name: 'verificationResult', column: 'verification_result' },
  { name: 'verifierRef', column: 'verifier_ref' },
  { name: 'verifierModel', column: 'verifier_model' },
  { name: 'humanOverride', column: 'human_override' },
  { name: 'humanRejected', column: 'human_rejected' },
  { name: 'rolledBack', column: 'rolled_back' },
  { name: 'severity', column: 'severity' },
  { name: 'finishedAt', column: 'finished_at', instant: 'required' },
  { name: 'recordedAt', column: 'recorded_at', instant: 'required' },
  { name: 'contentDigest', column: 'content_digest' },
  { name: 'taskRef', column: 'task_ref' },
]);

/**
 * The columns of an `adjudication` row an AdjudicationEvidence is read from, but its
 * attempt: the report reads adjudications nested in their attempt's array, a bundle
 * from rows that name it (ADJUDICATION_ATTEMPT_FIELD).
 */
export const ADJUDICATION_EVIDENCE_FIELDS = rowFields<AdjudicationEvidence, 'attemptId'>()([
  { name: 'seq', column: 'seq' },
  { name: 'kind', column: 'kind' },
  { name: 'verificationMode', column: 'verification_mode' },
  { name: 'verificationResult', column: 'verification_result' },
  { name: 'verifierRef', column: 'verifier_ref' },
  { name: 'verifierModel', column: 'verifier_model' },
  { name: 'recordedAt', column: 'recorded_at', instant: 'required' },
  { name: 'contentDigest', column: 'content_digest' },
]);

/** The column of an adjudication row that names its attempt. */
export const ADJUDICATION_ATTEMPT_FIELD = rowFields<AdjudicationEvidence, Exclude<keyof AdjudicationEvidence, 'attemptId'>>()([
  { name: 'attemptId', column: 'attempt_id' },
]);

/**
 * Stored rows of one cohort. A loader may pass a subset, as long as it holds every
 * row the report can read (see src/modules/reliability/evidence.ts): the fold itself
 * applies every as-of and window rule, so extra rows never change a report.
 */
export interface CohortEvidence {
  /** The cohort's runtime model: an INDEPENDENT_AGENT verifier must use another. */
  model: string;
  attempts: readonly AttemptEvidence[];
  adjudications: readonly AdjudicationEvidence[];
  /**
   * The project's verifier registry and withdrawals (docs/specification.md §3.3). Absent:
   * verdicts are judged by the party rules alone (rules 1 to 3), without a registry.
   */
  trust?: VerifierTrust;
}

/**
 * A cohort's evidence restricted to one worker (docs/specification.md §6, "Worker
 * evidence"): its attempts whose workerRef is `workerRef`, with their adjudications, and
 * the same model and verifier registry. Every report definition then applies unchanged
 * to the worker's attempts alone: the window, the rates, critical failures and drift.
 */
export function evidenceOfWorker(evidence: CohortEvidence, workerRef: string): CohortEvidence {
  const attempts = evidence.attempts.filter((attempt) => attempt.workerRef === workerRef);
  const ids = new Set(attempts.map((attempt) => attempt.id));
  return { ...evidence, attempts, adjudications: evidence.adjudications.filter((adjudication) => ids.has(adjudication.attemptId)) };
}

/** What a human last decided of an attempt (the adjudication kinds that decide it: HUMAN_DECISIONS below). */
export const ATTEMPT_HUMAN_DECISIONS = ['ACCEPTED', 'REJECTED', 'REWORK_REQUESTED'] as const;
export type HumanDecision = (typeof ATTEMPT_HUMAN_DECISIONS)[number];

/** What one attempt means, as of an instant (the per-attempt definitions of docs/specification.md §6). */
export interface AttemptFacts {
  claimedSuccess: boolean;
  /** Latest independent PASSED/FAILED, or null when no independent verification concluded. */
  verdict: 'PASSED' | 'FAILED' | null;
  /** Latest human decision, or null when no human decided. */
  humanDecision: HumanDecision | null;
  humanRejected: boolean;
  reviewed: boolean;
  reworkRequested: boolean;
  rolledBack: boolean;
  overridden: boolean;
  critical: boolean;
  /** Flagged by the ledger itself, not by the severity the recorder submitted. */
  criticalFailureRecorded: boolean;
  /** The latest DRIFT_DETECTED / DRIFT_RESOLVED is DRIFT_DETECTED. */
  unresolvedDrift: boolean;
  verifiedPass: boolean;
  falseSuccess: boolean;
  /** One entry per verification in an independent mode that concluded but was not counted, with why. */
  uncounted: NotCountedReason[];
  /** Modes of the verifications with a PASSED or FAILED result in a mode that is not independent (never a verdict). */
  notIndependentModes: ('SELF_REPORTED' | 'HUMAN_REVIEW')[];
  /** Why the attempt is not a verified pass, in the order of the definition; empty exactly when it is one. */
  passObstacles: RateExclusionReason[];
  /** A rejection (at ingest or adjudicated) that a later human decision replaced. */
  supersededRejection: boolean;
  /** A counted FAILED verdict that a later counted PASSED replaced. */
  supersededFailure: boolean;
  /** Content digests of the registry and withdrawal rows that decided this attempt's verifications. */
  trustRows: string[];
}

const HUMAN_DECISIONS: Partial<Record<AdjudicationKind, HumanDecision>> = {
  HUMAN_ACCEPTED: 'ACCEPTED',
  HUMAN_REJECTED: 'REJECTED',
  REWORK_REQUESTED: 'REWORK_REQUESTED',
};

/**
 * Folds one attempt with its adjudications (already cut at asOf). The ingest-time
 * verification and the ingest flag humanRejected stand at sequence 0, so any
 * adjudication overrides them; among adjudications the higher seq is the later.
 */
export function foldAttempt(
  attempt: AttemptEvidence,
  adjudications: readonly AdjudicationEvidence[],
  model: string,
  judge: VerdictJudge = verdictJudgeAsOf(undefined, Number.MAX_SAFE_INTEGER),
): AttemptFacts {
  const parties = { workerRef: attempt.workerRef, recordedBy: attempt.recordedBy, model };
  const uncounted: NotCountedReason[] = [];
  const notIndependentModes: AttemptFacts['notIndependentModes'] = [];
  const trustRows: string[] = [];
  let failedSeen = false;
  const concludes = (
    mode: VerificationMode,
    result: VerificationResult,
    verifierRef: string | null,
    verifierModel: string | null,
    recordedAt: number,
  ) => {
    if ((mode === 'SELF_REPORTED' || mode === 'HUMAN_REVIEW') && result !== 'NOT_RUN') notIndependentModes.push(mode);
    const standing = judge({ mode, result, verifierRef, verifierModel }, parties, recordedAt);
    if (standing === null) return false;
    trustRows.push(...standing.decidedBy);
    if (!standing.counted) uncounted.push(standing.reason);
    else if (result === 'FAILED') failedSeen = true;
    return standing.counted;
  };

  let verdict: AttemptFacts['verdict'] = null;
  let verdictSeq = -1;
  if (concludes(attempt.verificationMode, attempt.verificationResult, attempt.verifierRef, attempt.verifierModel, attempt.recordedAt)) {
    verdict = attempt.verificationResult as 'PASSED' | 'FAILED';
    verdictSeq = 0;
  }
  let humanDecision: HumanDecision | null = attempt.humanRejected ? 'REJECTED' : null;
  let rejectionSeen = attempt.humanRejected;
  let decisionSeq = attempt.humanRejected ? 0 : -1;
  let driftSeq = -1;
  let unresolvedDrift = false;
  let reworkRequested = false;
  let rolledBack = attempt.rolledBack;
  let overridden = attempt.humanOverride;
  let criticalFailureRecorded = false;

  for (const adjudication of adjudications) {
    switch (adjudication.kind) {
      case 'VERIFICATION_RECORDED':
        if (
          adjudication.verificationMode !== null &&
          adjudication.verificationResult !== null &&
          concludes(
            adjudication.verificationMode,
            adjudication.verificationResult,
            adjudication.verifierRef,
            adjudication.verifierModel,
            adjudication.recordedAt,
          ) &&
          adjudication.seq > verdictSeq
        ) {
          verdict = adjudication.verificationResult as 'PASSED' | 'FAILED';
          verdictSeq = adjudication.seq;
        }
        break;
      case 'HUMAN_ACCEPTED':
      case 'HUMAN_REJECTED':
      case 'REWORK_REQUESTED':
        if (adjudication.kind === 'REWORK_REQUESTED') reworkRequested = true;
        if (adjudication.kind === 'HUMAN_REJECTED') rejectionSeen = true;
        if (adjudication.seq > decisionSeq) {
          humanDecision = HUMAN_DECISIONS[adjudication.kind]!;
          decisionSeq = adjudication.seq;
        }
        break;
      case 'ROLLBACK_RECORDED':
        rolledBack = true;
        break;
      case 'OVERRIDE_RECORDED':
        overridden = true;
        break;
      case 'CRITICAL_FAILURE_RECORDED':
        criticalFailureRecorded = true;
        break;
      case 'DRIFT_DETECTED':
      case 'DRIFT_RESOLVED':
        if (adjudication.seq > driftSeq) {
          unresolvedDrift = adjudication.kind === 'DRIFT_DETECTED';
          driftSeq = adjudication.seq;
        }
        break;
    }
  }

  const claimedSuccess = attempt.outcomeCode === 'SUCCEEDED';
  const humanRejected = humanDecision === 'REJECTED';
  // verifiedPass: claimedSuccess, verdict PASSED, not humanRejected, not rolledBack, no rework pending;
  // each unmet condition is named, so the attempt is a verified pass exactly when none is.
  const passObstacles: RateExclusionReason[] = [];
  if (!claimedSuccess) passObstacles.push('NOT_CLAIMED_SUCCESS');
  if (verdict === null) passObstacles.push(...missingVerdictReasons(uncounted, notIndependentModes));
  if (verdict === 'FAILED') passObstacles.push('VERDICT_FAILED');
  if (humanRejected) passObstacles.push('HUMAN_REJECTED');
  if (rolledBack) passObstacles.push('ROLLED_BACK');
  if (humanDecision === 'REWORK_REQUESTED') passObstacles.push('REWORK_PENDING');
  return {
    claimedSuccess,
    verdict,
    humanDecision,
    humanRejected,
    reviewed: humanDecision !== null,
    reworkRequested,
    rolledBack,
    overridden,
    critical: attempt.severity === 'CRITICAL' || criticalFailureRecorded,
    criticalFailureRecorded,
    unresolvedDrift,
    verifiedPass: passObstacles.length === 0,
    falseSuccess: claimedSuccess && (verdict === 'FAILED' || humanRejected || rolledBack),
    uncounted,
    notIndependentModes,
    passObstacles,
    supersededRejection: rejectionSeen && !humanRejected,
    supersededFailure: failedSeen && verdict === 'PASSED',
    trustRows,
  };
}

const NOT_COUNTED_EXCLUSIONS: Record<NotCountedReason, RateExclusionReason> = {
  unregistered: 'VERIFIER_NOT_REGISTERED',
  withdrawn: 'VERIFIER_WITHDRAWN',
  notIndependent: 'NOT_INDEPENDENT',
};

/**
 * Why an attempt has no verdict: every verification in an independent mode that was not
 * counted (by its reason), every PASSED/FAILED in a mode that is never a verdict, or, with
 * neither, NOT_VERIFIED (no verification concluded). Each reason once, in a fixed order.
 */
function missingVerdictReasons(
  uncounted: readonly NotCountedReason[],
  modes: readonly ('SELF_REPORTED' | 'HUMAN_REVIEW')[],
): RateExclusionReason[] {
  const reasons: RateExclusionReason[] = [];
  for (const reason of NOT_COUNTED_REASONS) if (uncounted.includes(reason)) reasons.push(NOT_COUNTED_EXCLUSIONS[reason]);
  for (const mode of ['SELF_REPORTED', 'HUMAN_REVIEW'] as const) if (modes.includes(mode)) reasons.push(mode);
  return reasons.length > 0 ? reasons : ['NOT_VERIFIED'];
}

/** How many verifications of `folded` were not counted as independent, by reason (docs/specification.md §6). */
export type NotCountedVerifications = Record<NotCountedReason, number>;

export function notCountedOf(folded: readonly { facts: AttemptFacts }[]): NotCountedVerifications {
  const counts = Object.fromEntries(NOT_COUNTED_REASONS.map((reason) => [reason, 0])) as NotCountedVerifications;
  for (const { facts } of folded) for (const reason of facts.uncounted) counts[reason] += 1;
  return counts;
}

export const RATE_NAMES = [
  'firstAttemptSuccessRate',
  'independentlyVerifiedPassRate',
  'unverifiedCompletionRate',
  'repairRetryRate',
  'humanRejectionRate',
  'rollbackRate',
  'policyBlockRate',
  'falseSuccessRate',
  'overrideRate',
] as const;
export type RateName = (typeof RATE_NAMES)[number];

/** Each rate's counts by task: index i of every rate is the same task (see `tallyRates`). */
export type RateCounts = Record<RateName, { successes: Uint32Array; trials: Uint32Array }>;

/**
 * What the fold did with one attempt of the window for one rate: whether it entered the
 * denominator and the numerator, and when it did not enter one, why
 * (docs/specification.md §6, "Explaining a report"). A numerator is always within its
 * denominator.
 */
export interface RateDecision {
  denominator: boolean;
  numerator: boolean;
  /** Empty exactly when the attempt entered the numerator. */
  reasons: readonly RateExclusionReason[];
}

const ENTERED: RateDecision = Object.freeze({ denominator: true, numerator: true, reasons: Object.freeze([]) });
/** Decisions with one fixed reason are shared: the fold makes nine per attempt. */
const decisionCache = new Map<string, RateDecision>();
const fixed = (denominator: boolean, reason: RateExclusionReason): RateDecision => {
  const key = `${denominator}/${reason}`;
  let decision = decisionCache.get(key);
  if (!decision) decisionCache.set(key, (decision = Object.freeze({ denominator, numerator: false, reasons: Object.freeze([reason]) })));
  return decision;
};
/** In the denominator, not the numerator, because of `reason`. */
const below = (reason: RateExclusionReason) => fixed(true, reason);
/** Not in the denominator (nor so the numerator), because of `reason`. */
const outside = (reason: RateExclusionReason) => fixed(false, reason);
const notAPass = (facts: AttemptFacts): RateDecision => ({ denominator: true, numerator: false, reasons: facts.passObstacles });

/**
 * The rate table of docs/specification.md §6: for each rate, whether an attempt of the
 * window is counted below the line (denominator) and above it (numerator), and if not,
 * why. The report's counts and its explanation both come from here.
 */
export const RATE_DEFINITIONS: Record<RateName, (attempt: AttemptEvidence, facts: AttemptFacts) => RateDecision> = {
  firstAttemptSuccessRate: (a, f) => (a.attemptNumber !== 1 ? outside('NOT_FIRST_ATTEMPT') : f.verifiedPass ? ENTERED : notAPass(f)),
  independentlyVerifiedPassRate: (_a, f) => (f.verifiedPass ? ENTERED : notAPass(f)),
  unverifiedCompletionRate: (_a, f) =>
    !f.claimedSuccess ? below('NOT_CLAIMED_SUCCESS') : f.verdict !== null ? below('INDEPENDENTLY_VERIFIED') : ENTERED,
  repairRetryRate: (a, f) => (a.attemptNumber > 1 || f.reworkRequested ? ENTERED : below('NOT_A_RETRY')),
  humanRejectionRate: (_a, f) =>
    !f.reviewed
      ? outside('NOT_REVIEWED')
      : f.humanRejected
        ? ENTERED
        : below(f.supersededRejection ? 'SUPERSEDED_BY_ADJUDICATION' : 'NOT_REJECTED'),
  rollbackRate: (_a, f) => (f.rolledBack ? ENTERED : below('NOT_ROLLED_BACK')),
  policyBlockRate: (a) => (a.outcomeCode === 'BLOCKED_BY_POLICY' ? ENTERED : below('NOT_BLOCKED_BY_POLICY')),
  falseSuccessRate: (_a, f) =>
    !f.claimedSuccess
      ? outside('NOT_CLAIMED_SUCCESS')
      : f.falseSuccess
        ? ENTERED
        : below(f.supersededFailure || f.supersededRejection ? 'SUPERSEDED_BY_ADJUDICATION' : 'NOT_CONTRADICTED'),
  overrideRate: (_a, f) => (f.overridden ? ENTERED : below('NOT_OVERRIDDEN')),
};

/** Every rate's decision for one attempt of the window. */
export function rateDecisionsOf(attempt: AttemptEvidence, facts: AttemptFacts): Record<RateName, RateDecision> {
  return Object.fromEntries(RATE_NAMES.map((name) => [name, RATE_DEFINITIONS[name](attempt, facts)])) as Record<RateName, RateDecision>;
}

/**
 * Counts every rate of `folded` by task (`taskRef`): the numerator and denominator of a
 * rate are the sums of its successes and trials. Tasks are numbered in order of first
 * appearance; no number depends on that order.
 */
export function tallyRates(folded: readonly { attempt: AttemptEvidence; facts: AttemptFacts }[]): RateCounts {
  const taskIndex = new Map<string, number>();
  const taskOf = new Uint32Array(folded.length);
  for (let i = 0; i < folded.length; i++) {
    const ref = folded[i]!.attempt.taskRef;
    let index = taskIndex.get(ref);
    if (index === undefined) {
      index = taskIndex.size;
      taskIndex.set(ref, index);
    }
    taskOf[i] = index;
  }
  const tasks = taskIndex.size;
  const counts = Object.fromEntries(
    RATE_NAMES.map((name) => [name, { successes: new Uint32Array(tasks), trials: new Uint32Array(tasks) }]),
  ) as RateCounts;
  for (let i = 0; i < folded.length; i++) {
    const { attempt, facts } = folded[i]!;
    const task = taskOf[i]!;
    for (const name of RATE_NAMES) {
      const decision = RATE_DEFINITIONS[name](attempt, facts);
      if (!decision.denominator) continue;
      const rate = counts[name];
      rate.trials[task]! += 1;
      if (decision.numerator) rate.successes[task]! += 1;
    }
  }
  return counts;
}

export function ratesOf(counts: RateCounts, suppressed: boolean): Record<RateName, Rate> {
  return Object.fromEntries(RATE_NAMES.map((name) => [name, clusteredRateOf(counts[name] satisfies TaskCounts, suppressed)])) as Record<
    RateName,
    Rate
  >;
}

/** Most recent first: finishedAt, then id, descending (ids are lowercase UUIDs, so text order is uuid order). */
export function compareRecentFirst(a: Pick<AttemptEvidence, 'finishedAt' | 'id'>, b: Pick<AttemptEvidence, 'finishedAt' | 'id'>): number {
  return b.finishedAt - a.finishedAt || compareUtf16CodeUnits(b.id, a.id);
}

/** A cohort's rows as they stood at asOf, grouped for folding. */
export interface EvidenceAsOf {
  asOf: number;
  /** Attempts recorded by asOf, whatever their finishedAt. */
  recorded: AttemptEvidence[];
  /** Each recorded attempt's adjudications recorded by asOf, in seq order. */
  adjudicationsOf: Map<string, AdjudicationEvidence[]>;
  facts: Map<string, AttemptFacts>;
  /** Candidates for any window: recorded and finished by asOf, most recent first. */
  candidates: AttemptEvidence[];
}

/** Applies the as-of cut (docs/specification.md §6): only rows recorded by asOf exist, and only attempts finished by asOf count. */
export function evidenceAsOf(evidence: CohortEvidence, asOf: number): EvidenceAsOf {
  const recorded = evidence.attempts.filter((attempt) => attempt.recordedAt <= asOf);
  const adjudicationsOf = new Map<string, AdjudicationEvidence[]>(recorded.map((attempt) => [attempt.id, []]));
  for (const adjudication of evidence.adjudications)
    if (adjudication.recordedAt <= asOf) adjudicationsOf.get(adjudication.attemptId)?.push(adjudication);
  for (const list of adjudicationsOf.values()) list.sort((a, b) => a.seq - b.seq);
  const judge = verdictJudgeAsOf(evidence.trust, asOf);
  const facts = new Map(
    recorded.map((attempt) => [attempt.id, foldAttempt(attempt, adjudicationsOf.get(attempt.id)!, evidence.model, judge)]),
  );
  const candidates = recorded.filter((attempt) => attempt.finishedAt <= asOf).sort(compareRecentFirst);
  return { asOf, recorded, adjudicationsOf, facts, candidates };
}

/** The attempts a window selects, most recent first. */
export function selectWindow(candidates: readonly AttemptEvidence[], window: Window, asOf: number): AttemptEvidence[] {
  if ('lastAttempts' in window) return candidates.slice(0, window.lastAttempts);
  const start = windowStart(window, asOf)!;
  return candidates.filter((attempt) => attempt.finishedAt > start && attempt.finishedAt <= asOf);
}

export interface CriticalFailure {
  attemptId: string;
  outcomeId: string;
  attemptNumber: number;
  outcomeCode: OutcomeCode;
  stopReasonCode: StopReasonCode;
  severity: Severity;
  criticalFailureRecorded: boolean;
  finishedAt: number;
  inWindow: boolean;
}

export interface ReliabilityQuery {
  asOf: number;
  window: Window;
  minSamples: number;
  /** The metric rules version the report is computed under (src/domain/rules.ts); absent: the baseline. */
  rulesVersion?: number;
}

export interface ReliabilityReport {
  state: EvidenceState;
  asOf: number;
  window: Window;
  /** Start (exclusive) of a lastDays window; for lastAttempts, null. */
  windowStart: number | null;
  /** finishedAt of the oldest and newest attempt in the window; null when it is empty. */
  oldestFinishedAt: number | null;
  newestFinishedAt: number | null;
  minSamples: number;
  sampleSize: number;
  rates: Record<RateName, Rate>;
  consecutiveVerifiedPasses: number;
  evidenceFreshness: { lastVerifiedPassAt: number | null; ageSeconds: number | null };
  criticalFailures: { count: number; attempts: CriticalFailure[] };
  /** Attempts whose drift is not resolved by asOf; any one of them forces EVIDENCE_DRIFT. */
  unresolvedDriftAttemptIds: string[];
  /** Verifications of the window's attempts in an independent mode that were not counted, by reason. */
  verificationsNotCountedIndependent: NotCountedVerifications;
  evidenceDigest: string;
  /** How many rows (attempts, adjudications, verifier registry and withdrawal rows) the evidence digest covers. */
  evidenceRowCount: number;
}

const DRIFT_KINDS: ReadonlySet<AdjudicationKind> = new Set(['DRIFT_DETECTED', 'DRIFT_RESOLVED']);

/**
 * Adjudications whose effect is cohort-wide, whatever window is asked: drift decides
 * the state, and a critical failure is listed in every report. A loader must find
 * every attempt carrying one of them, inside the window or not.
 */
export const COHORT_WIDE_ADJUDICATION_KINDS: readonly AdjudicationKind[] = ['CRITICAL_FAILURE_RECORDED', ...DRIFT_KINDS];

/** Drift is cohort-wide: any recorded attempt, inside the window or not, finished by asOf or not. */
export function driftOf(view: EvidenceAsOf): { attemptIds: string[]; adjudications: AdjudicationEvidence[] } {
  const attemptIds = view.recorded
    .filter((attempt) => view.facts.get(attempt.id)!.unresolvedDrift)
    .map((attempt) => attempt.id)
    .sort(compareUtf16CodeUnits);
  const adjudications = [...view.adjudicationsOf.values()].flatMap((list) => list.filter((item) => DRIFT_KINDS.has(item.kind)));
  return { attemptIds, adjudications };
}

/** What a report reads: the as-of view, the window's attempts folded, the cohort's drift and its critical attempts. */
function reportBasis(evidence: CohortEvidence, query: ReliabilityQuery) {
  return basisOfView(evidenceAsOf(evidence, query.asOf), query);
}

function basisOfView(view: EvidenceAsOf, query: ReliabilityQuery) {
  if (view.asOf !== query.asOf) throw new RangeError(`a view as of ${view.asOf} cannot answer a report as of ${query.asOf}`);
  const inWindow = selectWindow(view.candidates, query.window, query.asOf);
  const folded = inWindow.map((attempt) => ({ attempt, facts: view.facts.get(attempt.id)! }));
  const drift = driftOf(view);
  const critical = view.candidates.filter((attempt) => view.facts.get(attempt.id)!.critical);
  const state = evidenceStateOf(drift.attemptIds.length > 0, inWindow.length, query.minSamples);
  return { view, inWindow, folded, drift, critical, state };
}

/**
 * The report of docs/specification.md §6 for one cohort as of `query.asOf`.
 *
 * Evidence that contributed (what evidenceDigest covers):
 * - every attempt in the window, with all of its adjudications recorded by asOf;
 * - every critical attempt listed in criticalFailures, with its CRITICAL_FAILURE_RECORDED adjudications;
 * - every DRIFT_DETECTED and DRIFT_RESOLVED adjudication of the cohort recorded by asOf
 *   (together they decide whether the state is EVIDENCE_DRIFT);
 * - the verifier registry and withdrawal rows that decided a verification of the window's attempts.
 */
export function reliabilityReport(evidence: CohortEvidence, query: ReliabilityQuery): ReliabilityReport {
  return reportOfView(evidenceAsOf(evidence, query.asOf), query);
}

/**
 * The same report from a view already cut at `query.asOf` (evidenceAsOf, or a view kept up
 * to date instant by instant: src/domain/cohort-walk.ts), so both answer one definition.
 */
export function reportOfView(view: EvidenceAsOf, query: ReliabilityQuery): ReliabilityReport {
  return reportOfBasis(basisOfView(view, query), query);
}

function reportOfBasis(basis: ReturnType<typeof basisOfView>, query: ReliabilityQuery): ReliabilityReport {
  const { view, inWindow, folded, drift, critical, state } = basis;

  let consecutiveVerifiedPasses = 0;
  while (consecutiveVerifiedPasses < folded.length && folded[consecutiveVerifiedPasses]!.facts.verifiedPass) consecutiveVerifiedPasses++;
  // Window attempts are most recent first, so the first verified pass is the latest.
  const latestPass = folded.find((entry) => entry.facts.verifiedPass);
  const lastVerifiedPassAt = latestPass ? latestPass.attempt.finishedAt : null;

  const windowIds = new Set(inWindow.map((attempt) => attempt.id));
  const criticalFailures = critical.map(
    (attempt): CriticalFailure => ({
      attemptId: attempt.id,
      outcomeId: attempt.outcomeId,
      attemptNumber: attempt.attemptNumber,
      outcomeCode: attempt.outcomeCode,
      stopReasonCode: attempt.stopReasonCode,
      severity: attempt.severity,
      criticalFailureRecorded: view.facts.get(attempt.id)!.criticalFailureRecorded,
      finishedAt: attempt.finishedAt,
      inWindow: windowIds.has(attempt.id),
    }),
  );

  const contributing: string[] = [];
  for (const attempt of inWindow) {
    contributing.push(attempt.contentDigest);
    for (const adjudication of view.adjudicationsOf.get(attempt.id)!) contributing.push(adjudication.contentDigest);
    contributing.push(...view.facts.get(attempt.id)!.trustRows);
  }
  for (const attempt of critical) {
    contributing.push(attempt.contentDigest);
    for (const adjudication of view.adjudicationsOf.get(attempt.id)!)
      if (adjudication.kind === 'CRITICAL_FAILURE_RECORDED') contributing.push(adjudication.contentDigest);
  }
  for (const adjudication of drift.adjudications) contributing.push(adjudication.contentDigest);
  const distinct = new Set(contributing);

  return {
    state,
    asOf: query.asOf,
    window: query.window,
    windowStart: windowStart(query.window, query.asOf),
    oldestFinishedAt: inWindow.at(-1)?.finishedAt ?? null,
    newestFinishedAt: inWindow[0]?.finishedAt ?? null,
    minSamples: query.minSamples,
    sampleSize: inWindow.length,
    rates: ratesOf(tallyRates(folded), state !== 'OK'),
    consecutiveVerifiedPasses,
    evidenceFreshness: {
      lastVerifiedPassAt,
      ageSeconds: lastVerifiedPassAt === null ? null : (query.asOf - lastVerifiedPassAt) / SECOND_MS,
    },
    criticalFailures: { count: criticalFailures.length, attempts: criticalFailures },
    unresolvedDriftAttemptIds: drift.attemptIds,
    verificationsNotCountedIndependent: notCountedOf(folded),
    evidenceDigest: evidenceDigestOf(distinct, query.rulesVersion),
    evidenceRowCount: distinct.size,
  };
}

/**
 * pass^k of the report of `evidence` as of `query` (docs/specification.md §6, "pass^k"): from
 * the same window, folded the same way, each attempt a try of its taskRef, and a pass exactly
 * when it is in the numerator of independentlyVerifiedPassRate; suppressed in the states
 * that suppress the rates. It reads only the window's attempts with their adjudications and
 * the registry and withdrawal rows that decided them, all of which the report's
 * evidenceDigest covers. Kept beside the report rather than in it: version 1 evidence bundles
 * sign the report without it, version 2 adds it beside (src/domain/bundle.ts, bundleReportOf).
 */
function passKOfBasis({ folded, state }: ReturnType<typeof reportBasis>): PassK[] {
  const pass = RATE_DEFINITIONS.independentlyVerifiedPassRate;
  return passKOf(
    folded.map(({ attempt, facts }) => ({ taskRef: attempt.taskRef, pass: pass(attempt, facts).numerator })),
    state !== 'OK',
  );
}

/** Cost, tokens and time per verified success of one report (docs/specification.md §6, "Effort per verified success"). */
export interface EffortPerVerifiedSuccessSet {
  cost: EffortPerVerifiedSuccess;
  tokens: EffortPerVerifiedSuccess;
  time: EffortPerVerifiedSuccess;
}

/**
 * Effort per verified success of the report of `evidence` as of `query`: the same window,
 * folded the same way, each attempt of the window with its effort, a pass exactly when it
 * is in the numerator of independentlyVerifiedPassRate; suppressed in the states that
 * suppress the rates. The effort columns are covered by each attempt's outcome digest and
 * so by the report's evidenceDigest (§3.3). Kept beside the report, as pass^k is.
 */
function effortOfBasis({ folded, state }: ReturnType<typeof reportBasis>): EffortPerVerifiedSuccessSet {
  const pass = RATE_DEFINITIONS.independentlyVerifiedPassRate;
  const tries = folded.map(({ attempt, facts }) => ({
    taskRef: attempt.taskRef,
    pass: pass(attempt, facts).numerator,
    finishedAt: attempt.finishedAt,
    effort: attempt.effort,
  }));
  const suppressed = state !== 'OK';
  return {
    cost: effortPerVerifiedSuccessOf('COST', tries, suppressed),
    tokens: effortPerVerifiedSuccessOf('TOKENS', tries, suppressed),
    time: effortPerVerifiedSuccessOf('TIME', tries, suppressed),
  };
}

/** The report, its pass^k and its effort per verified success, from one fold. */
export function reliabilityReportWithPassK(
  evidence: CohortEvidence,
  query: ReliabilityQuery,
): { report: ReliabilityReport; passK: PassK[]; effort: EffortPerVerifiedSuccessSet } {
  const basis = reportBasis(evidence, query);
  return { report: reportOfBasis(basis, query), passK: passKOfBasis(basis), effort: effortOfBasis(basis) };
}

/**
 * The report, its pass^k, and the window's tries for a paired comparison
 * (docs/specification.md §6, "Paired comparison"), from one fold: every attempt of the window
 * a try of its taskRef, a pass exactly when it is in the numerator of
 * independentlyVerifiedPassRate, as pass^k counts it. The tries read only rows the report's
 * evidenceDigest covers.
 */
export function reliabilityReportWithTries(
  evidence: CohortEvidence,
  query: ReliabilityQuery,
): { report: ReliabilityReport; passK: PassK[]; effort: EffortPerVerifiedSuccessSet; tries: TaskTry[] } {
  const basis = reportBasis(evidence, query);
  const pass = RATE_DEFINITIONS.independentlyVerifiedPassRate;
  const tries = basis.folded.map(({ attempt, facts }) => ({
    taskRef: attempt.taskRef,
    pass: pass(attempt, facts).numerator,
    finishedAt: attempt.finishedAt,
    id: attempt.id,
  }));
  return { report: reportOfBasis(basis, query), passK: passKOfBasis(basis), effort: effortOfBasis(basis), tries };
}

// ---------------------------------------------------------------------------
// Explaining a report (docs/specification.md §6, "Explaining a report"): per attempt the
// report considered, what the fold did with it, from the same decisions as the counts.
// ---------------------------------------------------------------------------

export interface AttemptExplanation {
  attempt: AttemptEvidence;
  inWindow: boolean;
  /** Listed in the report's criticalFailures. */
  critical: boolean;
  /** Its drift is unresolved as of asOf (listed in unresolvedDriftAttemptIds). */
  unresolvedDrift: boolean;
  /** For an attempt outside the window, every rate is `outside(OUTSIDE_WINDOW or FINISHED_AFTER_AS_OF)`. */
  rates: Record<RateName, RateDecision>;
}

/**
 * Every attempt the report of `evidence` as of `query` considered, most recent first
 * (finishedAt, then id, descending): the window's attempts, the critical attempts it lists
 * and the attempts carrying a drift adjudication recorded by asOf; each with its decision
 * for every rate. For every rate, the window's numerator and denominator entries add up
 * to the report's counts, because `tallyRates` counts the same decisions.
 */
export function explainReport(evidence: CohortEvidence, query: ReliabilityQuery): AttemptExplanation[] {
  const { view, inWindow, drift, critical } = reportBasis(evidence, query);
  const windowIds = new Set(inWindow.map((attempt) => attempt.id));
  const criticalIds = new Set(critical.map((attempt) => attempt.id));
  const driftIds = new Set(drift.adjudications.map((adjudication) => adjudication.attemptId));
  const unresolved = new Set(drift.attemptIds);
  return view.recorded
    .filter((attempt) => windowIds.has(attempt.id) || criticalIds.has(attempt.id) || driftIds.has(attempt.id))
    .sort(compareRecentFirst)
    .map((attempt) => {
      const inWindow = windowIds.has(attempt.id);
      const away = outside(attempt.finishedAt <= query.asOf ? 'OUTSIDE_WINDOW' : 'FINISHED_AFTER_AS_OF');
      return {
        attempt,
        inWindow,
        critical: criticalIds.has(attempt.id),
        unresolvedDrift: unresolved.has(attempt.id),
        rates: inWindow
          ? rateDecisionsOf(attempt, view.facts.get(attempt.id)!)
          : (Object.fromEntries(RATE_NAMES.map((name) => [name, away])) as Record<RateName, RateDecision>),
      };
    });
}

// ---------------------------------------------------------------------------
// Time series (trend plots): the same fold, bucketed by finishedAt.
// ---------------------------------------------------------------------------

export const SERIES_BUCKETS = ['DAY', 'WEEK'] as const;
export type SeriesBucket = (typeof SERIES_BUCKETS)[number];
export const MAX_SERIES_BUCKETS = 366;

const BUCKET_MS: Record<SeriesBucket, number> = { DAY: DAY_MS, WEEK: 7 * DAY_MS };
/** 1970-01-01 was a Thursday; weeks start on Monday 00:00 UTC (ISO 8601), the first 3 days before the epoch. */
const BUCKET_ORIGIN: Record<SeriesBucket, number> = { DAY: 0, WEEK: -3 * DAY_MS };

/** Start of the UTC bucket holding `instant`. */
export function bucketStartOf(bucket: SeriesBucket, instant: number): number {
  const size = BUCKET_MS[bucket];
  const origin = BUCKET_ORIGIN[bucket];
  return origin + Math.floor((instant - origin) / size) * size;
}

/** How many buckets a series from `from` to `to` (both inclusive) spans. */
export function bucketCount(bucket: SeriesBucket, from: number, to: number): number {
  return (bucketStartOf(bucket, to) - bucketStartOf(bucket, from)) / BUCKET_MS[bucket] + 1;
}

export interface SeriesQuery {
  bucket: SeriesBucket;
  /** Inclusive; attempts finished before it are not plotted. */
  from: number;
  /** Inclusive, and the as-of instant of the whole series. */
  to: number;
  minSamples: number;
}

export interface SeriesPoint {
  /** Bucket [start, end) in UTC, clipped to the series' [from, to] for counting. */
  start: number;
  end: number;
  state: EvidenceState;
  sampleSize: number;
  rates: Record<RateName, Rate>;
  criticalFailureCount: number;
  verificationsNotCountedIndependent: NotCountedVerifications;
}

export interface ReliabilitySeries {
  bucket: SeriesBucket;
  from: number;
  to: number;
  minSamples: number;
  points: SeriesPoint[];
  /** Unresolved drift as of `to`: while any is listed, every point is EVIDENCE_DRIFT. */
  unresolvedDriftAttemptIds: string[];
  /** Covers the plotted attempts with their adjudications and the registry and withdrawal rows that decided them, and the cohort's drift adjudications. */
  evidenceDigest: string;
}

export function reliabilitySeries(evidence: CohortEvidence, query: SeriesQuery): ReliabilitySeries {
  if (query.from > query.to) throw new RangeError('a series needs from <= to');
  const count = bucketCount(query.bucket, query.from, query.to);
  if (count > MAX_SERIES_BUCKETS) throw new RangeError(`a series has at most ${MAX_SERIES_BUCKETS} buckets, this one ${count}`);
  const view = evidenceAsOf(evidence, query.to);
  const drift = driftOf(view);
  const drifted = drift.attemptIds.length > 0;
  const size = BUCKET_MS[query.bucket];
  const first = bucketStartOf(query.bucket, query.from);

  const plotted = view.candidates.filter((attempt) => attempt.finishedAt >= query.from);
  const byBucket = Array.from({ length: count }, () => [] as { attempt: AttemptEvidence; facts: AttemptFacts }[]);
  for (const attempt of plotted)
    byBucket[Math.floor((attempt.finishedAt - first) / size)]!.push({ attempt, facts: view.facts.get(attempt.id)! });

  const points = byBucket.map((folded, index): SeriesPoint => {
    const state = evidenceStateOf(drifted, folded.length, query.minSamples);
    return {
      start: first + index * size,
      end: first + (index + 1) * size,
      state,
      sampleSize: folded.length,
      rates: ratesOf(tallyRates(folded), state !== 'OK'),
      criticalFailureCount: folded.filter((entry) => entry.facts.critical).length,
      verificationsNotCountedIndependent: notCountedOf(folded),
    };
  });

  const contributing: string[] = [];
  for (const attempt of plotted) {
    contributing.push(attempt.contentDigest);
    for (const adjudication of view.adjudicationsOf.get(attempt.id)!) contributing.push(adjudication.contentDigest);
    contributing.push(...view.facts.get(attempt.id)!.trustRows);
  }
  for (const adjudication of drift.adjudications) contributing.push(adjudication.contentDigest);

  return {
    bucket: query.bucket,
    from: query.from,
    to: query.to,
    minSamples: query.minSamples,
    points,
    unresolvedDriftAttemptIds: drift.attemptIds,
    evidenceDigest: evidenceDigestOf(contributing),
  };
}
