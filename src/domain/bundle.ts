// Evidence bundles (docs/specification.md §14): a reliability report together with the
// ledger rows it follows from, each with an inclusion proof in one checkpoint, signed
// as one DSSE envelope (EVIDENCE_BUNDLE_TYPE). This module is the pure half, shared by
// the server that builds a bundle and the offline verifier that checks one: what the
// payload holds, and how the rows become the fold's evidence, the per-attempt entries
// and the report, with the one fold of src/domain/reliability.ts.
import { z } from 'zod';
import { compareUtf16CodeUnits } from './canonical.js';
import {
  OUTCOME_CODES,
  SEVERITIES,
  STOP_REASON_CODES,
  VERIFICATION_MODES,
  VERIFICATION_RESULTS,
  type OutcomeCode,
  type Severity,
  type StopReasonCode,
  type VerificationMode,
  type VerificationResult,
} from './enums.js';
import {
  ATTEMPT_EFFORT_FIELDS,
  EFFORT_STATUSES,
  effortEntryOf,
  type AttemptEffort,
  type EffortEntry,
  type EffortMeasure,
  type EffortPerVerifiedSuccess,
} from './effort.js';
import { PASS_K_MAX, type PassK } from './pass-k.js';
import {
  ADJUDICATION_ATTEMPT_FIELD,
  ADJUDICATION_EVIDENCE_FIELDS,
  ATTEMPT_EVIDENCE_FIELDS,
  ATTEMPT_HUMAN_DECISIONS,
  evidenceAsOf,
  evidenceOfWorker,
  RATE_NAMES,
  reliabilityReportWithPassK,
  type AdjudicationEvidence,
  type AttemptEvidence,
  type CohortEvidence,
  type HumanDecision,
  type RateName,
  type ReliabilityReport,
} from './reliability.js';
import type { DsseEnvelope } from './signing.js';
import type { AnyFieldList, RowOf } from './row-fields.js';
import {
  NOT_COUNTED_REASONS,
  REGISTERED_VERIFIER_FIELDS,
  VERIFIER_WITHDRAWAL_FIELDS,
  verdictJudgeAsOf,
  type NotCountedReason,
  type VerifierTrust,
} from './verification.js';
import type { Rate } from './wilson.js';
import { EVIDENCE_STATES, type Window } from './window.js';

/**
 * The payload version the ledger signs. Version 2 adds each attempt's effort to its entry and
 * pass^k and the effort per verified success to each report (docs/specification.md §14);
 * version 1 bundles, signed before, keep verifying as version 1.
 */
export const EVIDENCE_BUNDLE_VERSION = 2;
/** Every payload version a verifier reads. */
export const EVIDENCE_BUNDLE_VERSIONS = [1, 2] as const;
export type EvidenceBundleVersion = (typeof EVIDENCE_BUNDLE_VERSIONS)[number];
/** Rows (attempts, adjudications, verifier registry and withdrawal rows, the cohort) one bundle holds at most. */
export const MAX_BUNDLE_ROWS = 2000;
/** How far after its signing a bundle's validUntil may be. */
export const MAX_BUNDLE_VALIDITY_DAYS = 90;
/** Cohorts one worker's bundle covers at most (the worker form; a cohort's bundle has one). */
export const MAX_BUNDLE_COHORTS = 20;
/** Kept checkpoint sizes one request may ask consistency proofs for. */
export const MAX_BUNDLE_CONSISTENCY = 16;

/** One ledger row of a bundle: its leaf (the bytes the log hashed) and its audit path in the bundle's checkpoint. */
export interface BundleRow {
  table: string;
  key: string;
  leafIndex: number;
  /** RFC 8785 canonical JSON of {table, row}: the leaf data (docs/tamper-evidence.md, "The leaf bytes"). */
  leafData: string;
  /** Hex hashes, leaf to root (RFC 9162 section 2.1.3.1). */
  auditPath: string[];
}

/** One verification of an attempt, as the report judged it as of asOf. */
export interface BundleVerification {
  /** 0: the verification recorded with the attempt; otherwise the seq of its VERIFICATION_RECORDED adjudication. */
  seq: number;
  mode: VerificationMode;
  result: VerificationResult;
  verifierRef: string | null;
  verifierModel: string | null;
  recordedAt: string;
  /** Whether it counted as an independent verdict; null when it is no verdict (a non-independent mode, or NOT_RUN). */
  countedIndependent: boolean | null;
  /** Why a verdict did not count (docs/specification.md §3.3); null otherwise. */
  notCountedReason: NotCountedReason | null;
}

/** What a bundle states of one attempt, as of asOf: the attempt row's envelope fields and what the fold made of it. */
export interface BundleAttempt {
  attemptId: string;
  cohortId: string;
  projectId: string;
  capabilityKey: string;
  workerRef: string;
  recordedBy: string;
  agentRunRef: string;
  scopeFingerprint: string;
  runtimeFingerprint: string;
  policyFingerprint: string;
  provider: string;
  model: string;
  runtimeVersion: string;
  harnessVersion: string;
  policyVersion: string;
  outcomeId: string;
  outcomeDigest: string;
  contentDigest: string;
  taskRef: string;
  attemptNumber: number;
  outcomeCode: OutcomeCode;
  stopReasonCode: StopReasonCode;
  severity: Severity;
  evidenceKinds: string[];
  evidenceDigests: string[];
  verifications: BundleVerification[];
  verdict: 'PASSED' | 'FAILED' | null;
  humanDecision: HumanDecision | null;
  humanOverride: boolean;
  humanRejected: boolean;
  rolledBack: boolean;
  reworkRequested: boolean;
  criticalFailureRecorded: boolean;
  unresolvedDrift: boolean;
  verifiedPass: boolean;
  falseSuccess: boolean;
  /** The attempt's adjudications recorded by asOf, in seq order (their rows are in the bundle). */
  adjudicationIds: string[];
  startedAt: string;
  finishedAt: string;
  recordedAt: string;
  /**
   * Version 2 on: the attempt's effort as its row states it (EffortEntry: null when it states
   * none, a field null where unknown). Absent from version 1 entries.
   */
  effort?: EffortEntry | null;
}

/** What a bundle is of: one cohort, or one worker's attempts of one capability (in each cohort they fall in). */
export type BundleSubject =
  | { kind: 'cohort'; cohortId: string; projectId: string; capabilityKey: string }
  | { kind: 'worker'; projectId: string; workerRef: string; capabilityKey: string };

/** The figures of a report that a version 2 bundle states beside the version 1 members, as the API's report has them. */
export interface BundleReportFigures {
  passK: PassK[];
  costPerVerifiedSuccess: EffortPerVerifiedSuccess;
  tokensPerVerifiedSuccess: EffortPerVerifiedSuccess;
  timePerVerifiedSuccess: EffortPerVerifiedSuccess;
}

/** A report as a bundle states it: version 1 without the figures, version 2 with them. */
export type BundleReportBody = ReliabilityReport & Partial<BundleReportFigures>;

/** One report of a bundle: of its cohort, or of one cohort restricted to the worker (evidenceOfWorker). */
export interface BundleReport {
  cohortId: string;
  report: BundleReportBody;
}

export interface BundleQuery {
  window: Window;
  asOf: string;
  minSamples: number;
}

/** The payload of an evidence bundle, version 1 (docs/specification.md §14, field by field). */
export interface EvidenceBundleStatement {
  version: EvidenceBundleVersion;
  origin: string;
  subject: BundleSubject;
  query: BundleQuery;
  settledThrough: string;
  issuedAt: string;
  validUntil: string;
  checkpoint: { treeSize: number; rootHash: string; issuedAt: string; keyId: string; envelope: DsseEnvelope };
  /** Per kept checkpoint size the caller named: the RFC 9162 consistency proof between it and the bundle's checkpoint. */
  consistency: { treeSize: number; proof: string[] }[];
  rows: BundleRow[];
  attempts: BundleAttempt[];
  /** One per cohort, in (capabilityKey, id) order: the cohort form has exactly one. */
  reports: BundleReport[];
  /**
   * The metric rules version the reports are computed under (src/domain/rules.ts). Added
   * beside version 1 of the payload: a bundle signed before it has none and means 1.
   */
  rulesVersion?: number;
  /**
   * Witness cosignatures of the bundle's checkpoint: cosignature/v1 note signature lines
   * over the checkpoint's C2SP note body (src/domain/note.ts). Added beside version 1 of the
   * payload; absent when the checkpoint had none when the bundle was signed.
   */
  cosignatures?: string[];
}

// The payload's members at every depth, exactly as §14 lists them: strict objects, so a
// member it does not list is refused wherever it is (the verifier's step 1). Typed against
// EvidenceBundleStatement so the two cannot drift apart.
const count = z.int().nonnegative();
const instantMs = z.number();
/** An instant as the ledger writes it in a payload: Date.prototype.toISOString's form, milliseconds and Z, nothing else. */
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const isoInstant = z
  .string()
  .refine(
    (text) => ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text,
    'an ISO instant YYYY-MM-DDTHH:MM:SS.sssZ',
  );
/** A SHA-256 hash or digest: 64 lowercase hex digits. */
const hexHash = z.string().regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits');
const windowOfPayload = z.union([z.strictObject({ lastDays: z.int().positive() }), z.strictObject({ lastAttempts: z.int().positive() })]);
const envelopeOfPayload = z.strictObject({
  payloadType: z.string(),
  payload: z.string(),
  signatures: z.array(z.strictObject({ keyid: z.string(), sig: z.string() })),
}) satisfies z.ZodType<DsseEnvelope>;
const interval = { lower: z.number(), upper: z.number() };
const rateOfPayload = z.strictObject({
  numerator: count,
  denominator: count,
  value: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  clustered: z
    .strictObject({ ...interval, effectiveSampleSize: z.number(), designEffect: z.number(), tasks: count })
    .nullable()
    .optional(),
  anytime: z.strictObject(interval).nullable().optional(),
}) satisfies z.ZodType<Rate>;
const reportShape = {
  state: z.enum(EVIDENCE_STATES),
  asOf: instantMs,
  window: windowOfPayload,
  windowStart: instantMs.nullable(),
  oldestFinishedAt: instantMs.nullable(),
  newestFinishedAt: instantMs.nullable(),
  minSamples: count,
  sampleSize: count,
  rates: z.strictObject(Object.fromEntries(RATE_NAMES.map((name) => [name, rateOfPayload])) as Record<RateName, typeof rateOfPayload>),
  consecutiveVerifiedPasses: count,
  evidenceFreshness: z.strictObject({ lastVerifiedPassAt: instantMs.nullable(), ageSeconds: z.number().nullable() }),
  criticalFailures: z.strictObject({
    count,
    attempts: z.array(
      z.strictObject({
        attemptId: z.string(),
        outcomeId: z.string(),
        attemptNumber: count,
        outcomeCode: z.enum(OUTCOME_CODES),
        stopReasonCode: z.enum(STOP_REASON_CODES),
        severity: z.enum(SEVERITIES),
        criticalFailureRecorded: z.boolean(),
        finishedAt: instantMs,
        inWindow: z.boolean(),
      }),
    ),
  }),
  unresolvedDriftAttemptIds: z.array(z.string()),
  verificationsNotCountedIndependent: z.strictObject(
    Object.fromEntries(NOT_COUNTED_REASONS.map((reason) => [reason, count])) as Record<NotCountedReason, typeof count>,
  ),
  evidenceDigest: hexHash,
  evidenceRowCount: count,
};
const reportOfPayload = z.strictObject(reportShape) satisfies z.ZodType<ReliabilityReport>;
const passKOfPayload = z.strictObject({
  k: z.int().min(1).max(PASS_K_MAX),
  estimate: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  tasks: count,
}) satisfies z.ZodType<PassK>;
const effortFigureOfPayload = (measure: EffortMeasure) =>
  z.strictObject({
    measure: z.literal(measure),
    status: z.enum(EFFORT_STATUSES),
    estimate: z.number().nullable(),
    lower: z.number().nullable(),
    upper: z.number().nullable(),
    variance: z.number().nullable(),
    total: z.number().nullable(),
    currency: z.string().nullable(),
    currencies: z.array(z.string()),
    verifiedPasses: count,
    attempts: count,
    unknownAttempts: count,
    tasks: count,
  }) satisfies z.ZodType<EffortPerVerifiedSuccess>;
const reportOfPayloadV2 = z.strictObject({
  ...reportShape,
  passK: z.array(passKOfPayload),
  costPerVerifiedSuccess: effortFigureOfPayload('COST'),
  tokensPerVerifiedSuccess: effortFigureOfPayload('TOKENS'),
  timePerVerifiedSuccess: effortFigureOfPayload('TIME'),
}) satisfies z.ZodType<ReliabilityReport & BundleReportFigures>;
const verificationOfPayload = z.strictObject({
  seq: count,
  mode: z.enum(VERIFICATION_MODES),
  result: z.enum(VERIFICATION_RESULTS),
  verifierRef: z.string().nullable(),
  verifierModel: z.string().nullable(),
  recordedAt: isoInstant,
  countedIndependent: z.boolean().nullable(),
  notCountedReason: z.enum(NOT_COUNTED_REASONS).nullable(),
}) satisfies z.ZodType<BundleVerification>;
const attemptShape = {
  attemptId: z.string(),
  cohortId: z.string(),
  projectId: z.string(),
  capabilityKey: z.string(),
  workerRef: z.string(),
  recordedBy: z.string(),
  agentRunRef: z.string(),
  scopeFingerprint: z.string(),
  runtimeFingerprint: z.string(),
  policyFingerprint: z.string(),
  provider: z.string(),
  model: z.string(),
  runtimeVersion: z.string(),
  harnessVersion: z.string(),
  policyVersion: z.string(),
  outcomeId: z.string(),
  outcomeDigest: z.string(),
  contentDigest: z.string(),
  taskRef: z.string(),
  attemptNumber: count,
  outcomeCode: z.enum(OUTCOME_CODES),
  stopReasonCode: z.enum(STOP_REASON_CODES),
  severity: z.enum(SEVERITIES),
  evidenceKinds: z.array(z.string()),
  evidenceDigests: z.array(z.string()),
  verifications: z.array(verificationOfPayload),
  verdict: z.enum(['PASSED', 'FAILED']).nullable(),
  humanDecision: z.enum(ATTEMPT_HUMAN_DECISIONS).nullable(),
  humanOverride: z.boolean(),
  humanRejected: z.boolean(),
  rolledBack: z.boolean(),
  reworkRequested: z.boolean(),
  criticalFailureRecorded: z.boolean(),
  unresolvedDrift: z.boolean(),
  verifiedPass: z.boolean(),
  falseSuccess: z.boolean(),
  adjudicationIds: z.array(z.string()),
  startedAt: isoInstant,
  finishedAt: isoInstant,
  recordedAt: isoInstant,
};
const attemptOfPayload = z.strictObject(attemptShape) satisfies z.ZodType<BundleAttempt>;
/** A whole number an effort field holds: 0 to 2^53 − 1 (MAX_EFFORT_AMOUNT). */
const amount = z.int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const attemptOfPayloadV2 = z.strictObject({
  ...attemptShape,
  effort: z
    .strictObject({
      inputTokens: amount.nullable(),
      outputTokens: amount.nullable(),
      cost: z.strictObject({ micros: amount, currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 alphabetic code') }).nullable(),
      harnessWallTimeMs: amount.nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<BundleAttempt>;

/** The payload of §14 of `version`, member by member at every depth (unknown members refused). */
const payloadSchemaOf = <Version extends EvidenceBundleVersion>(
  version: Version,
  attempt: typeof attemptOfPayload | typeof attemptOfPayloadV2,
  report: typeof reportOfPayload | typeof reportOfPayloadV2,
) =>
  z.strictObject({
    version: z.literal(version),
    origin: z.string(),
    subject: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('cohort'), cohortId: z.string(), projectId: z.string(), capabilityKey: z.string() }),
      z.strictObject({ kind: z.literal('worker'), projectId: z.string(), workerRef: z.string(), capabilityKey: z.string() }),
    ]),
    query: z.strictObject({ window: windowOfPayload, asOf: isoInstant, minSamples: count }),
    settledThrough: isoInstant,
    issuedAt: isoInstant,
    validUntil: isoInstant,
    checkpoint: z.strictObject({
      treeSize: count,
      rootHash: hexHash,
      issuedAt: isoInstant,
      keyId: z.string(),
      envelope: envelopeOfPayload,
    }),
    consistency: z.array(z.strictObject({ treeSize: count, proof: z.array(hexHash) })),
    rows: z.array(
      z.strictObject({ table: z.string(), key: z.string(), leafIndex: count, leafData: z.string(), auditPath: z.array(hexHash) }),
    ),
    attempts: z.array(attempt),
    reports: z.array(z.strictObject({ cohortId: z.string(), report })),
    rulesVersion: z.int().positive().optional(),
    cosignatures: z.array(z.string()).optional(),
  }) satisfies z.ZodType<EvidenceBundleStatement>;

/** The payload schema of each version a verifier reads (the version is checked first, then its members). */
export const evidenceBundlePayloadSchemas = {
  1: payloadSchemaOf(1, attemptOfPayload, reportOfPayload),
  2: payloadSchemaOf(2, attemptOfPayloadV2, reportOfPayloadV2),
} as const satisfies Record<EvidenceBundleVersion, z.ZodType<EvidenceBundleStatement>>;

/** The payload of §14 as the ledger signs it now (EVIDENCE_BUNDLE_VERSION). */
export const evidenceBundlePayloadSchema = evidenceBundlePayloadSchemas[EVIDENCE_BUNDLE_VERSION];

/** A row's content that a bundle does not hold what a recomputation needs; the message names it. */
export class BundleRowsError extends Error {}

/**
 * Epoch milliseconds of a leaf's timestamp text (`2026-12-01T10:00:00.12+00:00`), rounded up
 * as the report's loader rounds stamps (src/db/columns.ts, epochMilliseconds).
 */
export function leafTimeMs(text: unknown): number {
  const match = typeof text === 'string' ? /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/.exec(text) : null;
  if (!match) throw new BundleRowsError(`${JSON.stringify(text)} is not a leaf timestamp`);
  const micros = Number((match[2] ?? '').padEnd(6, '0'));
  return Date.parse(`${match[1]}Z`) + Math.ceil(micros / 1000);
}

const iso = (ms: number) => new Date(ms).toISOString();
const nullableTime = (text: unknown) => (text === null ? null : leafTimeMs(text));

function field<T>(row: Record<string, unknown>, name: string, table: string): T {
  if (!(name in row)) throw new BundleRowsError(`a ${table} row of the bundle has no ${name}`);
  return row[name] as T;
}

/**
 * The decoder of a `table` row of a bundle by a field list (src/domain/row-fields.ts):
 * each field from its column, an instant from its leaf timestamp, as the report's loader
 * reads the same columns.
 */
function leafDecoder<const List extends AnyFieldList>(fields: List, table: string): (row: Record<string, unknown>) => RowOf<List> {
  return (row) => {
    const decoded: Record<string, unknown> = {};
    for (const { name, column, instant } of fields) {
      const value = field(row, column, table);
      decoded[name] = instant === 'nullable' ? nullableTime(value) : instant ? leafTimeMs(value) : value;
    }
    return decoded as RowOf<List>;
  };
}

const attemptFieldsOfRow = leafDecoder(ATTEMPT_EVIDENCE_FIELDS, 'attempt');

/**
 * An attempt's effort columns from its leaf row, as the report's loader reads them: each
 * amount and the currency as the row states it; a leaf logged before the effort columns
 * existed has none of them, and reads as null (unknown), as the row's columns do.
 */
export function attemptEffortOfRow(row: Record<string, unknown>): AttemptEffort {
  const effort: Record<string, unknown> = {};
  for (const { name, column, instant } of ATTEMPT_EFFORT_FIELDS)
    effort[name] = instant ? leafTimeMs(field(row, column, 'attempt')) : column in row ? row[column] : null;
  return effort as unknown as AttemptEffort;
}

export function attemptEvidenceOfRow(row: Record<string, unknown>): AttemptEvidence {
  return { ...attemptFieldsOfRow(row), effort: attemptEffortOfRow(row) };
}

const adjudicationAttemptOfRow = leafDecoder(ADJUDICATION_ATTEMPT_FIELD, 'adjudication');
const adjudicationFieldsOfRow = leafDecoder(ADJUDICATION_EVIDENCE_FIELDS, 'adjudication');

export function adjudicationEvidenceOfRow(row: Record<string, unknown>): AdjudicationEvidence {
  return { ...adjudicationAttemptOfRow(row), ...adjudicationFieldsOfRow(row) };
}

const verifierOfRow = leafDecoder(REGISTERED_VERIFIER_FIELDS, 'verifier');
const withdrawalOfRow = leafDecoder(VERIFIER_WITHDRAWAL_FIELDS, 'verifier_withdrawal');

/** The rows of a bundle, grouped by table (leaf data parsed). */
export interface BundleContent {
  cohorts: Record<string, unknown>[];
  attempts: Record<string, unknown>[];
  adjudications: Record<string, unknown>[];
  verifiers: Record<string, unknown>[];
  withdrawals: Record<string, unknown>[];
}

/** What a leaf of the transparency log holds, as JSON: a row's table and its columns (docs/tamper-evidence.md, "The leaf bytes"). */
export interface LeafData {
  table: string;
  row: Record<string, unknown>;
}

/** Groups rows ({table, row}) by table; a table a bundle does not hold is refused. */
export function bundleContentOf(rows: readonly LeafData[]): BundleContent {
  const content: BundleContent = { cohorts: [], attempts: [], adjudications: [], verifiers: [], withdrawals: [] };
  const tables: Record<string, Record<string, unknown>[]> = {
    cohort: content.cohorts,
    attempt: content.attempts,
    adjudication: content.adjudications,
    verifier: content.verifiers,
    verifier_withdrawal: content.withdrawals,
  };
  for (const { table, row } of rows) {
    const list = tables[table];
    if (!list) throw new BundleRowsError(`a bundle holds no ${table} rows`);
    list.push(row);
  }
  return content;
}

/** The project's verifier registry and withdrawals from their rows. */
function trustOfContent(content: BundleContent, projectId: string): VerifierTrust {
  for (const row of [...content.verifiers, ...content.withdrawals])
    if (row.project_id !== projectId) throw new BundleRowsError(`verifier row ${String(row.id)} is of another project`);
  return {
    verifiers: content.verifiers.map(verifierOfRow),
    withdrawals: content.withdrawals.map(withdrawalOfRow),
  };
}

/** The cohort rows of the subject, in (capabilityKey, id) order, after checking they are its. */
function subjectCohorts(content: BundleContent, subject: BundleSubject): Record<string, unknown>[] {
  for (const cohort of content.cohorts)
    if (
      cohort.project_id !== subject.projectId ||
      cohort.capability_key !== subject.capabilityKey ||
      (subject.kind === 'cohort' && cohort.id !== subject.cohortId)
    )
      throw new BundleRowsError(`cohort ${String(cohort.id)} is not of the bundle's subject`);
  if (subject.kind === 'cohort' && content.cohorts.length !== 1)
    throw new BundleRowsError(`the bundle holds ${content.cohorts.length} cohort rows, not its cohort's one`);
  return [...content.cohorts].sort(
    (a, b) =>
      compareUtf16CodeUnits(String(a.capability_key), String(b.capability_key)) || compareUtf16CodeUnits(String(a.id), String(b.id)),
  );
}

/**
 * What a bundle states from its rows: per cohort of the subject, the report (the one fold;
 * for a worker, over the cohort's evidence restricted to the worker with evidenceOfWorker),
 * and an entry per attempt recorded by asOf, per cohort most recent first. The server and
 * the verifier both call this, so a bundle verifies exactly when its rows give what it says.
 */
export function bundleFoldOf(
  rows: readonly LeafData[],
  subject: BundleSubject,
  query: { window: Window; asOf: number; minSamples: number; rulesVersion?: number; version?: EvidenceBundleVersion },
): { reports: BundleReport[]; attempts: BundleAttempt[] } {
  const version = query.version ?? EVIDENCE_BUNDLE_VERSION;
  const content = bundleContentOf(rows);
  const trust = trustOfContent(content, subject.projectId);
  const cohorts = subjectCohorts(content, subject);
  const held = new Set(cohorts.map((cohort) => cohort.id));
  for (const row of content.attempts)
    if (!held.has(row.cohort_id)) throw new BundleRowsError(`attempt ${String(row.id)} is of a cohort the bundle does not hold`);
  const attemptIds = new Set(content.attempts.map((row) => row.id));
  for (const row of content.adjudications)
    if (!attemptIds.has(row.attempt_id))
      throw new BundleRowsError(`an adjudication of attempt ${String(row.attempt_id)}, which the bundle does not hold`);
  const reports: BundleReport[] = [];
  const attempts: BundleAttempt[] = [];
  for (const cohort of cohorts) {
    const attemptRows = content.attempts.filter((row) => row.cohort_id === cohort.id);
    const ids = new Set(attemptRows.map((row) => row.id));
    const cohortEvidence: CohortEvidence = {
      model: field<string>(cohort, 'model', 'cohort'),
      attempts: attemptRows.map(attemptEvidenceOfRow),
      adjudications: content.adjudications.filter((row) => ids.has(row.attempt_id)).map(adjudicationEvidenceOfRow),
      trust,
    };
    const evidence = subject.kind === 'worker' ? evidenceOfWorker(cohortEvidence, subject.workerRef) : cohortEvidence;
    if (
      evidence.attempts.length !== cohortEvidence.attempts.length ||
      evidence.adjudications.length !== cohortEvidence.adjudications.length
    )
      throw new BundleRowsError(`cohort ${String(cohort.id)}: the bundle holds rows that are not of the worker's evidence`);
    const folded = reliabilityReportWithPassK(evidence, query);
    reports.push({ cohortId: cohort.id as string, report: version === 1 ? folded.report : bundleReportOf(folded) });
    attempts.push(...attemptEntries(cohort, content, evidence, query.asOf, version));
  }
  return { reports, attempts };
}

/** A report with its figures as a version 2 bundle states it, from the report's fold (reliabilityReportWithPassK). */
export function bundleReportOf(folded: ReturnType<typeof reliabilityReportWithPassK>): ReliabilityReport & BundleReportFigures {
  return {
    ...folded.report,
    passK: folded.passK,
    costPerVerifiedSuccess: folded.effort.cost,
    tokensPerVerifiedSuccess: folded.effort.tokens,
    timePerVerifiedSuccess: folded.effort.time,
  };
}

/** The entries of a cohort's attempts recorded by asOf (in `evidence`), most recent first. */
function attemptEntries(
  cohort: Record<string, unknown>,
  content: BundleContent,
  evidence: CohortEvidence,
  asOf: number,
  version: EvidenceBundleVersion,
): BundleAttempt[] {
  const view = evidenceAsOf(evidence, asOf);
  const judge = verdictJudgeAsOf(evidence.trust, asOf);
  const attemptRows = new Map(content.attempts.map((row) => [row.id as string, row]));
  const adjudicationIds = new Map<string, { seq: number; id: string }[]>();
  for (const row of content.adjudications)
    if (leafTimeMs(row.recorded_at) <= asOf)
      adjudicationIds.set(row.attempt_id as string, [
        ...(adjudicationIds.get(row.attempt_id as string) ?? []),
        { seq: row.seq as number, id: row.id as string },
      ]);
  return [...view.recorded]
    .sort((a, b) => b.finishedAt - a.finishedAt || compareUtf16CodeUnits(b.id, a.id))
    .map((attempt): BundleAttempt => {
      const row = attemptRows.get(attempt.id)!;
      const facts = view.facts.get(attempt.id)!;
      const parties = { workerRef: attempt.workerRef, recordedBy: attempt.recordedBy, model: evidence.model };
      const standing = (
        seq: number,
        mode: VerificationMode,
        result: VerificationResult,
        verifierRef: string | null,
        verifierModel: string | null,
        recordedAt: number,
      ): BundleVerification => {
        const judged = judge({ mode, result, verifierRef, verifierModel }, parties, recordedAt);
        return {
          seq,
          mode,
          result,
          verifierRef,
          verifierModel,
          recordedAt: iso(recordedAt),
          countedIndependent: judged === null ? null : judged.counted,
          notCountedReason: judged === null || judged.counted ? null : judged.reason,
        };
      };
      const verifications = [
        standing(0, attempt.verificationMode, attempt.verificationResult, attempt.verifierRef, attempt.verifierModel, attempt.recordedAt),
        ...view.adjudicationsOf
          .get(attempt.id)!
          .filter((item) => item.kind === 'VERIFICATION_RECORDED' && item.verificationMode !== null && item.verificationResult !== null)
          .map((item) =>
            standing(item.seq, item.verificationMode!, item.verificationResult!, item.verifierRef, item.verifierModel, item.recordedAt),
          ),
      ];
      return {
        attemptId: attempt.id,
        cohortId: row.cohort_id as string,
        projectId: row.project_id as string,
        capabilityKey: row.capability_key as string,
        workerRef: attempt.workerRef,
        recordedBy: attempt.recordedBy,
        agentRunRef: row.agent_run_ref as string,
        scopeFingerprint: cohort.scope_fingerprint as string,
        runtimeFingerprint: cohort.runtime_fingerprint as string,
        policyFingerprint: cohort.policy_fingerprint as string,
        provider: cohort.provider as string,
        model: cohort.model as string,
        runtimeVersion: cohort.runtime_version as string,
        harnessVersion: cohort.harness_version as string,
        policyVersion: cohort.policy_version as string,
        outcomeId: attempt.outcomeId,
        outcomeDigest: row.outcome_digest as string,
        contentDigest: attempt.contentDigest,
        taskRef: attempt.taskRef,
        attemptNumber: attempt.attemptNumber,
        outcomeCode: attempt.outcomeCode,
        stopReasonCode: attempt.stopReasonCode,
        severity: attempt.severity,
        evidenceKinds: (row.evidence_kinds as string[] | undefined) ?? [],
        evidenceDigests: (row.evidence_digests as string[] | undefined) ?? [],
        verifications,
        verdict: facts.verdict,
        humanDecision: facts.humanDecision,
        humanOverride: facts.overridden,
        humanRejected: facts.humanRejected,
        rolledBack: facts.rolledBack,
        reworkRequested: facts.reworkRequested,
        criticalFailureRecorded: facts.criticalFailureRecorded,
        unresolvedDrift: facts.unresolvedDrift,
        verifiedPass: facts.verifiedPass,
        falseSuccess: facts.falseSuccess,
        adjudicationIds: (adjudicationIds.get(attempt.id) ?? []).sort((a, b) => a.seq - b.seq).map((item) => item.id),
        startedAt: iso(leafTimeMs(row.started_at)),
        finishedAt: iso(attempt.finishedAt),
        recordedAt: iso(attempt.recordedAt),
        ...(version === 1 ? {} : { effort: effortEntryOf(attempt.effort!) }),
      };
    });
}
