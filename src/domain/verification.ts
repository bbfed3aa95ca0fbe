// When a verification counts as independent (docs/specification.md §3.3). Used at ingest, at
// adjudication and by the reliability fold, so the rule is written only here.
import type { VerificationMode } from './enums.js';
import { rowFields } from './row-fields.js';

export const INDEPENDENT_MODES: readonly VerificationMode[] = ['DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT'];

/**
 * Modes the harness may report with an attempt (docs/specification.md §3.3): an agent's
 * verdict comes only from the verifier's own credential, as an adjudication.
 */
export const INGEST_REFUSED_MODES: readonly VerificationMode[] = ['INDEPENDENT_AGENT'];

export const INGEST_REFUSAL_MESSAGE =
  'an INDEPENDENT_AGENT verdict is not taken with the attempt: the verifier records it with its own credential, ' +
  'as a VERIFICATION_RECORDED adjudication (appendAdjudication)';

export interface VerificationClaim {
  mode: VerificationMode;
  verifierRef: string | null;
  verifierModel: string | null;
}

export interface AttemptParties {
  workerRef: string;
  recordedBy: string;
  model: string;
}

export function isIndependentVerification(claim: VerificationClaim, attempt: AttemptParties): boolean {
  if (!INDEPENDENT_MODES.includes(claim.mode)) return false;
  if (claim.verifierRef === null || claim.verifierRef === attempt.workerRef || claim.verifierRef === attempt.recordedBy) return false;
  if (claim.mode === 'INDEPENDENT_AGENT' && (claim.verifierModel === null || claim.verifierModel === attempt.model)) return false;
  return true;
}

/**
 * Shape rules every verification must satisfy before it is written; returns the
 * problems keyed by the field they concern. `workerRef` is the attempt's worker.
 */
export function verificationProblems(
  claim: VerificationClaim & { result: string },
  workerRef: string,
): { field: 'verifierRef' | 'verifierModel' | 'result'; message: string }[] {
  const problems: { field: 'verifierRef' | 'verifierModel' | 'result'; message: string }[] = [];
  if (claim.mode === 'NONE' && claim.result !== 'NOT_RUN')
    problems.push({ field: 'result', message: 'a verification with mode NONE can only have result NOT_RUN' });
  if (INDEPENDENT_MODES.includes(claim.mode) && claim.verifierRef === null)
    problems.push({ field: 'verifierRef', message: `a ${claim.mode} verification must name its verifierRef` });
  if (claim.mode === 'INDEPENDENT_AGENT' && claim.verifierModel === null)
    problems.push({ field: 'verifierModel', message: 'an INDEPENDENT_AGENT verification must name its verifierModel' });
  if (claim.mode === 'INDEPENDENT_AGENT' && claim.verifierRef !== null && claim.verifierRef === workerRef)
    problems.push({ field: 'verifierRef', message: 'an INDEPENDENT_AGENT verifier cannot be the worker itself' });
  return problems;
}

// ---------------------------------------------------------------------------
// Earned independence (docs/specification.md §3.3, "Verifiers"): a verdict counts only
// from a verifier registered for the project with that kind (and, for an agent, that
// model) as of the report's instant, and not withdrawn for the instant it was recorded.
// ---------------------------------------------------------------------------

/** Why a verification in an independent mode was not counted as independent; the order of the report's counts. */
export const NOT_COUNTED_REASONS = ['unregistered', 'withdrawn', 'notIndependent'] as const;
export type NotCountedReason = (typeof NOT_COUNTED_REASONS)[number];

/** A registry row: `verifierRef` may give verdicts of `kind` in its project from `registeredAt` on. */
export interface RegisteredVerifier {
  verifierRef: string;
  kind: VerificationMode;
  /** For INDEPENDENT_AGENT, the model its verdicts must name; null for a deterministic check. */
  model: string | null;
  registeredAt: number;
  contentDigest: string;
}

/** A withdrawal row: from `withdrawnAt` on, verdicts recorded in [verdictsFrom, verdictsUntil) no longer count. */
export interface VerifierWithdrawal {
  verifierRef: string;
  /** Inclusive; null: from the first verdict. */
  verdictsFrom: number | null;
  /** Exclusive; null: with no end. */
  verdictsUntil: number | null;
  withdrawnAt: number;
  contentDigest: string;
}

/** The columns of a `verifier` row a registry is read from (src/domain/row-fields.ts). */
export const REGISTERED_VERIFIER_FIELDS = rowFields<RegisteredVerifier>()([
  { name: 'verifierRef', column: 'verifier_ref' },
  { name: 'kind', column: 'kind' },
  { name: 'model', column: 'model' },
  { name: 'registeredAt', column: 'registered_at', instant: 'required' },
  { name: 'contentDigest', column: 'content_digest' },
]);

/** The columns of a `verifier_withdrawal` row a withdrawal is read from. */
export const VERIFIER_WITHDRAWAL_FIELDS = rowFields<VerifierWithdrawal>()([
  { name: 'verifierRef', column: 'verifier_ref' },
  { name: 'verdictsFrom', column: 'verdicts_from', instant: 'nullable' },
  { name: 'verdictsUntil', column: 'verdicts_until', instant: 'nullable' },
  { name: 'withdrawnAt', column: 'withdrawn_at', instant: 'required' },
  { name: 'contentDigest', column: 'content_digest' },
]);

/** A project's registry and withdrawals, as stored (a loader may pass more than were stamped by asOf). */
export interface VerifierTrust {
  verifiers: readonly RegisteredVerifier[];
  withdrawals: readonly VerifierWithdrawal[];
}

export type VerdictStanding =
  | { counted: true; decidedBy: readonly string[] }
  | { counted: false; reason: NotCountedReason; decidedBy: readonly string[] };

/** Decides one concluded verification recorded at `recordedAt`; null when it is no verdict (a non-independent mode, or NOT_RUN). */
export type VerdictJudge = (
  claim: VerificationClaim & { result: string },
  attempt: AttemptParties,
  recordedAt: number,
) => VerdictStanding | null;

const COUNTED_BY_THE_PARTY_RULES: VerdictStanding = { counted: true, decidedBy: [] };
const NOT_INDEPENDENT: VerdictStanding = { counted: false, reason: 'notIndependent', decidedBy: [] };
const UNREGISTERED: VerdictStanding = { counted: false, reason: 'unregistered', decidedBy: [] };

/**
 * The judge of verdicts as of `asOf`: only registry and withdrawal rows stamped by then
 * exist. `decidedBy` names the content digests of the rows that decided a standing, for
 * the report's evidence digest. Without `trust`, every verdict is judged by the party
 * rules alone (rules 1 to 3 of docs/specification.md §3.3, no registry).
 */
export function verdictJudgeAsOf(trust: VerifierTrust | undefined, asOf: number): VerdictJudge {
  const registered = new Map<string, RegisteredVerifier>();
  const withdrawn = new Map<string, VerifierWithdrawal[]>();
  if (trust) {
    for (const verifier of trust.verifiers) if (verifier.registeredAt <= asOf) registered.set(verifier.verifierRef, verifier);
    for (const withdrawal of trust.withdrawals)
      if (withdrawal.withdrawnAt <= asOf)
        withdrawn.set(withdrawal.verifierRef, [...(withdrawn.get(withdrawal.verifierRef) ?? []), withdrawal]);
  }
  return (claim, attempt, recordedAt) => {
    if (!INDEPENDENT_MODES.includes(claim.mode) || claim.result === 'NOT_RUN') return null;
    if (!isIndependentVerification(claim, attempt)) return NOT_INDEPENDENT;
    if (!trust) return COUNTED_BY_THE_PARTY_RULES;
    const verifier = registered.get(claim.verifierRef!);
    if (!verifier || verifier.kind !== claim.mode || (claim.mode === 'INDEPENDENT_AGENT' && verifier.model !== claim.verifierModel))
      return UNREGISTERED;
    const withdrawal = withdrawn
      .get(verifier.verifierRef)
      ?.find(
        (w) => (w.verdictsFrom === null || w.verdictsFrom <= recordedAt) && (w.verdictsUntil === null || recordedAt < w.verdictsUntil),
      );
    if (withdrawal) return { counted: false, reason: 'withdrawn', decidedBy: [verifier.contentDigest, withdrawal.contentDigest] };
    return { counted: true, decidedBy: [verifier.contentDigest] };
  };
}
