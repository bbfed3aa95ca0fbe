// When a verification counts as independent (docs/specification.md §3.3). Used at ingest, at
// adjudication and by the reliability fold, so the rule is written only here.
import type { VerificationMode } from './enums.js';

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
  if (claim.verifierRef === null || claim.verifierRef === attempt.workerRef || claim.verifierRef === attempt.recordedBy)
    return false;
  if (claim.mode === 'INDEPENDENT_AGENT' && (claim.verifierModel === null || claim.verifierModel === attempt.model))
    return false;
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
