// Evidence bundles (docs/specification.md §14, docs/tamper-evidence.md "Evidence bundles"):
// a final reliability report with every row it follows from, each row's leaf and
// inclusion proof in ONE checkpoint (the latest, included), consistency proofs to the
// checkpoints a caller kept, and the per-attempt entries, signed as one DSSE envelope so
// another organisation can check it offline (bundle-verify.ts, `npm run verify -- --bundle`).
// Built from the report's own loader (reliabilityOfCohort, its basis) and the batch proofs of
// store.ts; the rows are folded again with the pure fold before signing, exactly as the
// verifier folds them, so a bundle is never signed over rows that do not give its report.
import { z } from 'zod';
import { builder, type Context } from '../../builder.js';
import {
  bundleFoldOf,
  EVIDENCE_BUNDLE_VERSION,
  bundleReportOf,
  type BundleReportFigures,
  MAX_BUNDLE_COHORTS,
  MAX_BUNDLE_CONSISTENCY,
  MAX_BUNDLE_ROWS,
  MAX_BUNDLE_VALIDITY_DAYS,
  type BundleRow,
  type BundleSubject,
  type EvidenceBundleStatement,
  type LeafData,
} from '../../domain/bundle.js';
import type { Finality } from '../../domain/finality.js';
import { reliabilityReportWithPassK, type CohortEvidence, type ReliabilityReport } from '../../domain/reliability.js';
import { canonicalJson } from '../../domain/canonical.js';
import { BASELINE_RULES_VERSION } from '../../domain/rules.js';
import { EVIDENCE_BUNDLE_TYPE, LOG_ORIGIN, signEnvelope, type DsseEnvelope } from '../../domain/signing.js';
import { DAY_MS, type Window } from '../../domain/window.js';
import { LedgerError, ValidationError } from '../../errors.js';
import { readScope, type ProjectScope } from '../auth/caller.js';
import { ErrorInterface } from '../common/errors.js';
import { ledgerIdOf } from '../common/ids.js';
import { WindowInput } from '../common/metrics-graphql.js';
import { readLedgerClock, reportFinality } from '../../db/ledger-clock.js';
import { capabilityKey, instant, parseInput, reference, uuid } from '../common/validation.js';
import { reliabilityQuerySchema } from '../reliability/inputs.js';
import { foldOf, reliabilityOfCohort } from '../reliability/store.js';
import { loadWorkerEvidence } from '../reliability/evidence.js';
import type { CohortRow } from '../cohorts/store.js';
import { CheckpointRef } from './graphql.js';
import { cosignaturesOf } from './cosignatures.js';
import { TransparencyUnavailableError } from './receipts.js';
import { consistencyProofOf, inclusionProofsOf, type CheckpointRecord } from './store.js';

/** Rows of the report are not in the latest checkpoint yet: retry after the next one. */
export class CheckpointPendingError extends LedgerError {
  readonly code = 'CHECKPOINT_PENDING' as const;

  constructor(
    message: string,
    /** The size of the latest checkpoint (null when the log has none). */
    readonly latestTreeSize: number | null,
  ) {
    super(message);
  }
}

builder.objectType(CheckpointPendingError, {
  name: 'CheckpointPendingError',
  description:
    'A row the report follows from is not in the latest checkpoint yet (rows are sequenced within seconds, checkpoints signed every ' +
    'CHECKPOINT_INTERVAL_MS): ask again after the next checkpoint. Nothing was written.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ latestTreeSize: t.exposeInt('latestTreeSize', { nullable: true }) }),
});

export const bundleQuerySchema = reliabilityQuerySchema.extend({
  validUntil: instant,
  consistencyFrom: z
    .array(z.number().int().min(1))
    .max(MAX_BUNDLE_CONSISTENCY, `at most ${MAX_BUNDLE_CONSISTENCY} kept checkpoint sizes`)
    .nullish()
    .transform((sizes) => [...new Set(sizes ?? [])].sort((a, b) => a - b)),
});
export type BundleQueryInput = z.infer<typeof bundleQuerySchema>;

/** The bundle arguments both forms share, parsed, and the instant the bundle is issued (validUntil checked against it). */
function bundleQueryOf(args: { window?: unknown; asOf?: unknown; minSamples?: unknown; validUntil?: unknown; consistencyFrom?: unknown }) {
  const query = parseInput(
    bundleQuerySchema,
    {
      window: args.window,
      asOf: args.asOf,
      minSamples: args.minSamples,
      validUntil: args.validUntil,
      consistencyFrom: args.consistencyFrom,
    },
    '',
  );
  const issuedAt = new Date();
  checkValidUntil(query.validUntil, issuedAt);
  return { query, issuedAt };
}

/** validUntil after `issuedAt` and at most MAX_BUNDLE_VALIDITY_DAYS after it. */
export function checkValidUntil(validUntil: Date, issuedAt: Date): void {
  if (validUntil.getTime() <= issuedAt.getTime()) throw ValidationError.of([{ path: 'validUntil', message: 'is not in the future' }]);
  if (validUntil.getTime() > issuedAt.getTime() + MAX_BUNDLE_VALIDITY_DAYS * DAY_MS)
    throw ValidationError.of([{ path: 'validUntil', message: `is more than ${MAX_BUNDLE_VALIDITY_DAYS} days ahead` }]);
}

export interface EvidenceBundleRecord {
  statement: EvidenceBundleStatement;
  envelope: DsseEnvelope;
  keyId: string;
  checkpoint: CheckpointRecord;
}

/** The keys of the rows the cohorts' reports follow from, as of asOf, by table. */
async function evidenceKeys(
  context: Context,
  projectId: string,
  asOf: Date,
  cohorts: readonly { cohort: CohortRow; evidence: CohortEvidence }[],
) {
  const adjudications = cohorts.flatMap(({ evidence }) => evidence.adjudications);
  const { rows } = await context.db.pool.query<{
    adjudications: string[] | null;
    verifiers: string[] | null;
    withdrawals: string[] | null;
  }>(
    `SELECT (SELECT array_agg(j.id::text ORDER BY j.attempt_id, j.seq) FROM adjudication j
               JOIN unnest($3::uuid[], $4::int[]) AS w(attempt_id, seq) ON j.attempt_id = w.attempt_id AND j.seq = w.seq
              WHERE j.project_id = $1 AND j.cohort_id = ANY ($5::uuid[])) AS adjudications,
            (SELECT array_agg(v.id::text ORDER BY v.id) FROM verifier v WHERE v.project_id = $1 AND v.registered_at <= $2) AS verifiers,
            (SELECT array_agg(w.id::text ORDER BY w.id) FROM verifier_withdrawal w WHERE w.project_id = $1 AND w.withdrawn_at <= $2) AS withdrawals`,
    [
      projectId,
      asOf,
      adjudications.map((item) => item.attemptId),
      adjudications.map((item) => item.seq),
      cohorts.map(({ cohort }) => cohort.id),
    ],
  );
  const found = rows[0]!;
  return [
    ...cohorts.map(({ cohort }) => ({ table: 'cohort', key: cohort.id })),
    ...cohorts.flatMap(({ evidence }) => evidence.attempts.map((attempt) => ({ table: 'attempt', key: attempt.id }))),
    ...(found.adjudications ?? []).map((key) => ({ table: 'adjudication', key })),
    ...(found.verifiers ?? []).map((key) => ({ table: 'verifier', key })),
    ...(found.withdrawals ?? []).map((key) => ({ table: 'verifier_withdrawal', key })),
  ];
}

/** What a bundle is built from: its subject's cohorts, each with the evidence and report the API's loader gave, as of one final instant. */
interface BundleSource {
  subject: BundleSubject;
  finality: Finality;
  fold: { window: Window; asOf: number; minSamples: number; rulesVersion: number };
  cohorts: { cohort: CohortRow; evidence: CohortEvidence; report: ReliabilityReport & BundleReportFigures }[];
}

/** Proves the source's rows in the latest checkpoint and signs the bundle. */
async function signBundle(context: Context, source: BundleSource, query: BundleQueryInput, issuedAt: Date): Promise<EvidenceBundleRecord> {
  const signer = context.transparency?.signer;
  if (!signer) throw new TransparencyUnavailableError('this server has no transparency signing key');
  const { subject, finality, fold, cohorts } = source;
  if (!finality.final)
    throw ValidationError.of([
      {
        path: 'asOf',
        message: `is not settled yet (the ledger is settled through ${finality.settledThrough.toISOString()}): a bundle is only of a final report`,
      },
    ]);
  const wanted = await evidenceKeys(context, subject.projectId, finality.asOf, cohorts);
  if (wanted.length > MAX_BUNDLE_ROWS)
    throw ValidationError.of([
      {
        path: 'window',
        message: `the report follows from ${wanted.length} rows, more than the ${MAX_BUNDLE_ROWS} of one bundle: ask a shorter window`,
      },
    ]);
  const { checkpoint, proofs } = await inclusionProofsOf(context.db.pool, wanted, null);
  const missing = proofs.findIndex((proof) => proof === null);
  if (!checkpoint || missing >= 0)
    throw new CheckpointPendingError(
      `${missing >= 0 ? `${wanted[missing]!.table} ${wanted[missing]!.key}` : "the report's evidence"} is not in ${checkpoint ? `the latest checkpoint (tree size ${checkpoint.treeSize})` : 'any checkpoint'} yet: ask again after the next checkpoint`,
      checkpoint?.treeSize ?? null,
    );
  const cosignatures = await cosignaturesOf(context.db.pool, checkpoint.treeSize);
  const consistency: EvidenceBundleStatement['consistency'] = [];
  for (const [i, size] of query.consistencyFrom.entries()) {
    const proof =
      size <= checkpoint.treeSize
        ? await consistencyProofOf(context.db.pool, size, checkpoint.treeSize)
        : await consistencyProofOf(context.db.pool, checkpoint.treeSize, size);
    if (!proof) throw ValidationError.of([{ path: `consistencyFrom.${i}`, message: `the log has no checkpoint of size ${size}` }]);
    consistency.push({ treeSize: size, proof: proof.proof });
  }
  const rows: BundleRow[] = proofs
    .map((proof) => ({
      table: proof!.table,
      key: proof!.key,
      leafIndex: proof!.leafIndex,
      leafData: proof!.leafData,
      auditPath: proof!.auditPath,
    }))
    .sort((a, b) => a.leafIndex - b.leafIndex);
  const folded = bundleFoldOf(
    rows.map((row) => JSON.parse(row.leafData) as LeafData),
    subject,
    { ...fold, version: EVIDENCE_BUNDLE_VERSION },
  );
  // The rows must give the reports the API answers: otherwise the bundle would not verify.
  const reports = cohorts.map(({ cohort, report }) => ({ cohortId: cohort.id, report }));
  if (canonicalJson(folded.reports) !== canonicalJson(reports))
    throw new Error(`the rows of the bundle's evidence do not give its reports as of ${finality.asOf.toISOString()}`);
  const statement: EvidenceBundleStatement = {
    version: EVIDENCE_BUNDLE_VERSION,
    origin: LOG_ORIGIN,
    subject,
    query: { window: fold.window, asOf: finality.asOf.toISOString(), minSamples: fold.minSamples },
    settledThrough: finality.settledThrough.toISOString(),
    issuedAt: issuedAt.toISOString(),
    validUntil: query.validUntil.toISOString(),
    checkpoint: {
      treeSize: checkpoint.treeSize,
      rootHash: checkpoint.rootHash,
      issuedAt: checkpoint.issuedAt,
      keyId: checkpoint.keyId,
      envelope: checkpoint.envelope,
    },
    consistency,
    rows,
    attempts: folded.attempts,
    reports,
    rulesVersion: fold.rulesVersion,
    ...(cosignatures.length > 0 ? { cosignatures } : {}),
  };
  return { statement, envelope: signEnvelope(signer.privateKey, EVIDENCE_BUNDLE_TYPE, statement), keyId: signer.keyId, checkpoint };
}

/** The signed bundle of one cohort's final report; null when the cohort is not visible. */
export async function evidenceBundleOf(
  context: Context,
  cohortId: string,
  query: BundleQueryInput,
  projects: ProjectScope,
  issuedAt: Date,
): Promise<EvidenceBundleRecord | null> {
  if (!context.transparency?.signer) throw new TransparencyUnavailableError('this server has no transparency signing key');
  const found = await reliabilityOfCohort(context.db, cohortId, query, projects);
  if (!found) return null;
  const { cohort, finality, report, passK, effort, basis } = found;
  const { evidence, query: folded } = basis;
  return signBundle(
    context,
    {
      subject: { kind: 'cohort', cohortId: cohort.id, projectId: cohort.projectId, capabilityKey: cohort.capabilityKey },
      finality,
      fold: {
        window: report.window,
        asOf: report.asOf,
        minSamples: report.minSamples,
        rulesVersion: folded.rulesVersion ?? BASELINE_RULES_VERSION,
      },
      cohorts: [{ cohort, evidence, report: bundleReportOf({ report, passK, effort }) }],
    },
    query,
    issuedAt,
  );
}

/**
 * The signed bundle of one worker's attempts of one capability: per cohort they fall in
 * (in the window, as of asOf), the report of the cohort's evidence restricted to the
 * worker, loaded by workerEvidence's loader. Null when the project is not visible.
 */
export async function workerEvidenceBundleOf(
  context: Context,
  worker: { projectId: string; workerRef: string; capabilityKey: string },
  query: BundleQueryInput,
  projects: ProjectScope,
  issuedAt: Date,
): Promise<EvidenceBundleRecord | null> {
  if (!context.transparency?.signer) throw new TransparencyUnavailableError('this server has no transparency signing key');
  if (projects !== undefined && !projects.includes(worker.projectId)) return null;
  const clock = await readLedgerClock(context.db);
  const finality = reportFinality(query.asOf, clock);
  const loaded = await loadWorkerEvidence(
    context.db.pool,
    { ...worker, window: query.window, first: MAX_BUNDLE_COHORTS },
    null,
    finality.asOf,
  );
  if (loaded.hasNextPage)
    throw ValidationError.of([
      {
        path: 'window',
        message: `the worker has attempts in more than ${MAX_BUNDLE_COHORTS} cohorts of the capability: ask a shorter window`,
      },
    ]);
  const folded = foldOf(query, finality, clock);
  const fold = {
    window: folded.window,
    asOf: folded.asOf,
    minSamples: folded.minSamples,
    rulesVersion: folded.rulesVersion ?? BASELINE_RULES_VERSION,
  };
  return signBundle(
    context,
    {
      subject: { kind: 'worker', ...worker },
      finality,
      fold,
      cohorts: loaded.cohorts.map((cohort) => {
        const evidence = loaded.evidence.get(cohort.id)!;
        return { cohort, evidence, report: bundleReportOf(reliabilityReportWithPassK(evidence, fold)) };
      }),
    },
    query,
    issuedAt,
  );
}

const EvidenceBundleRef = builder.objectRef<EvidenceBundleRecord>('EvidenceBundle').implement({
  description:
    'A final reliability report with every row it follows from, each with its inclusion proof in one checkpoint, signed with the transparency key ' +
    `(DSSE, payload type ${EVIDENCE_BUNDLE_TYPE}, payload version ${EVIDENCE_BUNDLE_VERSION}; docs/specification.md §14). Verify it offline with ` +
    '`npm run verify -- --bundle` or verifyBundle.',
  fields: (t) => ({
    envelope: t.string({
      description: 'The DSSE envelope (JSON): what a consumer keeps and verifies.',
      resolve: (bundle) => JSON.stringify(bundle.envelope),
    }),
    keyId: t.exposeString('keyId'),
    issuedAt: t.field({ type: 'DateTime', resolve: (bundle) => new Date(bundle.statement.issuedAt) }),
    validUntil: t.field({ type: 'DateTime', resolve: (bundle) => new Date(bundle.statement.validUntil) }),
    checkpoint: t.field({
      type: CheckpointRef,
      description: 'The one checkpoint every row of the bundle is proven in.',
      resolve: (bundle) => bundle.checkpoint,
    }),
    rowCount: t.int({
      description: `Ledger rows in the bundle (at most ${MAX_BUNDLE_ROWS}).`,
      resolve: (bundle) => bundle.statement.rows.length,
    }),
    attemptCount: t.int({ description: 'Attempts described, recorded by asOf.', resolve: (bundle) => bundle.statement.attempts.length }),
    evidenceDigests: t.stringList({
      description: "The evidenceDigest of each report, in the order of the payload's reports (one for a cohort).",
      resolve: (bundle) => bundle.statement.reports.map((entry) => entry.report.evidenceDigest),
    }),
  }),
});

const workerSchema = z.object({ projectId: uuid, workerRef: reference, capabilityKey });

const BUNDLE_ARGS_DESCRIPTIONS = {
  asOf: "Default: the ledger's settled horizon. Must be settled (the report final).",
  validUntil: `Until when a verifier accepts the bundle: in the future, at most ${MAX_BUNDLE_VALIDITY_DAYS} days ahead.`,
  consistencyFrom: `Sizes of checkpoints the caller kept (at most ${MAX_BUNDLE_CONSISTENCY}): the bundle carries a consistency proof between each and its checkpoint.`,
};

builder.queryFields((t) => ({
  workerEvidenceBundle: t.field({
    type: EvidenceBundleRef,
    nullable: true,
    description:
      "The signed evidence bundle of one worker's attempts of one capability: per cohort they fall in (in the window, as of asOf), the report of " +
      "that cohort restricted to the worker's attempts (as workerEvidence), with every row it follows from. Null outside the token's projects or " +
      `without the reader role. At most ${MAX_BUNDLE_COHORTS} cohorts and ${MAX_BUNDLE_ROWS} rows.`,
    errors: { types: [ValidationError, CheckpointPendingError] },
    args: {
      projectId: t.arg.string({ required: true }),
      workerRef: t.arg.string({ required: true, description: 'The worker, as recorded with its attempts.' }),
      capabilityKey: t.arg.string({ required: true }),
      window: t.arg({ type: WindowInput, description: "Default { lastDays: 30 }; applied to the worker's attempts of each cohort." }),
      asOf: t.arg({ type: 'DateTime', description: BUNDLE_ARGS_DESCRIPTIONS.asOf }),
      minSamples: t.arg.int({
        description: "Default: that of the reports' rulesVersion (20 under version 1), applied to the worker's attempts of each cohort.",
      }),
      validUntil: t.arg({ type: 'DateTime', required: true, description: BUNDLE_ARGS_DESCRIPTIONS.validUntil }),
      consistencyFrom: t.arg.intList({ description: BUNDLE_ARGS_DESCRIPTIONS.consistencyFrom }),
    },
    resolve: async (_root, args, context) => {
      const worker = parseInput(
        workerSchema,
        { projectId: args.projectId, workerRef: args.workerRef, capabilityKey: args.capabilityKey },
        '',
      );
      const { query, issuedAt } = bundleQueryOf(args);
      return workerEvidenceBundleOf(context, worker, query, readScope(context.caller), issuedAt);
    },
  }),
  evidenceBundle: t.field({
    type: EvidenceBundleRef,
    nullable: true,
    description:
      "The signed evidence bundle of one cohort's final report (null when the cohort does not exist or is outside the token's projects; the reader role). " +
      `At most ${MAX_BUNDLE_ROWS} rows (a larger report is a ValidationError: ask a shorter window); validUntil at most ${MAX_BUNDLE_VALIDITY_DAYS} days ahead.`,
    errors: { types: [ValidationError, CheckpointPendingError] },
    args: {
      cohortId: t.arg.id({ required: true, description: 'Global id or ledger UUID.' }),
      window: t.arg({ type: WindowInput, description: 'Default { lastDays: 30 }.' }),
      asOf: t.arg({ type: 'DateTime', description: BUNDLE_ARGS_DESCRIPTIONS.asOf }),
      minSamples: t.arg.int({ description: "Default: that of the report's rulesVersion (20 under version 1)." }),
      validUntil: t.arg({ type: 'DateTime', required: true, description: BUNDLE_ARGS_DESCRIPTIONS.validUntil }),
      consistencyFrom: t.arg.intList({ description: BUNDLE_ARGS_DESCRIPTIONS.consistencyFrom }),
    },
    resolve: async (_root, args, context) => {
      const { query, issuedAt } = bundleQueryOf(args);
      const cohortId = ledgerIdOf(args.cohortId, 'Cohort');
      if (!cohortId) return null;
      return evidenceBundleOf(context, cohortId, query, readScope(context.caller), issuedAt);
    },
  }),
}));
