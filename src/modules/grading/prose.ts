// The one place where rubrics meet the annotation store (docs/specification.md §9):
// a rubric's prose (what each level means, how to raise the score) is stored there
// and the rubric keeps only its digests. Rubrics are global, so their prose is
// stored under the shared project (SHARED_PROSE_PROJECT), not a client's.
import type pg from 'pg';
import { annotationDigest, missingAnnotations, SHARED_PROSE_PROJECT, storeAnnotation } from '../annotations/store.js';
import type { RubricFile } from './inputs.js';

/** The text of each stored digest, null when redacted; digests never stored are absent. */
export async function readRubricProse(db: pg.Pool, digests: readonly string[]): Promise<Map<string, string | null>> {
  if (digests.length === 0) return new Map();
  const result = await db.query<{ digest: string; text: string | null }>(
    `SELECT a.digest, t.text FROM annotation a
       LEFT JOIN annotation_text t ON t.project_id = a.project_id AND t.digest = a.digest
      WHERE a.project_id = $2 AND a.digest = ANY ($1::text[])`,
    [[...new Set(digests)], SHARED_PROSE_PROJECT],
  );
  return new Map(result.rows.map((row) => [row.digest, row.text]));
}

/** The digests among `digests` that the shared project has never held. */
export function missingProse(db: pg.Pool | pg.PoolClient, digests: readonly string[]): Promise<string[]> {
  return missingAnnotations(db, SHARED_PROSE_PROJECT, digests);
}

/** Why registerRubric refuses a digest: it names the project rubric prose is stored in. */
export const MISSING_PROSE_MESSAGE =
  `no annotation of project ${SHARED_PROSE_PROJECT} (where rubric prose is stored) has this digest; ` +
  `store the prose there first: storeAnnotation(projectId: "${SHARED_PROSE_PROJECT}", text), with an all-projects token`;

/** The rubric of a rubric file as registerRubric takes it: the same document with each text's annotation digest in its place. */
export function rubricWithDigests(file: RubricFile) {
  return {
    domain: file.domain,
    version: file.version,
    threshold: file.threshold ?? null,
    criteria: file.criteria.map((criterion) => ({
      id: criterion.id,
      required: criterion.required ?? null,
      levels: criterion.levels.map((level) => ({
        level: level.level,
        descriptorDigest: annotationDigest(level.descriptor),
        raiseDigest: level.howToRaise ? annotationDigest(level.howToRaise) : null,
      })),
    })),
  };
}

/** Stores every text of a rubric file in the annotation store (each is a replay if already there). */
export async function storeRubricProse(pool: pg.Pool, file: RubricFile, actorRef: string): Promise<void> {
  const texts = new Set(
    file.criteria.flatMap((criterion) => criterion.levels.flatMap((level) => [level.descriptor, level.howToRaise ?? []].flat())),
  );
  for (const text of texts) await storeAnnotation(pool, SHARED_PROSE_PROJECT, text, actorRef);
}
