// GraphQL input types of a recorded outcome; their rules live in inputs.ts (zod), each
// input tied to its schema (zodInputType).
import { EvidenceKindEnum, OutcomeCodeEnum, SeverityEnum, StopReasonCodeEnum } from '../common/enums.js';
import { ScopeInput, VerificationInput } from '../common/inputs.js';
import { zodInputType } from '../common/input-tie.js';
import {
  acceptanceCriteriaSchema,
  costSchema,
  effortSchema,
  evidenceSchema,
  outcomeSchema,
  policySchema,
  runtimeSchema,
  validationCommandsSchema,
} from './inputs.js';

export const RuntimeInput = zodInputType('RuntimeInput', runtimeSchema, {
  fields: (t) => ({
    provider: t.string({ required: true }),
    model: t.string({ required: true }),
    runtimeVersion: t.string({ required: true }),
  }),
});

export const PolicyInput = zodInputType('PolicyInput', policySchema, {
  fields: (t) => ({
    harnessVersion: t.string({ required: true }),
    policyVersion: t.string({ required: true }),
  }),
});

export const EvidenceInput = zodInputType('EvidenceInput', evidenceSchema, {
  fields: (t) => ({
    kind: t.field({ type: EvidenceKindEnum, required: true }),
    digest: t.string({ required: true, description: 'SHA-256 (64 lowercase hex) of the evidence, kept outside the ledger.' }),
  }),
});

const AcceptanceCriteriaInput = zodInputType('AcceptanceCriteriaInput', acceptanceCriteriaSchema, {
  fields: (t) => ({ total: t.int({ required: true }), met: t.int({ required: true }) }),
});

const ValidationCommandsInput = zodInputType('ValidationCommandsInput', validationCommandsSchema, {
  fields: (t) => ({ total: t.int({ required: true }), passed: t.int({ required: true }), failed: t.int({ required: true }) }),
});

const CostInput = zodInputType('CostInput', costSchema, {
  description: 'A cost in integer micro-units (10^-6) of one currency: 1.25 USD is { micros: 1250000, currency: "USD" }.',
  fields: (t) => ({
    micros: t.float({ required: true, description: "A whole number from 0 to 2^53 − 1 (a Float, as GraphQL's Int stops at 2^31 − 1)." }),
    currency: t.string({
      required: true,
      description: "An ISO 4217 alphabetic code of the ledger's closed list (docs/specification.md §3.3).",
    }),
  }),
});

export const EffortInput = zodInputType('EffortInput', effortSchema, {
  description:
    'What the attempt cost (docs/specification.md §3.3, "Effort"): every field optional, numbers and closed codes only. ' +
    'Amounts are whole numbers from 0 to 2^53 − 1. Reports count an attempt without the effort a measure needs as unknown, never as zero.',
  fields: (t) => ({
    inputTokens: t.float({ description: 'Tokens the model read.' }),
    outputTokens: t.float({ description: 'Tokens the model wrote.' }),
    cost: t.field({ type: CostInput }),
    harnessWallTimeMs: t.float({
      description: "The harness's own wall time in milliseconds, where it differs from finishedAt − startedAt.",
    }),
  }),
});

export const RecordAttemptInput = zodInputType('RecordAttemptInput', outcomeSchema, {
  description: 'One canonical outcome; it fans out into one attempt per capability exercised.',
  fields: (t) => ({
    outcomeId: t.string({ required: true, description: 'Idempotency key, with each capability key, within the project.' }),
    projectId: t.string({ required: true, description: 'UUID of the project.' }),
    taskRef: t.string({ required: true }),
    workPackageRef: t.string(),
    agentRunRef: t.string({ required: true }),
    workerRef: t.string({ required: true }),
    outcomeCode: t.field({ type: OutcomeCodeEnum, required: true }),
    stopReasonCode: t.field({ type: StopReasonCodeEnum, required: true }),
    attemptNumber: t.int({ required: true, description: '1 for a first try.' }),
    startedAt: t.field({ type: 'DateTime', required: true }),
    finishedAt: t.field({ type: 'DateTime', required: true }),
    capabilities: t.stringList({
      required: true,
      description: 'Capability keys exercised. None, or more than 16, are recorded as the single capability `unclassified`.',
    }),
    scope: t.field({ type: ScopeInput, required: true }),
    runtime: t.field({ type: RuntimeInput, required: true }),
    policy: t.field({ type: PolicyInput, required: true }),
    verification: t.field({ type: VerificationInput, required: true }),
    acceptanceCriteria: t.field({ type: AcceptanceCriteriaInput, required: true }),
    validationCommands: t.field({ type: ValidationCommandsInput, required: true }),
    humanOverride: t.boolean({ defaultValue: false }),
    humanRejected: t.boolean({ defaultValue: false }),
    rolledBack: t.boolean({ defaultValue: false }),
    severity: t.field({ type: SeverityEnum, defaultValue: 'NORMAL' }),
    evidence: t.field({ type: [EvidenceInput], defaultValue: [] }),
    effort: t.field({ type: EffortInput, description: 'What the attempt cost; optional. Part of the outcome digest when given.' }),
  }),
});
