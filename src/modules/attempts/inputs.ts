// Validation of a recorded outcome (docs/specification.md §3.1, §3.3). Every rule that the
// database also enforces is checked here first, so a client gets a ValidationError
// naming the field instead of a refused write.
import { z } from 'zod';
import {
  EVIDENCE_KINDS,
  OUTCOME_CODES,
  SEVERITIES,
  STOP_REASON_CODES,
  VERIFICATION_MODES,
  VERIFICATION_RESULTS,
} from '../../domain/enums.js';
import { MAX_EVIDENCE_ITEMS, type OutcomeSubmission } from '../../domain/outcome.js';
import { CURRENCY_CODES, MAX_EFFORT_AMOUNT, type Effort } from '../../domain/effort.js';
import { UNCLASSIFIED_CAPABILITY } from '../../domain/grammars.js';
import { INGEST_REFUSAL_MESSAGE, INGEST_REFUSED_MODES, verificationProblems } from '../../domain/verification.js';
import { scopeSchema, verificationSchema } from '../common/inputs.js';
import { capabilityKey, digest, instant, label, reference, uuid } from '../common/validation.js';

/** Largest batch `recordAttempts` accepts. */
export const MAX_BATCH_OUTCOMES = 500;
/** Clock skew tolerated on `finishedAt` before it counts as "in the future". */
export const FUTURE_SKEW_MS = 5 * 60 * 1000;

const count = z.number().int().min(0).max(100_000);

export const evidenceSchema = z.object({ kind: z.enum(EVIDENCE_KINDS), digest });
export const runtimeSchema = z.object({ provider: label, model: label, runtimeVersion: label });
export const policySchema = z.object({ harnessVersion: label, policyVersion: label });
export const acceptanceCriteriaSchema = z.object({ total: count, met: count });
export const validationCommandsSchema = z.object({ total: count, passed: count, failed: count });

/** An effort amount: a whole number from 0 to 2^53 − 1 (the SQL domain crl_effort_amount). */
const amount = z.number().int('a whole number').min(0, 'never negative').max(MAX_EFFORT_AMOUNT, `at most ${MAX_EFFORT_AMOUNT} (2^53 − 1)`);
const optionalAmount = amount.nullish().transform((value) => value ?? null);

export const costSchema = z.object({
  micros: amount,
  currency: z.enum(CURRENCY_CODES, { message: 'an ISO 4217 currency code of the closed list (§3.3)' }),
});

/**
 * Effort (docs/specification.md §3.3, "Effort"): every field optional, a cost both its amount
 * and its currency. An effort that states nothing is no effort (null), so it digests as an
 * outcome without effort does.
 */
export const effortSchema = z
  .object({
    inputTokens: optionalAmount,
    outputTokens: optionalAmount,
    cost: costSchema.nullish().transform((value) => value ?? null),
    harnessWallTimeMs: optionalAmount,
  })
  .nullish()
  .transform((effort): Effort | null =>
    !effort || (effort.inputTokens === null && effort.outputTokens === null && effort.cost === null && effort.harnessWallTimeMs === null)
      ? null
      : effort,
  );

export const outcomeSchema = z
  .object({
    outcomeId: reference,
    projectId: uuid,
    taskRef: reference,
    workPackageRef: reference.nullish().transform((value) => value ?? null),
    agentRunRef: reference,
    workerRef: reference,
    outcomeCode: z.enum(OUTCOME_CODES),
    stopReasonCode: z.enum(STOP_REASON_CODES),
    attemptNumber: z.number().int().min(1, 'attempt numbers start at 1').max(1_000_000),
    startedAt: instant,
    finishedAt: instant,
    capabilities: z
      .array(capabilityKey.refine((key) => key !== UNCLASSIFIED_CAPABILITY, `"${UNCLASSIFIED_CAPABILITY}" is reserved for the ledger`))
      .max(256, 'at most 256 capability keys'),
    scope: scopeSchema,
    runtime: runtimeSchema,
    policy: policySchema,
    verification: verificationSchema,
    acceptanceCriteria: acceptanceCriteriaSchema,
    validationCommands: validationCommandsSchema,
    humanOverride: z.boolean().default(false),
    humanRejected: z.boolean().default(false),
    rolledBack: z.boolean().default(false),
    severity: z.enum(SEVERITIES).default('NORMAL'),
    evidence: z.array(evidenceSchema).max(MAX_EVIDENCE_ITEMS, `at most ${MAX_EVIDENCE_ITEMS} evidence items`).default([]),
    effort: effortSchema,
  })
  .superRefine((outcome, ctx) => {
    if (outcome.finishedAt < outcome.startedAt)
      ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: 'finishedAt is before startedAt' });
    if (outcome.finishedAt.getTime() > Date.now() + FUTURE_SKEW_MS)
      ctx.addIssue({ code: 'custom', path: ['finishedAt'], message: 'finishedAt is in the future' });
    if (outcome.acceptanceCriteria.met > outcome.acceptanceCriteria.total)
      ctx.addIssue({ code: 'custom', path: ['acceptanceCriteria', 'met'], message: 'met exceeds total' });
    const commands = outcome.validationCommands;
    if (commands.passed + commands.failed > commands.total)
      ctx.addIssue({ code: 'custom', path: ['validationCommands'], message: 'passed + failed exceeds total' });
    if (INGEST_REFUSED_MODES.includes(outcome.verification.mode))
      ctx.addIssue({ code: 'custom', path: ['verification', 'mode'], message: INGEST_REFUSAL_MESSAGE });
    for (const problem of verificationProblems(outcome.verification, outcome.workerRef))
      ctx.addIssue({ code: 'custom', path: ['verification', problem.field], message: problem.message });
  }) satisfies z.ZodType<OutcomeSubmission, unknown>;
