// Rubrics and graded verifications (docs/specification.md §8): their writes, and
// the loading of a cohort's advisory summary. Every rule is checked here first so a
// client gets a typed error, and again by the database (CHECKs, the unique keys and
// the trigger crl_check_graded_verification of the baseline migration).
import type pg from 'pg';
import { digestOf } from '../../domain/canonical.js';
import {
  gradedSummary,
  judgeGrading,
  roundProblem,
  rubricDigestOf,
  scoreProblems,
  TOP_LEVEL,
  type GradedEvidence,
  type GradedSummary,
  type GradingRound,
  type RubricDocument,
} from '../../domain/grading.js';
import type { Finality } from '../../domain/finality.js';
import { epochMilliseconds, selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { ForbiddenError, IdempotencyConflictError, NotFoundError, OutOfOrderError, ValidationError } from '../../errors.js';
import type { GradedVerification, Rubric } from '../../generated/prisma/client.js';
import { canTouchProject, type Caller, type ProjectScope } from '../auth/caller.js';
import { ledgerIdOf } from '../common/ids.js';
import { reportFinality, reportSourceOf, type ReportSource } from '../../db/ledger-clock.js';
import { findCohort } from '../reliability/store.js';
import { loadEvidence, selectionOf } from '../reliability/evidence.js';
import type { CohortRow } from '../cohorts/store.js';
import type { GradedSummaryQueryInput, GradedVerificationInput } from './inputs.js';
import { missingAnnotations } from '../annotations/store.js';
import { MISSING_PROSE_MESSAGE, missingProse } from './prose.js';

export type RubricRow = Rubric;
export type GradedVerificationRow = GradedVerification;

const RUBRIC_COLUMNS = selectList('Rubric', 'r');
const GRADED_COLUMNS = selectList('GradedVerification', 'g');

/** The rubric document a stored row holds (the criteria are parallel arrays in the table). */
export function rubricDocumentOf(row: RubricRow): RubricDocument & { digest: string } {
  const perDescriptor = TOP_LEVEL;
  const perRaise = TOP_LEVEL - 1;
  return {
    digest: row.digest,
    domain: row.domain,
    version: row.version,
    threshold: row.threshold,
    criteria: row.criterionIds.map((id, index) => ({
      id,
      required: row.criterionRequired[index]!,
      descriptorDigests: row.descriptorDigests.slice(index * perDescriptor, (index + 1) * perDescriptor),
      raiseDigests: row.raiseDigests.slice(index * perRaise, (index + 1) * perRaise),
    })),
  };
}

/**
 * Registers a rubric version. Its digest identifies it: the same content again is a
 * replay (nothing written); the same domain and version with other content is an
 * idempotency conflict. Every descriptor and how-to-raise must be in the annotation store.
 */
export async function registerRubric(
  pool: pg.Pool,
  actorRef: string,
  rubric: RubricDocument,
): Promise<{ rubric: RubricRow; replayed: boolean }> {
  const digest = rubricDigestOf(rubric);
  return inTransaction(pool, async (client) => {
    const prose = rubric.criteria.flatMap((criterion, index) => [
      ...criterion.descriptorDigests.map((value, level) => ({ value, path: `input.criteria.${index}.levels.${level}.descriptorDigest` })),
      ...criterion.raiseDigests.map((value, level) => ({ value, path: `input.criteria.${index}.levels.${level}.raiseDigest` })),
    ]);
    const missing = new Set(
      await missingProse(
        client,
        prose.map((entry) => entry.value),
      ),
    );
    if (missing.size > 0)
      throw ValidationError.of(
        prose.filter((entry) => missing.has(entry.value)).map((entry) => ({ path: entry.path, message: MISSING_PROSE_MESSAGE })),
      );

    const inserted = await client.query<RubricRow>(
      `INSERT INTO rubric AS r (digest, domain, version, threshold, criterion_ids, criterion_required, descriptor_digests, raise_digests, registered_by)
       VALUES ($1, $2, $3, $4, $5::text[], $6::boolean[], $7::text[], $8::text[], $9)
       ON CONFLICT DO NOTHING
       RETURNING ${RUBRIC_COLUMNS}`,
      [
        digest,
        rubric.domain,
        rubric.version,
        rubric.threshold,
        rubric.criteria.map((criterion) => criterion.id),
        rubric.criteria.map((criterion) => criterion.required),
        rubric.criteria.flatMap((criterion) => criterion.descriptorDigests),
        rubric.criteria.flatMap((criterion) => criterion.raiseDigests),
        actorRef,
      ],
    );
    if (inserted.rows[0]) return { rubric: inserted.rows[0], replayed: false };
    const stored = await client.query<RubricRow>(
      `SELECT ${RUBRIC_COLUMNS} FROM rubric r WHERE r.digest = $1 OR (r.domain = $2 AND r.version = $3)`,
      [digest, rubric.domain, rubric.version],
    );
    const same = stored.rows.find((row) => row.digest === digest);
    if (same) return { rubric: same, replayed: true };
    const other = stored.rows[0]!;
    throw new IdempotencyConflictError(
      `rubric ${rubric.domain} ${rubric.version} is already registered with other content; a new version needs a new version label. Nothing was written`,
      `${rubric.domain}/${rubric.version}`,
      other.digest,
      digest,
    );
  });
}

export async function findRubric(db: pg.Pool, digest: string): Promise<RubricRow | null> {
  const result = await db.query<RubricRow>(`SELECT ${RUBRIC_COLUMNS} FROM rubric r WHERE r.digest = $1`, [digest]);
  return result.rows[0] ?? null;
}

interface TargetAttempt {
  id: string;
  projectId: string;
  workerRef: string;
  recordedBy: string;
  model: string;
}

async function findTarget(client: pg.PoolClient, input: GradedVerificationInput): Promise<TargetAttempt | null> {
  const select = `SELECT a.id, a.project_id AS "projectId", a.worker_ref AS "workerRef", a.recorded_by AS "recordedBy", c.model
                    FROM attempt a JOIN cohort c ON c.id = a.cohort_id`;
  if (input.attemptId != null) {
    const id = ledgerIdOf(input.attemptId, 'Attempt');
    if (!id) return null;
    return (await client.query<TargetAttempt>(`${select} WHERE a.id = $1`, [id])).rows[0] ?? null;
  }
  const result = await client.query<TargetAttempt>(`${select} WHERE a.project_id = $1 AND a.outcome_id = $2 AND a.capability_key = $3`, [
    input.projectId,
    input.outcomeId,
    input.capabilityKey,
  ]);
  return result.rows[0] ?? null;
}

/**
 * Records one grading of an attempt against a rubric. Under a row lock on the
 * attempt: self-grading is refused, the scores must fit the rubric, (attempt,
 * rubric, round) is the idempotency key (same content: replay; other content:
 * conflict), round 1 needs a round 0 that recommended rework, and every feedback
 * digest must be an annotation of the attempt's project.
 */
export async function recordGradedVerification(
  pool: pg.Pool,
  caller: Caller,
  input: GradedVerificationInput,
): Promise<{ gradedVerification: GradedVerificationRow; replayed: boolean }> {
  return inTransaction(pool, async (client) => {
    const target = await findTarget(client, input);
    // Another project's attempt answers exactly like a missing one.
    if (!target || !canTouchProject(caller, target.projectId)) throw new NotFoundError('no such attempt');
    await client.query('SELECT crl_lock_attempt($1)', [target.id]);

    const parties = [target.workerRef, target.recordedBy];
    if (parties.includes(input.graderRef))
      throw new ForbiddenError('no self-grading: the grader is the worker or the recorder of this attempt');
    if (parties.includes(caller.actorRef))
      throw new ForbiddenError('no self-grading: the actor is the worker or the recorder of this attempt');

    const rubricRow = (await client.query<RubricRow>(`SELECT ${RUBRIC_COLUMNS} FROM rubric r WHERE r.digest = $1`, [input.rubricDigest]))
      .rows[0];
    if (!rubricRow) throw new NotFoundError('no rubric has this digest');
    const rubric = rubricDocumentOf(rubricRow);
    const problems = scoreProblems(rubric, input.scores);
    if (problems.length > 0)
      throw ValidationError.of(
        problems.map((problem) => ({
          path: problem.index === null ? 'input.scores' : `input.scores.${problem.index}`,
          message: problem.message,
        })),
      );
    // Feedback is prose of the attempt's project, cited by digest: it must be there, as a rubric's prose must be in the shared project.
    const missingFeedback = new Set(
      await missingAnnotations(
        client,
        target.projectId,
        input.scores.map((entry) => entry.feedbackDigest),
      ),
    );
    if (missingFeedback.size > 0)
      throw ValidationError.of(
        input.scores.flatMap((entry, index) =>
          missingFeedback.has(entry.feedbackDigest)
            ? [
                {
                  path: `input.scores.${index}.feedbackDigest`,
                  message: `no annotation of project ${target.projectId} (the attempt's) has this digest; store the feedback there first (storeAnnotation)`,
                },
              ]
            : [],
        ),
      );

    // Stored in the rubric's criterion order, so the same scores in another order are the same content.
    const order = new Map(rubric.criteria.map((criterion, index) => [criterion.id, index]));
    const scores = [...input.scores].sort((a, b) => order.get(a.criterionId)! - order.get(b.criterionId)!);
    const round = input.round as GradingRound;
    const content = {
      attemptId: target.id,
      rubricDigest: rubric.digest,
      round,
      graderRef: input.graderRef,
      graderModel: input.graderModel,
      actorRef: caller.actorRef,
      scores,
    };
    const contentDigest = digestOf({ gradedVerification: content });

    const rounds = await client.query<GradedVerificationRow>(
      `SELECT ${GRADED_COLUMNS} FROM graded_verification g WHERE g.attempt_id = $1 AND g.rubric_digest = $2 ORDER BY g.round`,
      [target.id, rubric.digest],
    );
    const stored = rounds.rows.find((row) => row.round === round);
    if (stored) {
      if (stored.contentDigest === contentDigest) return { gradedVerification: stored, replayed: true };
      throw new IdempotencyConflictError(
        `round ${round} of this rubric was already recorded for this attempt with other content; nothing was written`,
        `${target.id}/${rubric.digest}/${round}`,
        stored.contentDigest,
        contentDigest,
      );
    }
    const first = rounds.rows.find((row) => row.round === 0) ?? null;
    const refusal = roundProblem(round, first);
    if (refusal)
      throw round === 1 && first === null ? new OutOfOrderError(refusal) : ValidationError.of([{ path: 'input.round', message: refusal }]);

    // The trigger sets below_threshold, rework_recommended and independent itself; the
    // values sent are the domain's, and a test proves the two agree.
    const judgement = judgeGrading(rubric, scores, round, input.graderModel, target.model);
    const inserted = await client.query<GradedVerificationRow>(
      `INSERT INTO graded_verification AS g (attempt_id, rubric_digest, round, grader_ref, grader_model, actor_ref, criterion_ids, scores,
                                             evidence_digests, feedback_digests, below_threshold, rework_recommended, independent, content_digest)
       VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8::int[], $9::text[], $10::text[], $11::text[], $12, $13, $14)
       RETURNING ${GRADED_COLUMNS}`,
      [
        target.id,
        rubric.digest,
        round,
        input.graderRef,
        input.graderModel,
        caller.actorRef,
        scores.map((entry) => entry.criterionId),
        scores.map((entry) => entry.score),
        scores.map((entry) => entry.evidenceDigest),
        scores.map((entry) => entry.feedbackDigest),
        judgement.belowThreshold,
        judgement.reworkRecommended,
        judgement.independent,
        contentDigest,
      ],
    );
    return { gradedVerification: inserted.rows[0]!, replayed: false };
  });
}

/** The gradings of one rubric recorded by asOf of the given attempts. */
async function loadGradings(pool: pg.Pool, attemptIds: readonly string[], rubricDigest: string, asOf: Date): Promise<GradedEvidence[]> {
  if (attemptIds.length === 0) return [];
  const result = await pool.query<GradedEvidence>(
    `SELECT g.attempt_id AS "attemptId", g.rubric_digest AS "rubricDigest", g.round, g.criterion_ids AS "criterionIds", g.scores,
            g.below_threshold AS "belowThreshold", g.rework_recommended AS "reworkRecommended", g.independent,
            g.grader_model AS "graderModel", ${epochMilliseconds('g.recorded_at', 'float8')} AS "recordedAt", g.content_digest AS "contentDigest"
       FROM graded_verification g
      WHERE g.attempt_id = ANY ($1::uuid[]) AND g.rubric_digest = $2 AND g.recorded_at <= $3`,
    [attemptIds, rubricDigest, asOf],
  );
  return result.rows;
}

export interface CohortGradedSummary {
  cohort: CohortRow;
  rubric: RubricRow;
  summary: GradedSummary;
  finality: Finality;
}

/**
 * The advisory summary of one cohort for one rubric, or null when the cohort or the
 * rubric does not exist or the cohort is outside `projects`. The attempts are loaded
 * exactly as the reliability report loads them (same window, same as-of cut).
 */
export async function gradedSummaryOfCohort(
  source: ReportSource,
  cohortId: string,
  query: GradedSummaryQueryInput,
  projects: ProjectScope,
): Promise<CohortGradedSummary | null> {
  const { pool } = reportSourceOf(source);
  const found = await findCohort(source, cohortId, projects);
  if (!found) return null;
  const rubric = await findRubric(pool, query.rubricDigest);
  if (!rubric) return null;
  const finality = reportFinality(query.asOf, found.clock);
  const { asOf } = finality;
  const evidence = (await loadEvidence(pool, [found.cohort], asOf, selectionOf(query.window, asOf))).get(found.cohort.id)!;
  const gradings = await loadGradings(
    pool,
    evidence.attempts.map((attempt) => attempt.id),
    rubric.digest,
    asOf,
  );
  const summary = gradedSummary(evidence, gradings, {
    rubric: rubricDocumentOf(rubric),
    asOf: asOf.getTime(),
    window: query.window,
    minSamples: query.minSamples,
  });
  return { cohort: found.cohort, rubric, summary, finality };
}
