// Project labels (docs/specification.md §3.1, "Project labels"): appending one, and
// reading each project's latest. The table is append-only (the baseline migration);
// a project's label is its row with the highest `seq`, which the database assigns.
import type pg from 'pg';
import { digestOf } from '../../domain/canonical.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { IdempotencyConflictError } from '../../errors.js';
import type { ProjectLabel } from '../../generated/prisma/client.js';
import type { ProjectLabelInput } from './inputs.js';

/** A label row, exactly as Prisma's model types it (src/db/columns.ts). */
export type ProjectLabelRow = ProjectLabel;

const LABEL_COLUMNS = selectList('ProjectLabel', 'l');

/** What a label's identity covers: the project and the label the admin chose, not who wrote it, when, or under which key. */
export function projectLabelContentDigest(input: Pick<ProjectLabelInput, 'projectId' | 'label'>): string {
  return digestOf({ projectId: input.projectId, label: input.label });
}

/**
 * Appends a label for a project under the client's idempotency key. The same label
 * under the same key again is a replay (nothing written); another label under it is
 * a conflict. A new key is a new label, which becomes the project's label.
 */
export async function setProjectLabel(
  pool: pg.Pool,
  input: ProjectLabelInput,
  actorRef: string,
): Promise<{ projectLabel: ProjectLabelRow; replayed: boolean }> {
  const contentDigest = projectLabelContentDigest(input);
  return inTransaction(pool, async (client) => {
    // ON CONFLICT: of two concurrent sets under one key, one writes and the other reads it.
    // seq and created_at are the database's (the triggers of the baseline migration).
    const inserted = await client.query<ProjectLabelRow>(
      `INSERT INTO project_label AS l (project_id, label, idempotency_key, actor_ref, content_digest)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (project_id, idempotency_key) DO NOTHING
       RETURNING ${LABEL_COLUMNS}`,
      [input.projectId, input.label, input.idempotencyKey, actorRef, contentDigest],
    );
    if (inserted.rows[0]) return { projectLabel: inserted.rows[0], replayed: false };
    const stored = (
      await client.query<ProjectLabelRow>(
        `SELECT ${LABEL_COLUMNS} FROM project_label l WHERE l.project_id = $1 AND l.idempotency_key = $2`,
        [input.projectId, input.idempotencyKey],
      )
    ).rows[0]!;
    if (stored.contentDigest === contentDigest) return { projectLabel: stored, replayed: true };
    throw new IdempotencyConflictError(
      `idempotency key ${input.idempotencyKey} already set this project's label to another value; nothing was written (a new label needs a new key)`,
      input.idempotencyKey,
      stored.contentDigest,
      contentDigest,
    );
  });
}

/** The latest label of each of `projectIds` that has one, in the order of `projectIds`. One statement. */
export async function latestProjectLabels(db: pg.Pool, projectIds: readonly string[]): Promise<ProjectLabelRow[]> {
  const { rows } = await db.query<ProjectLabelRow>(
    `SELECT ${LABEL_COLUMNS}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS p (project_id, position)
       CROSS JOIN LATERAL (
         SELECT * FROM project_label x WHERE x.project_id = p.project_id ORDER BY x.seq DESC LIMIT 1
       ) AS l
      ORDER BY p.position`,
    [projectIds],
  );
  return rows;
}
