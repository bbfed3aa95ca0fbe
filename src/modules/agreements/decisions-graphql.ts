// Decisions of the agreement log (docs/specification.md §7): the decision folded from its
// events, one decision, the reader's list and the publish path (designated properties only).
import { z } from 'zod';
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { builder, type Context } from '../../builder.js';
import { foldDecisions, type AgreementDecision, type AgreementEventRecord, type GuardrailCheck } from '../../domain/agreement.js';
import { ValidationError } from '../../errors.js';
import { canRead, narrowedTo, readScope, sqlProjects } from '../auth/caller.js';
import { cursorCodec, isInstantMicros } from '../common/cursors.js';
import { parseInput, uuid } from '../common/validation.js';
import { decisionArgsSchema, MAX_DECISION_PAGE, publishedListArgsSchema } from './inputs.js';
import { countDecisions, decisionEvents, decisionPage, type DecisionFilter, type DecisionPosition } from './store.js';
import {
  AgreementEnum,
  GuardrailCheckResultEnum,
  GuardrailVerdictEnum,
  HumanVerdictEnum,
  PostMergeOutcomeEnum,
  RiskTierEnum,
} from './vocabulary-graphql.js';

// ---------------------------------------------------------------------------
// Decisions
// ---------------------------------------------------------------------------

const GuardrailCheckRef = builder.objectRef<GuardrailCheck>('GuardrailCheck').implement({
  fields: (t) => ({
    checkKey: t.exposeString('checkKey'),
    result: t.field({ type: GuardrailCheckResultEnum, resolve: (check) => check.result }),
  }),
});

/** What every event of a decision carries: who recorded it, when, and its content digest. */
const AgreementEventInterface = builder.interfaceRef<AgreementEventRecord>('AgreementEvent').implement({
  description: 'One appended event of a decision.',
  fields: (t) => ({
    recordedBy: t.exposeString('actorRef', { description: 'The actor of the credential that recorded the event.' }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: "The ledger's own clock." }),
    contentDigest: t.exposeString('contentDigest', {
      description: 'SHA-256 of the canonical event content; its identity in evidence digests.',
    }),
  }),
});

const AgreementProposalRef = builder.objectRef<AgreementEventRecord>('AgreementProposal').implement({
  description: "The PROPOSED event: what the guardrail said about the agent's proposal.",
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    prRef: t.exposeString('prRef', { nullable: true }),
    lane: t.string({ resolve: (event) => event.lane! }),
    riskTier: t.field({ type: RiskTierEnum, resolve: (event) => event.riskTier! }),
    agentRef: t.string({ resolve: (event) => event.agentRef! }),
    guardrailVerdict: t.field({ type: GuardrailVerdictEnum, resolve: (event) => event.guardrailVerdict! }),
    guardrailConfidence: t.exposeFloat('guardrailConfidence', {
      nullable: true,
      description:
        '0..1; null for deterministic checks. Enters a rate only as a cutoff (agreementRates.minGuardrailConfidence, agreementConfidenceCurve).',
    }),
    guardrailChecks: t.field({ type: [GuardrailCheckRef], resolve: (event) => event.guardrailChecks }),
    property: t.string({ resolve: (event) => event.property! }),
    workflowSlug: t.string({ resolve: (event) => event.workflowSlug! }),
    phase: t.string({ resolve: (event) => event.phase! }),
    artifactRef: t.string({ resolve: (event) => event.artifactRef! }),
    proposalDigest: t.string({ resolve: (event) => event.proposalDigest! }),
  }),
});

const AgreementReviewRef = builder.objectRef<AgreementEventRecord>('AgreementReview').implement({
  description: 'The REVIEWED event: the human verdict and the agreement the reviewer authored. Two independent axes.',
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    humanVerdict: t.field({ type: HumanVerdictEnum, resolve: (event) => event.humanVerdict! }),
    agreement: t.field({ type: AgreementEnum, resolve: (event) => event.agreement! }),
    reviewerRef: t.string({ resolve: (event) => event.reviewerRef! }),
    reasonDigest: t.exposeString('reasonDigest', { nullable: true, description: 'Digest of the reason in the annotation store.' }),
    proposalToMergeDiffDigest: t.exposeString('proposalToMergeDiffDigest', { nullable: true }),
    humanReviewLatencySeconds: t.exposeInt('humanReviewLatencySeconds', { nullable: true }),
  }),
});

const AgreementPostMergeRef = builder.objectRef<AgreementEventRecord>('AgreementPostMergeOutcome').implement({
  description: 'A POST_MERGE_OUTCOME event: one revision of what continuous verification later saw of the merged change.',
  interfaces: [AgreementEventInterface],
  fields: (t) => ({
    revision: t.exposeInt('revision', { description: "Its place in the decision's revisions, 1, 2, …: numbered by the ledger, gapless." }),
    outcomeKey: t.exposeString('outcomeKey', {
      nullable: true,
      description: "The revision's own idempotency key; null only for outcomes recorded before revisions existed.",
    }),
    outcome: t.field({ type: PostMergeOutcomeEnum, resolve: (event) => event.postMergeOutcome! }),
    evidenceDigest: t.string({ resolve: (event) => event.evidenceDigest! }),
  }),
});

export const AgreementDecisionRef = builder.objectRef<AgreementDecision>('AgreementDecision').implement({
  description: 'One decision of the agreement log: the fold of its PROPOSED, REVIEWED and POST_MERGE_OUTCOME events.',
  fields: (t) => ({
    projectId: t.exposeString('projectId'),
    decisionId: t.exposeString('decisionId'),
    proposal: t.field({ type: AgreementProposalRef, resolve: (decision) => decision.proposal }),
    review: t.field({ type: AgreementReviewRef, nullable: true, resolve: (decision) => decision.review }),
    postMergeOutcome: t.field({
      type: AgreementPostMergeRef,
      nullable: true,
      description: 'The latest post-merge revision recorded by asOf: the one every rate reads.',
      resolve: (decision) => decision.postMerge,
    }),
    postMergeRevisions: t.field({
      type: [AgreementPostMergeRef],
      description: 'Every post-merge revision recorded by asOf, in revision order.',
      resolve: (decision) => decision.postMergeRevisions,
    }),
  }),
});

// ---------------------------------------------------------------------------
// Lists: agreementDecisions (reader) and publishedAgreements (the publish path)
// ---------------------------------------------------------------------------

/** A cursor names a proposal's position only (time and row id), never its project, lane or property. */
const decisionCursor = cursorCodec(
  'agreement-decision',
  z.tuple([z.string().refine(isInstantMicros), uuid]),
  (position: DecisionPosition) => [position.recordedMicros, position.id],
  ([recordedMicros, id]) => ({ recordedMicros, id }),
);

interface DecisionListing {
  filter: DecisionFilter;
  args: { first?: number | null; last?: number | null; after?: string | null; before?: string | null };
}

async function listDecisions(db: { pool: import('pg').Pool }, listing: DecisionListing) {
  const after = decisionCursor.decode(listing.args.after, 'after');
  const before = decisionCursor.decode(listing.args.before, 'before');
  const positions = new Map<AgreementDecision, DecisionPosition>();
  const connection = await resolveCursorConnection(
    {
      args: listing.args,
      maxSize: MAX_DECISION_PAGE,
      toCursor: (decision: AgreementDecision) => decisionCursor.encode(positions.get(decision)!),
    },
    async ({ limit, inverted }: ResolveCursorConnectionArgs) => {
      const page = await decisionPage(db.pool, listing.filter, { after, before, limit, inverted });
      return page.flatMap((entry) =>
        foldDecisions(entry.events).map((decision) => {
          positions.set(decision, entry.position);
          return decision;
        }),
      );
    },
  );
  return { ...connection, totalCount: () => countDecisions(db.pool, listing.filter) };
}

/**
 * A page of decisions for the caller: the reader's list, or (designatedOnly) the publish
 * path, which alone takes a property. Both lists parse their arguments by one schema.
 */
function listDecisionsOf(context: Context, args: DecisionListing['args'] & { property?: string | null }, designatedOnly: boolean) {
  const parsed = parseInput(publishedListArgsSchema, args, '');
  return listDecisions(context.db, {
    args,
    filter: {
      projectIds: sqlProjects(narrowedTo(readScope(context.caller), parsed.projectId)),
      lane: parsed.lane,
      riskTier: parsed.riskTier,
      property: designatedOnly ? parsed.property : null,
      asOf: parsed.asOf,
      designatedOnly,
    },
  });
}

const decisionListArgs = builder.args((t) => ({
  projectId: t.string(),
  lane: t.string(),
  riskTier: t.field({ type: RiskTierEnum }),
  asOf: t.field({ type: 'DateTime', description: 'Only events recorded at or before this instant; default now.' }),
}));

/** A decision list's connection carries its total beside the page (see listDecisions). */
const totalCountOf = (connection: object) => (connection as { totalCount: () => Promise<number> }).totalCount();
const TOTAL_COUNT_DESCRIPTION = 'How many decisions match, across all pages.';

// ---------------------------------------------------------------------------
// Root fields
// ---------------------------------------------------------------------------

builder.queryFields((t) => ({
  agreementDecision: t.field({
    type: AgreementDecisionRef,
    nullable: true,
    description: "One decision, folded from its events recorded by asOf (default now); null when absent or outside the token's projects.",
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      decisionId: t.arg.string({ required: true }),
      asOf: t.arg({ type: 'DateTime' }),
    },
    resolve: async (_root, args, context) => {
      const parsed = parseInput(decisionArgsSchema, args, '');
      if (!canRead(context.caller, parsed.projectId)) return null;
      const events = await decisionEvents(context.db.pool, parsed.projectId, parsed.decisionId, parsed.asOf ?? undefined);
      return foldDecisions(events)[0] ?? null;
    },
  }),
  agreementDecisions: t.connection(
    {
      type: AgreementDecisionRef,
      description: "Decisions of the token's projects, newest proposal first, each folded from its events recorded by asOf.",
      errors: { types: [ValidationError] },
      args: decisionListArgs,
      resolve: (_root, args, context) => listDecisionsOf(context, args, false),
    },
    {
      name: 'AgreementDecisionsConnection',
      fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT_DESCRIPTION, resolve: totalCountOf }) }),
    },
    { name: 'AgreementDecisionsEdge' },
  ),
  publishedAgreements: t.connection(
    {
      type: AgreementDecisionRef,
      description:
        'The publish path: decisions whose property is on the designated-property allowlist, and nothing else (rows, counts and cursors alike).',
      errors: { types: [ValidationError] },
      args: { ...decisionListArgs, property: t.arg.string() },
      resolve: (_root, args, context) => listDecisionsOf(context, args, true),
    },
    {
      name: 'PublishedAgreementsConnection',
      fields: (c) => ({ totalCount: c.int({ description: TOTAL_COUNT_DESCRIPTION, resolve: totalCountOf }) }),
    },
    { name: 'PublishedAgreementsEdge' },
  ),
}));
