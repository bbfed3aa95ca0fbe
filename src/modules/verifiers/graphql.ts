// The verifier registry on the GraphQL surface (docs/specification.md §3.3, "Verifiers"):
// an admin registers, per project, the verifiers whose verdicts may count as independent.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { INDEPENDENT_MODES } from '../../domain/verification.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { requireProject, requireRole } from '../auth/caller.js';
import { VerificationModeEnum } from '../common/enums.js';
import { zodInputType } from '../common/input-tie.js';
import { digest, instant, label, parseInput, reference, uuid } from '../common/validation.js';
import { findWithdrawalById, registerVerifier, withdrawVerifierTrust, type VerifierRow, type WithdrawalRow } from './store.js';
import { withdrawalEvidence } from './impact.js';
import { withdrawalImpactOf, type CohortImpact, type ImpactSide } from '../../domain/withdrawal-impact.js';
import { readableProjects } from '../auth/caller.js';
import { cohortGlobalId } from '../common/ids.js';
import { EvidenceStateEnum, RateRef, WindowInput } from '../common/metrics-graphql.js';
import { reportQuerySchema } from '../reliability/inputs.js';
import type { CohortRow } from '../cohorts/store.js';

export const VerifierRef = builder.objectRef<VerifierRow>('Verifier').implement({
  description: 'A verifier registered for a project: its verdicts of `kind` (for an agent, naming `model`) may count as independent.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the registration.' }),
    projectId: t.exposeString('projectId'),
    verifierRef: t.exposeString('verifierRef', { description: 'The verifier, and the actor of its own credential.' }),
    kind: t.field({ type: VerificationModeEnum, resolve: (verifier) => verifier.kind }),
    model: t.exposeString('model', { nullable: true, description: 'For INDEPENDENT_AGENT, the model its verdicts must name.' }),
    actorRef: t.exposeString('actorRef', { description: 'The admin that registered it.' }),
    registeredAt: t.expose('registeredAt', { type: 'DateTime' }),
    contentDigest: t.exposeString('contentDigest', {
      description: "Covers project, verifier, kind and model; a report's evidence digest names it.",
    }),
  }),
});

export const registrationSchema = z
  .object({
    projectId: uuid,
    verifierRef: reference,
    kind: z.enum(INDEPENDENT_MODES as ['DETERMINISTIC_CHECK', 'INDEPENDENT_AGENT'], {
      message: `a verifier is one of ${INDEPENDENT_MODES.join(', ')}`,
    }),
    model: label.nullish().transform((value) => value ?? null),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'INDEPENDENT_AGENT' && input.model === null)
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'an INDEPENDENT_AGENT verifier is registered with its model' });
    if (input.kind === 'DETERMINISTIC_CHECK' && input.model !== null)
      ctx.addIssue({ code: 'custom', path: ['model'], message: 'a DETERMINISTIC_CHECK verifier has no model' });
  });

const RegisterVerifierInput = zodInputType('RegisterVerifierInput', registrationSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    verifierRef: t.string({ required: true, description: "A reference; the actor of the verifier's own tokens." }),
    kind: t.field({ type: VerificationModeEnum, required: true, description: 'DETERMINISTIC_CHECK or INDEPENDENT_AGENT.' }),
    model: t.string({ description: 'Required for INDEPENDENT_AGENT, refused for DETERMINISTIC_CHECK.' }),
  }),
});

const RegisterVerifierSuccess = builder.objectRef<{ verifier: VerifierRow; replayed: boolean }>('RegisterVerifierSuccess').implement({
  fields: (t) => ({
    verifier: t.field({ type: VerifierRef, resolve: (payload) => payload.verifier }),
    replayed: t.exposeBoolean('replayed', { description: 'True when this registration was already stored; nothing was written.' }),
  }),
});

builder.mutationFields((t) => ({
  registerVerifier: t.field({
    type: RegisterVerifierSuccess,
    description:
      'Register a verifier of a project, so that its verdicts may count as independent from now on. Admin of the project only. ' +
      'Append-only: the same registration again is a replay, another kind or model under the same ref a conflict.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError] },
    args: { input: t.arg({ type: RegisterVerifierInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(registrationSchema, args.input);
      requireProject(context.caller, input.projectId);
      return registerVerifier(context.db.pool, input, context.caller.actorRef);
    },
  }),
}));

export const VerifierWithdrawalRef = builder.objectRef<WithdrawalRow>('VerifierWithdrawal').implement({
  description:
    'Trust withdrawn from a verifier: from withdrawnAt on, its verdicts recorded in [verdictsFrom, verdictsUntil) no longer count as independent. Final.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the withdrawal (see withdrawalImpact).' }),
    projectId: t.exposeString('projectId'),
    verifierRef: t.exposeString('verifierRef'),
    verdictsFrom: t.expose('verdictsFrom', { type: 'DateTime', nullable: true, description: 'Inclusive; null: from its first verdict.' }),
    verdictsUntil: t.expose('verdictsUntil', { type: 'DateTime', nullable: true, description: 'Exclusive; null: with no end.' }),
    reasonDigest: t.exposeString('reasonDigest', { description: 'Digest of the reason in the annotation store.' }),
    actorRef: t.exposeString('actorRef', { description: 'The admin that withdrew it.' }),
    withdrawnAt: t.expose('withdrawnAt', {
      type: 'DateTime',
      description: 'From this instant on, reports do not count the withdrawn verdicts.',
    }),
    contentDigest: t.exposeString('contentDigest'),
  }),
});

export const withdrawalSchema = z
  .object({
    projectId: uuid,
    verifierRef: reference,
    verdictsFrom: instant.nullish().transform((value) => value ?? null),
    verdictsUntil: instant.nullish().transform((value) => value ?? null),
    reasonDigest: digest,
  })
  .superRefine((input, ctx) => {
    if (input.verdictsFrom && input.verdictsUntil && input.verdictsFrom >= input.verdictsUntil)
      ctx.addIssue({ code: 'custom', path: ['verdictsUntil'], message: 'verdictsUntil is not after verdictsFrom' });
  });

const WithdrawVerifierTrustInput = zodInputType('WithdrawVerifierTrustInput', withdrawalSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    verifierRef: t.string({ required: true }),
    verdictsFrom: t.field({ type: 'DateTime', description: 'Verdicts recorded at or after this instant; omitted: from the first.' }),
    verdictsUntil: t.field({ type: 'DateTime', description: 'Verdicts recorded before this instant; omitted: with no end.' }),
    reasonDigest: t.string({ required: true, description: 'Digest of the reason, stored first with storeAnnotation in the same project.' }),
  }),
});

const WithdrawVerifierTrustSuccess = builder
  .objectRef<{ withdrawal: WithdrawalRow; replayed: boolean }>('WithdrawVerifierTrustSuccess')
  .implement({
    fields: (t) => ({
      withdrawal: t.field({ type: VerifierWithdrawalRef, resolve: (payload) => payload.withdrawal }),
      replayed: t.exposeBoolean('replayed', { description: 'True when this withdrawal was already stored; nothing was written.' }),
    }),
  });

builder.mutationFields((t) => ({
  withdrawVerifierTrust: t.field({
    type: WithdrawVerifierTrustSuccess,
    description:
      'Withdraw trust from a registered verifier: from now on its verdicts recorded in [verdictsFrom, verdictsUntil) (default: all) ' +
      'count as independent nowhere; reports as of earlier instants are unchanged. Admin of the project only. Final: one withdrawal per verifier.',
    errors: { types: [ValidationError, IdempotencyConflictError, ForbiddenError, NotFoundError] },
    args: { input: t.arg({ type: WithdrawVerifierTrustInput, required: true }) },
    resolve: (_root, args, context) => {
      requireRole(context.caller, 'admin');
      const input = parseInput(withdrawalSchema, args.input);
      requireProject(context.caller, input.projectId);
      return withdrawVerifierTrust(context.db.pool, input, context.caller.actorRef);
    },
  }),
}));

const ImpactSideRef = builder.objectRef<ImpactSide>('WithdrawalImpactSide').implement({
  description: "A cohort's report, as of one instant, as far as a withdrawal changes it.",
  fields: (t) => ({
    asOf: t.field({ type: 'DateTime', resolve: (side) => new Date(side.asOf) }),
    state: t.field({ type: EvidenceStateEnum, resolve: (side) => side.state }),
    independentlyVerifiedPassRate: t.field({ type: RateRef, resolve: (side) => side.independentlyVerifiedPassRate }),
    evidenceDigest: t.exposeString('evidenceDigest'),
  }),
});

const CohortImpactRef = builder.objectRef<CohortImpact & { cohort: CohortRow }>('WithdrawalCohortImpact').implement({
  description: 'One cohort whose report the withdrawal moved: before (one millisecond before its stamp) and after (as of its stamp).',
  fields: (t) => ({
    cohortId: t.id({ description: 'Global id of the cohort.', resolve: (impact) => cohortGlobalId(impact.cohortId) }),
    cohortLedgerId: t.exposeString('cohortId', { description: 'The raw UUID of the cohort.' }),
    capabilityKey: t.string({ resolve: (impact) => impact.cohort.capabilityKey }),
    model: t.string({ resolve: (impact) => impact.cohort.model }),
    before: t.field({ type: ImpactSideRef, resolve: (impact) => impact.before }),
    after: t.field({ type: ImpactSideRef, resolve: (impact) => impact.after }),
    lowerBoundChange: t.float({
      nullable: true,
      description: 'after.lower - before.lower of the verified pass rate; null when either is null.',
      resolve: (impact) => impact.lowerBoundChange,
    }),
  }),
});

const WithdrawalImpactRef = builder
  .objectRef<{ withdrawal: WithdrawalRow; cohorts: (CohortImpact & { cohort: CohortRow })[] }>('WithdrawalImpact')
  .implement({
    description: 'The blast radius of a withdrawal: every cohort of its project whose report it moved.',
    fields: (t) => ({
      withdrawal: t.field({ type: VerifierWithdrawalRef, resolve: (impact) => impact.withdrawal }),
      cohorts: t.field({
        type: [CohortImpactRef],
        description: 'Sorted by lowerBoundChange, the largest fall first (null last), then cohort id.',
        resolve: (impact) => impact.cohorts,
      }),
    }),
  });

builder.queryFields((t) => ({
  withdrawalImpact: t.field({
    type: WithdrawalImpactRef,
    nullable: true,
    description:
      "Every cohort of the withdrawal's project whose report it moved, with state, verified pass rate and Wilson bounds as of the instant " +
      "just before the withdrawal and as of its stamp, and both evidence digests. Needs the reader role; null outside the token's projects.",
    errors: { types: [ValidationError] },
    args: {
      withdrawalId: t.arg.id({ required: true, description: "The withdrawal's ledgerId." }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      minSamples: t.arg.int({ description: 'Default 20.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(reportQuerySchema, { window: args.window, minSamples: args.minSamples }, '');
      const projects = readableProjects(context.caller)?.in;
      const id = parseInput(uuid, String(args.withdrawalId), 'withdrawalId');
      const withdrawal = await findWithdrawalById(context.db.pool, id, projects);
      if (!withdrawal) return null;
      const loaded = await withdrawalEvidence(context.db.pool, withdrawal, query.window);
      const byId = new Map(loaded.map((entry) => [entry.cohort.id, entry.cohort]));
      const impacts = withdrawalImpactOf(
        loaded.map((entry) => ({ cohortId: entry.cohort.id, before: entry.before, after: entry.after })),
        withdrawal.withdrawnAt.getTime(),
        { window: query.window, minSamples: query.minSamples },
      );
      return { withdrawal, cohorts: impacts.map((impact) => ({ ...impact, cohort: byId.get(impact.cohortId)! })) };
    },
  }),
}));
