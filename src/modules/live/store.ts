// The SQL of live updates: the project of a cohort, and what was recorded after an
// instant (the catch-up event of a resumed subscription).
import type pg from 'pg';

export interface RecordedSince {
  count: number;
  recordedAt: Date;
}

export async function projectOfCohort(db: pg.Pool, cohortId: string): Promise<string | null> {
  const result = await db.query<{ project_id: string }>('SELECT project_id FROM cohort WHERE id = $1', [cohortId]);
  return result.rows[0]?.project_id ?? null;
}

/** Attempts (or adjudications) of a project recorded after `since`: how many, and the newest stamp. */
export async function recordedSince(
  db: pg.Pool,
  kind: 'attempt' | 'adjudication',
  projectId: string,
  since: Date,
): Promise<RecordedSince | null> {
  const result = await db.query<{ count: number; recorded_at: Date | null }>(
    kind === 'attempt'
      ? 'SELECT count(*)::int AS count, max(recorded_at) AS recorded_at FROM attempt WHERE project_id = $1 AND recorded_at > $2'
      : `SELECT count(*)::int AS count, max(j.recorded_at) AS recorded_at
           FROM adjudication j JOIN attempt a ON a.id = j.attempt_id WHERE a.project_id = $1 AND j.recorded_at > $2`,
    [projectId, since],
  );
  const row = result.rows[0];
  return row && row.count > 0 && row.recorded_at ? { count: row.count, recordedAt: row.recorded_at } : null;
}

/** The newest stamp of a cohort's evidence (attempts and their adjudications) recorded after `since`. */
export async function cohortEvidenceSince(db: pg.Pool, cohortId: string, since: Date): Promise<Date | null> {
  const result = await db.query<{ recorded_at: Date | null }>(
    `SELECT greatest(
        (SELECT max(a.recorded_at) FROM attempt a WHERE a.project_id = c.project_id AND a.cohort_id = c.id AND a.recorded_at > $2),
        (SELECT max(j.recorded_at) FROM adjudication j WHERE j.cohort_id = c.id AND j.project_id = c.project_id AND j.recorded_at > $2)
      ) AS recorded_at
       FROM cohort c WHERE c.id = $1`,
    [cohortId, since],
  );
  return result.rows[0]?.recorded_at ?? null;
}
