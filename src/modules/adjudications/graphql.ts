// Adjudications (docs/specification.md §4): later evidence about an attempt, appended in a
// gapless per-attempt sequence, never by the attempt's own worker or recorder.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { readableProjects, readScope, requireRole, touchableProjects } from '../auth/caller.js';
import { AdjudicationKindEnum, VerificationModeEnum, VerificationResultEnum } from '../common/enums.js';
import { ledgerIdOf, NO_SUCH_ID } from '../common/ids.js';
import { zodInputType } from '../common/input-tie.js';
import { reads } from '../common/pages.js';
import { parseInput, reference, uuid } from '../common/validation.js';
import { adjudicationPages } from './pages.js';
import { VerificationInput } from '../common/inputs.js';
import { adjudicationSchema } from './inputs.js';
import { appendAdjudication, type AdjudicationRow } from './store.js';
import { ReceiptRef, receiptsFor } from '../transparency/receipts.js';

export const AdjudicationNode = builder.prismaNode('Adjudication', {
  id: { field: 'id', ...reads('Adjudication', 'id') },
  nullable: true,
  findUnique: (id, context) => ({
    id: ledgerIdOf(id, 'Adjudication') ?? NO_SUCH_ID,
    attempt: { projectId: touchableProjects(context.caller) },
  }),
  description: 'Later evidence about an attempt. Immutable; its seq is assigned by the ledger.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the adjudication.' }),
    attempt: t.relation('attempt'),
    seq: t.exposeInt('seq', { description: "Position in the attempt's gapless sequence, from 1." }),
    kind: t.expose('kind', { type: AdjudicationKindEnum }),
    idempotencyKey: t.exposeString('idempotencyKey'),
    actorRef: t.exposeString('actorRef', { description: 'The actor of the credential that appended it.' }),
    verificationMode: t.expose('verificationMode', { type: VerificationModeEnum, nullable: true }),
    verificationResult: t.expose('verificationResult', { type: VerificationResultEnum, nullable: true }),
    verifierRef: t.exposeString('verifierRef', { nullable: true }),
    verifierModel: t.exposeString('verifierModel', { nullable: true }),
    evidenceDigests: t.exposeStringList('evidenceDigests'),
    reasonDigest: t.exposeString('reasonDigest', { nullable: true, description: 'Digest of the reason in the annotation store.' }),
    contentDigest: t.exposeString('contentDigest'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
  }),
});

/** Page sizes of Attempt.adjudications: one request never returns an unbounded list. */
export const DEFAULT_ADJUDICATION_PAGE = 20;
export const MAX_ADJUDICATION_PAGE = 100;

builder.prismaObjectField('Attempt', 'adjudications', (t) =>
  t.relatedConnection('adjudications', {
    cursor: 'id',
    defaultSize: DEFAULT_ADJUDICATION_PAGE,
    maxSize: MAX_ADJUDICATION_PAGE,
    description:
      `Adjudications of this attempt in sequence order, ${DEFAULT_ADJUDICATION_PAGE} per page unless first/last says otherwise, ` +
      `at most ${MAX_ADJUDICATION_PAGE}. Needs the reader role, like every list (docs/access.md).`,
    // Reader role and the token's projects, as at the root: a token without the reader role lists nothing.
    query: (_args, context) => ({ where: { attempt: { projectId: readableProjects(context.caller) } }, orderBy: { seq: 'asc' } }),
    totalCount: true,
  }),
);

/** The filters of the adjudications list, built once (not per request). */
const adjudicationFilters = z
  .object({
    projectId: uuid.nullish(),
    verifierRef: reference.nullish(),
    recordedFrom: z.date().nullish(),
    recordedUntil: z.date().nullish(),
  })
  .refine((filters) => !filters.recordedFrom || !filters.recordedUntil || filters.recordedFrom < filters.recordedUntil, {
    path: ['recordedUntil'],
    message: 'recordedUntil must be later than recordedFrom',
  });

builder.queryFields((t) => ({
  adjudications: t.connection({
    ...adjudicationPages.options,
    type: AdjudicationNode,
    description:
      'Adjudications, newest first (by recordedAt, then id). Every filter given must hold (AND); kinds matches any of its values. ' +
      'Needs the reader role; only the projects the token may read are listed (docs/access.md).',
    args: {
      projectId: t.arg.string(),
      cohortId: t.arg.id({ description: 'Global id or ledger UUID.' }),
      attemptId: t.arg.id({ description: 'Global id or ledger UUID.' }),
      kinds: t.arg({ type: [AdjudicationKindEnum], description: 'Any of these kinds.' }),
      verifierRef: t.arg.string({ description: 'The verifier a verification names.' }),
      recordedFrom: t.arg({ type: 'DateTime', description: 'Only adjudications recorded at or after this instant.' }),
      recordedUntil: t.arg({ type: 'DateTime', description: 'Only adjudications recorded before this instant.' }),
    },
    resolve: async (_root, args, context, info) => {
      const filters = parseInput(adjudicationFilters, args, '');
      return adjudicationPages.resolve(
        {
          projects: readScope(context.caller),
          projectId: filters.projectId ?? undefined,
          cohortId: args.cohortId ? (ledgerIdOf(args.cohortId, 'Cohort') ?? NO_SUCH_ID) : undefined,
          attemptId: args.attemptId ? (ledgerIdOf(args.attemptId, 'Attempt') ?? NO_SUCH_ID) : undefined,
          kinds: args.kinds ?? undefined,
          verifierRef: filters.verifierRef ?? undefined,
          recordedFrom: filters.recordedFrom ?? undefined,
          recordedUntil: filters.recordedUntil ?? undefined,
        },
        args,
        context,
        info,
      );
    },
  }),
}));

const AppendAdjudicationInput = zodInputType('AppendAdjudicationInput', adjudicationSchema, {
  description: 'Identify the attempt by attemptId, or by projectId + outcomeId + capabilityKey.',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id or ledger UUID of the attempt.' }),
    projectId: t.string(),
    outcomeId: t.string(),
    capabilityKey: t.string(),
    idempotencyKey: t.string({ required: true, description: 'Unique per attempt; a replay with the same content writes nothing.' }),
    kind: t.field({ type: AdjudicationKindEnum, required: true }),
    verification: t.field({ type: VerificationInput, description: 'Required for VERIFICATION_RECORDED, refused otherwise.' }),
    evidenceDigests: t.stringList({ defaultValue: [] }),
    reasonDigest: t.string({ description: 'Digest of a reason kept in the annotation store.' }),
  }),
});

const AppendAdjudicationSuccess = builder
  .objectRef<{ adjudication: AdjudicationRow; replayed: boolean }>('AppendAdjudicationSuccess')
  .implement({
    fields: (t) => ({
      adjudication: t.field({ type: AdjudicationNode, nullable: false, resolve: (payload) => payload.adjudication }),
      replayed: t.exposeBoolean('replayed'),
      receipt: t.field({
        type: ReceiptRef,
        description: 'A signed receipt of the adjudication (signed only when asked for).',
        resolve: async (payload, _args, context) => (await receiptsFor(context, 'adjudication', [payload.adjudication.id]))[0]!,
      }),
    }),
  });

builder.mutationFields((t) => ({
  appendAdjudication: t.field({
    type: AppendAdjudicationSuccess,
    description: 'Append later evidence to an attempt. Needs the adjudicator role; the worker and recorder cannot judge their own attempt.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: AppendAdjudicationInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'adjudicator');
      const input = parseInput(adjudicationSchema, args.input);
      return appendAdjudication(context.db.pool, context.caller, input);
    },
  }),
}));
