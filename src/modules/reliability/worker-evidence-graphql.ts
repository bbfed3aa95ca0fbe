// Worker evidence (docs/specification.md §6, "Worker evidence"): per cohort a worker's
// attempts fall in, the report restricted to that worker's attempts, and the root field
// `workerEvidence`.
import { builder } from '../../builder.js';
import { ValidationError } from '../../errors.js';
import { readScope } from '../auth/caller.js';
import { CohortNode } from '../cohorts/graphql.js';
import { WindowInput } from '../common/metrics-graphql.js';
import { parseInput } from '../common/validation.js';
import { pageDefault } from '../common/cost.js';
import { forwardConnection } from '../common/cursors.js';
import { workerEvidenceQuerySchema, MAX_OVERVIEW_PAGE, DEFAULT_OVERVIEW_PAGE } from './inputs.js';
import { reportsServed } from '../../metrics.js';
import { workerEvidence, workerEvidenceCursor, type WorkerCohortEvidence } from './store.js';
import { ReliabilityReportRef } from './report-graphql.js';
import { pageFinalityFields } from './types-graphql.js';

const WorkerCohortEvidenceRef = builder.objectRef<WorkerCohortEvidence>('WorkerCohortEvidence').implement({
  description:
    "One cohort a worker's attempts fall in, with the reliability report of that cohort restricted to the worker's attempts " +
    '(docs/specification.md §6, "Worker evidence"). The cohort carries the constraints the evidence was gathered under: ' +
    'capability key, scope, runtime and policy fingerprints, provider, model, runtime, harness and policy versions.',
  fields: (t) => ({
    workerRef: t.exposeString('workerRef'),
    cohort: t.field({ type: CohortNode, nullable: false, resolve: ({ cohort }) => cohort }),
    report: t.field({
      type: ReliabilityReportRef,
      description:
        "The report of docs/specification.md §6 over the worker's attempts of the cohort alone (their window, rates, critical failures and drift).",
      resolve: (entry) => entry,
    }),
  }),
});

const WorkerEvidenceConnection = builder.connectionObject(
  {
    type: WorkerCohortEvidenceRef,
    name: 'WorkerEvidenceConnection',
    description: 'The cohorts a worker has attempts in within the window, in (capabilityKey, id) order, each report as of one instant.',
    fields: pageFinalityFields,
  },
  { name: 'WorkerEvidenceEdge' },
);

builder.queryFields((t) => ({
  workerEvidence: t.field({
    type: WorkerEvidenceConnection,
    ...pageDefault(DEFAULT_OVERVIEW_PAGE),
    description:
      "Per cohort a worker has attempts in (within the window, as of asOf), the reliability report restricted to that worker's attempts, " +
      `with the cohort's fingerprints and versions; forward pages of at most ${MAX_OVERVIEW_PAGE} cohorts (default ${DEFAULT_OVERVIEW_PAGE}). ` +
      "Empty outside the token's projects or without the reader role, as reliabilityOverview.",
    errors: { types: [ValidationError] },
    args: {
      projectId: t.arg.string({ required: true }),
      workerRef: t.arg.string({ required: true, description: 'The worker, as recorded with its attempts (reference grammar).' }),
      capabilityKey: t.arg.string({ description: 'Only the cohorts of this capability.' }),
      window: t.arg({ type: WindowInput, description: "Default { lastDays: 30 }; applied to the worker's attempts of each cohort." }),
      asOf: t.arg({
        type: 'DateTime',
        description: "Default: the ledger's settled horizon (the answer is then final). Must not be after the ledger clock.",
      }),
      minSamples: t.arg.int({
        description: "Default: that of the reports' rulesVersion (20 under version 1), applied to the worker's attempts of each cohort.",
      }),
      first: t.arg.int({ description: `1..${MAX_OVERVIEW_PAGE}, default ${DEFAULT_OVERVIEW_PAGE}.` }),
      after: t.arg.string({ description: 'endCursor of the previous page.' }),
    },
    resolve: async (_root, args, context) => {
      const query = parseInput(workerEvidenceQuerySchema, args, '');
      const page = await workerEvidence(context.db, query, readScope(context.caller));
      for (const entry of page.entries) reportsServed.inc({ state: entry.report.state });
      return {
        finality: page.finality,
        ...forwardConnection(page.entries, (node) => workerEvidenceCursor.encode(node.cohort), {
          hasNextPage: page.hasNextPage,
          after: query.after,
        }),
      };
    },
  }),
}));
