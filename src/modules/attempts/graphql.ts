// Attempts (docs/specification.md §3.3): the Attempt type, its queries, and the recordAttempt /
// recordAttempts mutations.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { ForbiddenError, IdempotencyConflictError, ValidationError } from '../../errors.js';
import { readableProjects, readScope, touchableProjects } from '../auth/caller.js';
import {
  EvidenceKindEnum,
  OutcomeCodeEnum,
  SeverityEnum,
  StopReasonCodeEnum,
  VerificationModeEnum,
  VerificationResultEnum,
} from '../common/enums.js';
import { batchOf, listSize } from '../common/cost.js';
import { reads } from '../common/pages.js';
import { ledgerIdOf, NO_SUCH_ID } from '../common/ids.js';
import { capabilityKey, parseInput, reference, uuid } from '../common/validation.js';
import { RecordAttemptInput } from './graphql-inputs.js';
import { MAX_BATCH_OUTCOMES } from './inputs.js';
import { attemptPages } from './pages.js';
import { recordForCaller, type ItemOutcome, type RecordAttemptPayload } from './record.js';
import type { EvidenceKind } from '../../domain/enums.js';
import { effortEntryOf, type EffortEntry } from '../../domain/effort.js';
import type { AttemptRow } from './row.js';
import { ReceiptRef, receiptsFor } from '../transparency/receipts.js';

const amountOf = (value: bigint | null): number | null => (value === null ? null : Number(value));

/** The effort an attempt row states, or null when it states none (effortEntryOf). */
export function effortOfRow(
  row: Pick<AttemptRow, 'inputTokens' | 'outputTokens' | 'costMicros' | 'costCurrency' | 'harnessWallTimeMs'>,
): EffortEntry | null {
  return effortEntryOf({
    inputTokens: amountOf(row.inputTokens),
    outputTokens: amountOf(row.outputTokens),
    costMicros: amountOf(row.costMicros),
    costCurrency: row.costCurrency,
    harnessWallTimeMs: amountOf(row.harnessWallTimeMs),
  });
}

const CostRef = builder.objectRef<{ micros: number; currency: string }>('Cost').implement({
  description: 'A cost in integer micro-units (10^-6) of one ISO 4217 currency.',
  fields: (t) => ({
    micros: t.exposeFloat('micros', { description: 'A whole number from 0 to 2^53 − 1.' }),
    currency: t.exposeString('currency', { description: "An ISO 4217 alphabetic code of the ledger's closed list." }),
  }),
});

const EffortRef = builder.objectRef<EffortEntry>('Effort').implement({
  description: 'What an attempt cost, as recorded with it (docs/specification.md §3.3, "Effort"). Amounts are whole numbers.',
  fields: (t) => ({
    inputTokens: t.exposeFloat('inputTokens', { nullable: true }),
    outputTokens: t.exposeFloat('outputTokens', { nullable: true }),
    cost: t.field({ type: CostRef, nullable: true, resolve: (effort) => effort.cost }),
    harnessWallTimeMs: t.exposeFloat('harnessWallTimeMs', { nullable: true, description: "The harness's own wall time in milliseconds." }),
  }),
});

const EvidenceRef = builder.objectRef<{ kind: EvidenceKind; digest: string }>('Evidence').implement({
  fields: (t) => ({
    kind: t.field({ type: EvidenceKindEnum, resolve: (evidence) => evidence.kind }),
    digest: t.exposeString('digest'),
  }),
});

export const AttemptNode = builder.prismaNode('Attempt', {
  id: { field: 'id', ...reads('Attempt', 'id') },
  nullable: true,
  findUnique: (id, context) => ({ id: ledgerIdOf(id, 'Attempt') ?? NO_SUCH_ID, projectId: touchableProjects(context.caller) }),
  description: 'One capability exercised by one recorded outcome. Immutable; later evidence arrives as adjudications.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the attempt.' }),
    cohort: t.relation('cohort'),
    projectId: t.exposeString('projectId'),
    capabilityKey: t.exposeString('capabilityKey'),
    attemptGroupId: t.exposeString('attemptGroupId', { description: 'Shared by every attempt of one outcome.' }),
    multiplicity: t.exposeInt('multiplicity', { description: 'How many attempts share this attemptGroupId.' }),
    outcomeId: t.exposeString('outcomeId'),
    taskRef: t.exposeString('taskRef'),
    workPackageRef: t.exposeString('workPackageRef', { nullable: true }),
    agentRunRef: t.exposeString('agentRunRef'),
    workerRef: t.exposeString('workerRef'),
    outcomeCode: t.expose('outcomeCode', { type: OutcomeCodeEnum }),
    stopReasonCode: t.expose('stopReasonCode', { type: StopReasonCodeEnum }),
    attemptNumber: t.exposeInt('attemptNumber'),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime' }),
    verificationMode: t.expose('verificationMode', { type: VerificationModeEnum }),
    verificationResult: t.expose('verificationResult', { type: VerificationResultEnum }),
    verifierRef: t.exposeString('verifierRef', { nullable: true }),
    verifierModel: t.exposeString('verifierModel', { nullable: true }),
    acceptanceCriteriaTotal: t.exposeInt('acceptanceCriteriaTotal'),
    acceptanceCriteriaMet: t.exposeInt('acceptanceCriteriaMet'),
    validationCommandsTotal: t.exposeInt('validationCommandsTotal'),
    validationCommandsPassed: t.exposeInt('validationCommandsPassed'),
    validationCommandsFailed: t.exposeInt('validationCommandsFailed'),
    humanOverride: t.exposeBoolean('humanOverride'),
    humanRejected: t.exposeBoolean('humanRejected'),
    rolledBack: t.exposeBoolean('rolledBack'),
    severity: t.expose('severity', { type: SeverityEnum }),
    evidence: t.field({
      type: [EvidenceRef],
      ...reads('Attempt', 'evidenceKinds', 'evidenceDigests'),
      resolve: (attempt) => attempt.evidenceKinds.map((kind, index) => ({ kind, digest: attempt.evidenceDigests[index]! })),
    }),
    effort: t.field({
      type: EffortRef,
      nullable: true,
      description:
        'What the attempt cost, when its outcome stated it; null when it stated none (a report counts that as unknown, never zero).',
      ...reads('Attempt', 'inputTokens', 'outputTokens', 'costMicros', 'costCurrency', 'harnessWallTimeMs'),
      resolve: (attempt) => effortOfRow(attempt),
    }),
    outcomeDigest: t.exposeString('outcomeDigest', { description: 'SHA-256 of the canonical outcome content.' }),
    contentDigest: t.exposeString('contentDigest', { description: 'SHA-256 identifying this row among report evidence.' }),
    recordedBy: t.exposeString('recordedBy'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: "The ledger's own clock." }),
  }),
});

const RecordAttemptSuccess = builder.objectRef<RecordAttemptPayload>('RecordAttemptSuccess').implement({
  description: 'The attempts of the outcome; replayed is true when they were recorded earlier and nothing was written.',
  fields: (t) => ({
    attempts: t.field({ type: [AttemptNode], nullable: { list: false, items: false }, resolve: (payload) => payload.attempts }),
    replayed: t.exposeBoolean('replayed'),
    receipts: t.field({
      type: [ReceiptRef],
      description: 'A signed receipt per attempt, in the order of attempts (signed only when asked for).',
      resolve: (payload, _args, context) =>
        receiptsFor(
          context,
          'attempt',
          payload.attempts.map((attempt) => attempt.id),
        ),
    }),
  }),
});

const RecordAttemptsItem = builder.objectRef<{ index: number; outcomeId: string | null; result: ItemOutcome }>('RecordAttemptsItem');
RecordAttemptsItem.implement({
  description: 'The result of one outcome of a batch, at its position in the input.',
  fields: (t) => ({
    index: t.exposeInt('index'),
    outcomeId: t.exposeString('outcomeId', { nullable: true }),
    result: t.field({
      type: RecordAttemptSuccess,
      errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError], union: { name: 'RecordAttemptsItemResult' } },
      resolve: (item) => {
        if (item.result instanceof Error) throw item.result;
        return item.result;
      },
    }),
  }),
});

const RecordAttemptsSuccess = builder.objectRef<{ results: { index: number; outcomeId: string | null; result: ItemOutcome }[] }>(
  'RecordAttemptsSuccess',
);
RecordAttemptsSuccess.implement({
  description: 'One result per input outcome, in input order; a bad item never loses the good ones.',
  fields: (t) => ({
    results: t.field({ type: [RecordAttemptsItem], ...listSize(MAX_BATCH_OUTCOMES), resolve: (payload) => payload.results }),
    recordedCount: t.int({
      description: 'How many outcomes were newly recorded.',
      resolve: (payload) => payload.results.filter((item) => 'replayed' in item.result && !item.result.replayed).length,
    }),
  }),
});

/** The filters of the attempts list, built once (not per request). */
const attemptFilters = z
  .object({
    projectId: uuid.nullish(),
    outcomeId: reference.nullish(),
    capabilityKey: capabilityKey.nullish(),
    workerRef: reference.nullish(),
    finishedFrom: z.date().nullish(),
    finishedUntil: z.date().nullish(),
  })
  .refine((filters) => !filters.finishedFrom || !filters.finishedUntil || filters.finishedFrom < filters.finishedUntil, {
    path: ['finishedUntil'],
    message: 'finishedUntil must be later than finishedFrom',
  });

builder.queryFields((t) => ({
  attempts: t.connection({
    ...attemptPages.options,
    type: AttemptNode,
    description:
      'Attempts, newest first (by recordedAt, then id). Every filter given must hold (AND); a list filter matches any of its values. ' +
      'Only the projects the token may read are listed (docs/access.md).',
    args: {
      cohortId: t.arg.id({ description: 'Global id or ledger UUID.' }),
      projectId: t.arg.string(),
      outcomeId: t.arg.string(),
      capabilityKey: t.arg.string(),
      workerRef: t.arg.string({ description: 'The worker that made the attempt.' }),
      outcomeCodes: t.arg({ type: [OutcomeCodeEnum], description: 'Any of these outcome codes.' }),
      stopReasonCodes: t.arg({ type: [StopReasonCodeEnum], description: 'Any of these stop reasons.' }),
      severity: t.arg({ type: SeverityEnum }),
      verificationMode: t.arg({
        type: VerificationModeEnum,
        description: 'The verification recorded with the attempt (not later adjudications).',
      }),
      verificationResult: t.arg({
        type: VerificationResultEnum,
        description: 'The verification recorded with the attempt (not later adjudications).',
      }),
      finishedFrom: t.arg({ type: 'DateTime', description: 'Only attempts finished at or after this instant.' }),
      finishedUntil: t.arg({ type: 'DateTime', description: 'Only attempts finished before this instant.' }),
    },
    resolve: async (_root, args, context, info) => {
      const filters = parseInput(attemptFilters, args, '');
      return attemptPages.resolve(
        {
          projects: readScope(context.caller),
          cohortId: args.cohortId ? (ledgerIdOf(args.cohortId, 'Cohort') ?? NO_SUCH_ID) : undefined,
          projectId: filters.projectId ?? undefined,
          outcomeId: filters.outcomeId ?? undefined,
          capabilityKey: filters.capabilityKey ?? undefined,
          workerRef: filters.workerRef ?? undefined,
          outcomeCodes: args.outcomeCodes ?? undefined,
          stopReasonCodes: args.stopReasonCodes ?? undefined,
          severity: args.severity ?? undefined,
          verificationMode: args.verificationMode ?? undefined,
          verificationResult: args.verificationResult ?? undefined,
          finishedFrom: filters.finishedFrom ?? undefined,
          finishedUntil: filters.finishedUntil ?? undefined,
        },
        args,
        context,
        info,
      );
    },
  }),
  attempt: t.prismaField({
    type: 'Attempt',
    nullable: true,
    args: { id: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }) },
    resolve: (query, _root, args, context) =>
      context.db.prisma.attempt.findFirst({
        ...query,
        where: { id: ledgerIdOf(args.id, 'Attempt') ?? NO_SUCH_ID, projectId: readableProjects(context.caller) },
      }),
  }),
}));

builder.mutationFields((t) => ({
  recordAttempt: t.field({
    type: RecordAttemptSuccess,
    description: 'Record one outcome. Idempotent on (projectId, outcomeId, capability key).',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError] },
    args: { input: t.arg({ type: RecordAttemptInput, required: true }) },
    resolve: async (_root, args, context) => {
      const [answer] = await recordForCaller(context, [args.input], () => 'input');
      if (answer instanceof Error) throw answer;
      return answer!;
    },
  }),
  recordAttempts: t.field({
    // The cost limit counts its results as the outcomes sent (src/modules/common/cost.ts).
    ...batchOf('inputs'),
    type: RecordAttemptsSuccess,
    description: `Record up to ${MAX_BATCH_OUTCOMES} outcomes in one request, with one result per outcome.`,
    errors: { types: [ValidationError, ForbiddenError] },
    args: { inputs: t.arg({ type: [RecordAttemptInput], required: true }) },
    resolve: async (_root, args, context) => {
      if (args.inputs.length > MAX_BATCH_OUTCOMES)
        throw ValidationError.of([{ path: 'inputs', message: `at most ${MAX_BATCH_OUTCOMES} outcomes per request` }]);
      const answers = await recordForCaller(context, args.inputs, (index) => `inputs.${index}`);
      return {
        results: answers.map((result, index) => ({
          index,
          outcomeId: typeof args.inputs[index]?.outcomeId === 'string' ? args.inputs[index]!.outcomeId : null,
          result,
        })),
      };
    },
  }),
}));
