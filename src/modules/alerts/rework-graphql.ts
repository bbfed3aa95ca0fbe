// The rework loop on the GraphQL surface (docs/graded-verification.md, docs/alerts.md):
// assignRework (a lead, that is an adjudicator, or an admin of the project) and the
// paged reworkQueue (reader). The request itself is appended by the database.
import { z } from 'zod';
import { builder } from '../../builder.js';
import { REWORK_STATES } from '../../domain/enums.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { canRead, hasRole, requireProject, type Caller } from '../auth/caller.js';
import { forwardConnection } from '../common/cursors.js';
import { zodInputType } from '../common/input-tie.js';
import { capabilityKey, parseInput, reference, uuid } from '../common/validation.js';
import { assignRework, reworkCursor, reworkQueuePage, type ReworkAssignmentRow, type ReworkRequestRow } from './rework.js';

/** The largest page of reworkQueue, as of every list (docs/specification.md §10). */
export const MAX_REWORK_PAGE = 100;

/** The roles that may assign rework: the ledger's lead is an adjudicator; an admin may too. */
const ASSIGNING_ROLES = ['adjudicator', 'admin'] as const;

function requireAssigningRole(caller: Caller): void {
  if (!ASSIGNING_ROLES.some((role) => hasRole(caller, role)))
    throw new ForbiddenError('assigning rework needs the adjudicator (lead) or admin role');
}

const ReworkStateEnum = builder.enumType('ReworkState', {
  description:
    'Where a rework request is: REQUESTED (no owner yet), ASSIGNED (owned, not yet re-graded), REGRADED (closed by its round-1 grading).',
  values: REWORK_STATES,
});

const ReworkAssignmentRef = builder.objectRef<ReworkAssignmentRow>('ReworkAssignment').implement({
  description: 'The assignment of a rework request to the owner of the rework: appended once, never changed.',
  fields: (t) => ({
    ledgerId: t.exposeString('id', { description: 'The raw UUID of the assignment.' }),
    projectId: t.exposeString('projectId'),
    requestId: t.exposeString('requestId', { description: 'The ledgerId of the rework request.' }),
    ownerRef: t.exposeString('ownerRef', { description: 'Who owns the rework.' }),
    actorRef: t.exposeString('actorRef', { description: 'The lead (adjudicator) or admin that assigned it.' }),
    contentDigest: t.exposeString('contentDigest', {
      description:
        "SHA-256 of the canonical JSON of {reworkAssignment: {projectId, requestId, ownerRef}}; the REWORK_ASSIGNED alert's reportDigest.",
    }),
    assignedAt: t.expose('assignedAt', { type: 'DateTime' }),
  }),
});

interface ReworkEntry {
  request: ReworkRequestRow;
  now: Date;
}

const ReworkRequestRef = builder.objectRef<ReworkEntry>('ReworkRequest').implement({
  description: 'A rework request: appended by the ledger when a round-0 grading recommended rework, once per (attempt, rubric).',
  fields: (t) => ({
    ledgerId: t.string({ description: 'The raw UUID of the request (assignRework takes it).', resolve: ({ request }) => request.id }),
    projectId: t.string({ resolve: ({ request }) => request.projectId }),
    attemptId: t.string({ description: "The attempt's raw UUID.", resolve: ({ request }) => request.attemptId }),
    capabilityKey: t.string({ description: "The attempt's capability.", resolve: ({ request }) => request.capabilityKey }),
    rubricDigest: t.string({ resolve: ({ request }) => request.rubricDigest }),
    gradingId: t.string({ description: 'The round-0 grading that recommended rework.', resolve: ({ request }) => request.gradingId }),
    gradingDigest: t.string({ resolve: ({ request }) => request.gradingDigest }),
    criterionIds: t.stringList({ resolve: ({ request }) => request.criterionIds }),
    feedbackDigests: t.stringList({
      description:
        'One per criterion, in criterionIds order: digests of the feedback in the annotation store (readable by tokens of the project).',
      resolve: ({ request }) => request.feedbackDigests,
    }),
    requestedAt: t.field({ type: 'DateTime', resolve: ({ request }) => request.requestedAt }),
    state: t.field({ type: ReworkStateEnum, resolve: ({ request }) => request.state }),
    assignment: t.field({
      type: ReworkAssignmentRef,
      nullable: true,
      description: 'Its owner, once assigned.',
      resolve: ({ request }) => request.assignment,
    }),
    open: t.boolean({
      description: 'True until a round-1 grading of the same attempt and rubric exists.',
      resolve: ({ request }) => request.closedAt === null,
    }),
    closedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The round-1 grading's recordedAt.",
      resolve: ({ request }) => request.closedAt,
    }),
    ageSeconds: t.float({
      description: 'Seconds from requestedAt to its close, or to the ledger clock of this read while open.',
      resolve: ({ request, now }) => ((request.closedAt ?? now).getTime() - request.requestedAt.getTime()) / 1000,
    }),
  }),
});

const ReworkRequestConnection = builder.connectionObject(
  {
    type: ReworkRequestRef,
    name: 'ReworkRequestConnection',
    description: "A project's rework requests, oldest first (requestedAt, then id).",
  },
  { name: 'ReworkRequestEdge' },
);

const queueSchema = z.object({
  projectId: uuid,
  state: z
    .enum(REWORK_STATES)
    .nullish()
    .transform((value) => value ?? null),
  ownerRef: reference.nullish().transform((value) => value ?? null),
  capabilityKey: capabilityKey.nullish().transform((value) => value ?? null),
  first: z
    .number()
    .int()
    .min(1)
    .max(MAX_REWORK_PAGE)
    .nullish()
    .transform((value) => value ?? 20),
  after: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

const assignSchema = z.object({ projectId: uuid, requestId: uuid, ownerRef: reference });
const AssignReworkInput = zodInputType('AssignReworkInput', assignSchema, {
  fields: (t) => ({
    projectId: t.string({ required: true }),
    requestId: t.string({ required: true, description: "The rework request's ledgerId." }),
    ownerRef: t.string({ required: true, description: 'Who owns the rework (a reference).' }),
  }),
});

const AssignReworkSuccess = builder
  .objectRef<{ request: ReworkRequestRow; replayed: boolean; now: Date }>('AssignReworkSuccess')
  .implement({
    fields: (t) => ({
      request: t.field({
        type: ReworkRequestRef,
        description: 'The request, now ASSIGNED (or REGRADED), with its assignment.',
        resolve: (payload) => payload,
      }),
      assignment: t.field({ type: ReworkAssignmentRef, resolve: (payload) => payload.request.assignment! }),
      replayed: t.exposeBoolean('replayed', {
        description: 'True when the request was already assigned to this owner; nothing was written.',
      }),
    }),
  });

builder.mutationFields((t) => ({
  assignRework: t.field({
    type: AssignReworkSuccess,
    description:
      'Assign a rework request to the owner of the rework (an adjudicator, the lead, or an admin of the project). Once per request: ' +
      'the same owner again is a replay, another owner an IdempotencyConflictError; a request of another project is not found. ' +
      'A REWORK_ASSIGNED rule raises one alert at its stamp.',
    errors: { types: [ValidationError, ForbiddenError, NotFoundError, IdempotencyConflictError] },
    args: { input: t.arg({ type: AssignReworkInput, required: true }) },
    resolve: async (_root, args, context) => {
      requireAssigningRole(context.caller);
      const input = parseInput(assignSchema, args.input);
      requireProject(context.caller, input.projectId);
      const { request, replayed } = await assignRework(context.db.pool, context.caller.actorRef, input);
      return { request, replayed, now: new Date() };
    },
  }),
}));

builder.queryFields((t) => ({
  reworkQueue: t.field({
    type: ReworkRequestConnection,
    description:
      `The project's rework requests, oldest first, with their state, owner and age: forward pages of at most ${MAX_REWORK_PAGE} (default 20), ` +
      "of one state, owner or capability if given (reader role: without it, or outside the token's projects, empty).",
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      state: t.arg({ type: ReworkStateEnum, description: 'Only requests in this state.' }),
      ownerRef: t.arg.string({ description: 'Only requests assigned to this owner.' }),
      capabilityKey: t.arg.string({ description: 'Only requests of attempts of this capability.' }),
      first: t.arg.int({ description: `1..${MAX_REWORK_PAGE}, default 20.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(queueSchema, args, '');
      reworkCursor.decode(query.after, 'after');
      const page = canRead(context.caller, query.projectId)
        ? await reworkQueuePage(context.db.pool, query)
        : { requests: [], hasNextPage: false, now: new Date() };
      return forwardConnection(
        page.requests.map(({ request, position }) => ({ request, now: page.now, position })),
        (entry) => reworkCursor.encode(entry.position),
        { hasNextPage: page.hasNextPage, after: query.after },
      );
    },
  }),
}));
