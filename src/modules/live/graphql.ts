// Subscriptions (docs/clients.md, "Subscriptions"), served over Server-Sent Events by
// Yoga: notices that new evidence committed, from any server process (PostgreSQL
// LISTEN/NOTIFY, src/db/ledger-events.ts). An event says what changed and when; the
// subscriber re-reads what it needs. `since` resumes: the first event is then a
// catch-up for what was recorded after it. Same roles and project rules as queries:
// the reader role, and only the token's projects.
import { builder } from '../../builder.js';
import type { LedgerEvent, Subscription } from '../../db/ledger-events.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { canRead, requireRole, type Caller } from '../auth/caller.js';
import type { Context } from '../../builder.js';
import { cohortGlobalId, ledgerIdOf } from '../common/ids.js';
import { cohortEvidenceSince, projectOfCohort, recordedSince } from './store.js';

interface RecordsEvent {
  projectId: string;
  count: number;
  recordedAt: Date;
  catchUp: boolean;
}

interface CohortEvent {
  cohortId: string;
  projectId: string;
  recordedAt: Date;
  catchUp: boolean;
}

const SINCE_DESCRIPTION =
  'Resume: first send one catch-up event (catchUp: true) if anything was recorded after this instant. Use the settledThrough of a read made after the last event you handled: nothing at or before it can still appear, so nothing is lost (the recordedAt of an event is not enough: a write in flight may still commit with an earlier stamp).';

const CATCH_UP_DESCRIPTION =
  'True for the first event of a resumed subscription: what was recorded after `since`, before this subscription started listening.';

function recordsEventRef(name: string, what: string) {
  return builder.objectRef<RecordsEvent>(name).implement({
    description: `${what} committed in one project. Re-read what you need (for example the attempts query, newest first).`,
    fields: (t) => ({
      projectId: t.exposeString('projectId'),
      count: t.exposeInt('count', {
        description: `How many ${what.toLowerCase()} this event stands for (one write, or everything since \`since\` for a catch-up).`,
      }),
      recordedAt: t.expose('recordedAt', { type: 'DateTime', description: 'The newest recordedAt among them.' }),
      catchUp: t.exposeBoolean('catchUp', { description: CATCH_UP_DESCRIPTION }),
    }),
  });
}

const AttemptRecordedEventRef = recordsEventRef('AttemptRecordedEvent', 'Attempts');
const AdjudicationAppendedEventRef = recordsEventRef('AdjudicationAppendedEvent', 'Adjudications');

const ReliabilityChangedEventRef = builder.objectRef<CohortEvent>('ReliabilityChangedEvent').implement({
  description:
    'New evidence of a cohort committed (attempts or adjudications): its reliability report may have changed. Re-read the report.',
  fields: (t) => ({
    cohortId: t.field({ type: 'ID', description: 'Global id of the cohort.', resolve: (event) => cohortGlobalId(event.cohortId) }),
    projectId: t.exposeString('projectId'),
    recordedAt: t.expose('recordedAt', { type: 'DateTime', description: 'The newest recordedAt of the new evidence.' }),
    catchUp: t.exposeBoolean('catchUp', { description: CATCH_UP_DESCRIPTION }),
  }),
});

/** The events of `key`, listened to before `catchUp` is read, so nothing falls between them. */
async function eventStream<T>(
  context: Context,
  key: string,
  catchUp: () => Promise<T | null>,
  map: (event: LedgerEvent) => T,
): Promise<AsyncIterable<T>> {
  const { events } = context.db;
  const subscription: Subscription = events.subscribe(key, context.caller.tokenId, context.caller.expiresAt ?? null);
  let first: T | null;
  try {
    await events.ready();
    first = await catchUp();
  } catch (error) {
    await subscription.return();
    throw error;
  }
  return {
    [Symbol.asyncIterator]() {
      let pending = first;
      return {
        async next(): Promise<IteratorResult<T>> {
          if (pending !== null) {
            const value = pending;
            pending = null;
            return { value, done: false };
          }
          const next = await subscription.next();
          return next.done ? { value: undefined, done: true } : { value: map(next.value), done: false };
        },
        async return(): Promise<IteratorResult<T>> {
          await subscription.return();
          return { value: undefined, done: true };
        },
      };
    },
  };
}

function requireReadable(caller: Caller, projectId: string): void {
  requireRole(caller, 'reader');
  if (!canRead(caller, projectId)) throw new ForbiddenError(`this token may not read project ${projectId}`);
}

function projectRecordsField(kind: 'attempt' | 'adjudication', type: typeof AttemptRecordedEventRef, description: string) {
  return builder.subscriptionField(kind === 'attempt' ? 'attemptRecorded' : 'adjudicationAppended', (t) =>
    t.field({
      type,
      description,
      args: {
        projectId: t.arg.string({ required: true }),
        since: t.arg({ type: 'DateTime', description: SINCE_DESCRIPTION }),
      },
      subscribe: (_root, args, context) => {
        requireReadable(context.caller, args.projectId);
        return eventStream<RecordsEvent>(
          context,
          `${kind}:${args.projectId}`,
          async () => {
            if (!args.since) return null;
            const found = await recordedSince(context.db.pool, kind, args.projectId, args.since);
            return found && { projectId: args.projectId, count: found.count, recordedAt: found.recordedAt, catchUp: true };
          },
          (event) => ({
            projectId: event.projectId,
            count: 'count' in event ? event.count : 0,
            recordedAt: new Date(event.recordedAt),
            catchUp: false,
          }),
        );
      },
      resolve: (event) => event,
    }),
  );
}

builder.subscriptionType({
  description:
    "Live updates over Server-Sent Events (Accept: text/event-stream). Each event names what changed; re-read it. Needs the reader role; only the token's projects.",
});

projectRecordsField(
  'attempt',
  AttemptRecordedEventRef,
  'An event each time attempts of the project commit (one per write, whatever its size).',
);
projectRecordsField('adjudication', AdjudicationAppendedEventRef, "An event each time adjudications of the project's attempts commit.");

builder.subscriptionField('reliabilityChanged', (t) =>
  t.field({
    type: ReliabilityChangedEventRef,
    description:
      "An event each time new evidence of the cohort commits; re-read its report. A cohort outside the token's projects is not found.",
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      since: t.arg({ type: 'DateTime', description: SINCE_DESCRIPTION }),
    },
    subscribe: async (_root, args, context) => {
      requireRole(context.caller, 'reader');
      const cohortId = ledgerIdOf(String(args.cohortId), 'Cohort');
      const projectId = cohortId ? await projectOfCohort(context.db.pool, cohortId) : null;
      if (!cohortId || !projectId || !canRead(context.caller, projectId))
        throw new NotFoundError("no such cohort among this token's projects");
      return eventStream<CohortEvent>(
        context,
        `cohort:${cohortId}`,
        async () => {
          if (!args.since) return null;
          const recordedAt = await cohortEvidenceSince(context.db.pool, cohortId, args.since);
          return recordedAt && { cohortId, projectId, recordedAt, catchUp: true };
        },
        (event) => ({ cohortId, projectId, recordedAt: new Date(event.recordedAt), catchUp: false }),
      );
    },
    resolve: (event) => event,
  }),
);
