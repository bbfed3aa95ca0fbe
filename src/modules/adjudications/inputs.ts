// Validation of an appended adjudication (docs/specification.md §4).
import { z } from 'zod';
import { ADJUDICATION_KINDS } from '../../domain/enums.js';
import { INDEPENDENT_MODES, verificationProblems } from '../../domain/verification.js';
import { verificationSchema } from '../common/inputs.js';
import { capabilityKey, digest, reference, uuid } from '../common/validation.js';
import { ValidationError } from '../../errors.js';

export const MAX_ADJUDICATION_EVIDENCE = 32;

/**
 * Kinds only the ledger appends (docs/specification.md §5): drift is detected when a
 * replayed outcome's digest differs from the stored one, never asserted by a client.
 * The database refuses them from the application role too (crl_guard_drift_detection).
 */
export const LEDGER_ONLY_KINDS: readonly string[] = ['DRIFT_DETECTED'];

export const adjudicationSchema = z
  .object({
    attemptId: z.string().max(200).nullish(),
    projectId: uuid.nullish(),
    outcomeId: reference.nullish(),
    capabilityKey: capabilityKey.nullish(),
    idempotencyKey: reference,
    kind: z.enum(ADJUDICATION_KINDS),
    verification: verificationSchema.nullish(),
    evidenceDigests: z.array(digest).max(MAX_ADJUDICATION_EVIDENCE, `at most ${MAX_ADJUDICATION_EVIDENCE} evidence digests`).default([]),
    reasonDigest: digest.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if (LEDGER_ONLY_KINDS.includes(input.kind))
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `${input.kind} is appended only by the ledger when it detects drift` });
    const byNaturalKey = input.projectId != null || input.outcomeId != null || input.capabilityKey != null;
    if (input.attemptId != null && byNaturalKey)
      ctx.addIssue({ code: 'custom', path: ['attemptId'], message: 'give attemptId, or projectId + outcomeId + capabilityKey, not both' });
    if (input.attemptId == null && !(input.projectId && input.outcomeId && input.capabilityKey))
      ctx.addIssue({ code: 'custom', path: ['attemptId'], message: 'give attemptId, or projectId + outcomeId + capabilityKey' });
    if (input.kind === 'VERIFICATION_RECORDED' && !input.verification)
      ctx.addIssue({ code: 'custom', path: ['verification'], message: 'a VERIFICATION_RECORDED adjudication needs its verification' });
    if (input.kind !== 'VERIFICATION_RECORDED' && input.verification)
      ctx.addIssue({ code: 'custom', path: ['verification'], message: `a ${input.kind} adjudication carries no verification` });
  });

export type AdjudicationInput = z.infer<typeof adjudicationSchema>;

/**
 * A verdict in an independent mode comes from the verifier's own credential
 * (docs/specification.md §4): its verifier is the actor of the token that appends it,
 * taken from the token when the input names none. Naming another is a ValidationError.
 */
export function verdictOfOwnCredential(input: AdjudicationInput, actorRef: string): AdjudicationInput['verification'] {
  const verification = input.verification;
  if (!verification || !INDEPENDENT_MODES.includes(verification.mode)) return verification;
  if (verification.verifierRef !== null && verification.verifierRef !== actorRef)
    throw ValidationError.of([
      {
        path: 'input.verification.verifierRef',
        message:
          `a ${verification.mode} verdict names as its verifier the actor of the token that appends it (${actorRef}); ` +
          `the verifier ${verification.verifierRef} records its own verdicts with its own credential`,
      },
    ]);
  return { ...verification, verifierRef: actorRef };
}

/** Rules that need the attempt: an independent agent can never be the attempt's own worker. */
export function verificationIssuesFor(input: AdjudicationInput, workerRef: string) {
  if (!input.verification) return [];
  return verificationProblems(input.verification, workerRef).map((problem) => ({
    path: `input.verification.${problem.field}`,
    message: problem.message,
  }));
}
