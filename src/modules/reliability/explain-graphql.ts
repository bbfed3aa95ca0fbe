// Explaining a report (docs/specification.md §6, "Explaining a report"): the field
// ReliabilityReport.explain and its types, per attempt the report considered, which
// numerators and denominators it entered and why not, paged over store.ts's explainPage.
import { builder } from '../../builder.js';
import { RATE_NAMES, type AttemptExplanation, type RateDecision } from '../../domain/reliability.js';
import { RATE_EXCLUSION_REASONS } from '../../domain/enums.js';
import { OutcomeCodeEnum } from '../common/enums.js';
import { attemptGlobalId } from '../common/ids.js';
import { parseInput } from '../common/validation.js';
import { pageDefault } from '../common/cost.js';
import { checkedCursors, forwardConnection } from '../common/cursors.js';
import { explainPageSchema, MAX_EXPLAIN_PAGE, DEFAULT_EXPLAIN_PAGE } from './inputs.js';
import { explainCursor, explainPage, isExplainCursor } from './store.js';
import { ReliabilityReportRef } from './report-graphql.js';
import { instant } from './types-graphql.js';

const RateExclusionReasonEnum = builder.enumType('RateExclusionReason', {
  description:
    "Why an attempt the report considered did not enter a rate's numerator or denominator, as the fold decided it " +
    '(docs/specification.md §6, "Explaining a report").',
  values: RATE_EXCLUSION_REASONS,
});

const RateDecisionRef = builder.objectRef<RateDecision>('RateDecision').implement({
  description: 'What the report did with one attempt for one rate.',
  fields: (t) => ({
    denominator: t.exposeBoolean('denominator', { description: "The attempt is counted in the rate's denominator." }),
    numerator: t.exposeBoolean('numerator', {
      description: "The attempt is counted in the rate's numerator (never without the denominator).",
    }),
    reasons: t.field({
      type: [RateExclusionReasonEnum],
      description:
        'Why it is not in the numerator (or, when denominator is false, not in the denominator); empty exactly when numerator is true.',
      resolve: (decision) => [...decision.reasons],
    }),
  }),
});

const AttemptExplanationRef = builder.objectRef<AttemptExplanation>('AttemptExplanation').implement({
  description: 'One attempt a report considered, and for every rate whether it entered the numerator and denominator, and if not, why.',
  fields: (t) => ({
    attemptId: t.id({ description: 'Global id of the attempt (see `node`).', resolve: (entry) => attemptGlobalId(entry.attempt.id) }),
    attemptLedgerId: t.string({ description: 'The raw UUID of the attempt.', resolve: (entry) => entry.attempt.id }),
    outcomeId: t.string({ resolve: (entry) => entry.attempt.outcomeId }),
    taskRef: t.string({ resolve: (entry) => entry.attempt.taskRef }),
    workerRef: t.string({ resolve: (entry) => entry.attempt.workerRef }),
    attemptNumber: t.int({ resolve: (entry) => entry.attempt.attemptNumber }),
    outcomeCode: t.field({ type: OutcomeCodeEnum, resolve: (entry) => entry.attempt.outcomeCode }),
    finishedAt: t.field({ type: 'DateTime', resolve: (entry) => instant(entry.attempt.finishedAt) }),
    recordedAt: t.field({ type: 'DateTime', resolve: (entry) => instant(entry.attempt.recordedAt) }),
    inWindow: t.boolean({ description: "In the report's window: only these enter any rate.", resolve: (entry) => entry.inWindow }),
    critical: t.boolean({ description: "Listed in the report's criticalFailures.", resolve: (entry) => entry.critical }),
    unresolvedDrift: t.boolean({
      description: "Listed in the report's unresolvedDriftAttemptIds.",
      resolve: (entry) => entry.unresolvedDrift,
    }),
    ...Object.fromEntries(
      RATE_NAMES.map((name) => [
        name,
        t.field({ type: RateDecisionRef, description: `Its decision for ${name}.`, resolve: (entry) => entry.rates[name] }),
      ]),
    ),
  }),
});

const ReliabilityExplanationConnection = builder.connectionObject(
  {
    type: AttemptExplanationRef,
    name: 'ReliabilityExplanationConnection',
    description: 'The attempts a report considered, most recent first (finishedAt, then id, descending).',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many attempts the report considered.',
        resolve: (connection) => (connection as unknown as { totalCount: number }).totalCount,
      }),
    }),
  },
  { name: 'ReliabilityExplanationEdge' },
);

builder.objectField(ReliabilityReportRef, 'explain', (t) =>
  t.field({
    type: ReliabilityExplanationConnection,
    extensions: { ...checkedCursors(isExplainCursor).extensions, ...pageDefault(DEFAULT_EXPLAIN_PAGE).extensions },
    description:
      "Per attempt the report considered (the window's, the critical ones it lists, those with drift adjudications), " +
      'which numerators and denominators it entered and, for each it did not, why; from the same decisions as the counts, ' +
      `so the window's entries add up to every rate. Forward pages of 1..${MAX_EXPLAIN_PAGE} (default ${DEFAULT_EXPLAIN_PAGE}).`,
    args: {
      first: t.arg.int({ description: `1..${MAX_EXPLAIN_PAGE}, default ${DEFAULT_EXPLAIN_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: (reliability, args) => {
      const page = parseInput(explainPageSchema, args, 'explain');
      const { entries, totalCount, hasNextPage } = explainPage(reliability, page);
      return {
        totalCount,
        ...forwardConnection(entries, (node) => explainCursor.encode(node.attempt), { hasNextPage, after: page.after }),
      };
    },
  }),
);
