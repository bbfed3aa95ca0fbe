// The designated-property allowlist of the publish path (docs/specification.md §7). This file
// is the one place that knows what "designated" means; every published read
// filters through DESIGNATED_PROPERTIES_SQL and nothing else.
//
// property_designation is append-only: each change is a row, and a property is
// designated when its latest row (by the ledger's clock) is DESIGNATE. The
// allowlist is global, not per project, because a property (a place output is
// published to) is not owned by one project.
import type pg from 'pg';
import type { DesignationAction } from '../../domain/enums.js';

/** SQL yielding one column, `property`: the current allowlist. */
export const DESIGNATED_PROPERTIES_SQL = `
  SELECT latest.property FROM (
    SELECT DISTINCT ON (property) property, action FROM property_designation
     ORDER BY property, recorded_at DESC, id DESC
  ) AS latest
  WHERE latest.action = 'DESIGNATE'`;

export async function designatedProperties(db: pg.Pool | pg.PoolClient): Promise<string[]> {
  const result = await db.query<{ property: string }>(`${DESIGNATED_PROPERTIES_SQL} ORDER BY 1`);
  return result.rows.map((row) => row.property);
}

export interface DesignationChange {
  property: string;
  action: DesignationAction;
  designated: boolean;
  /** False when the property was already in the requested state: nothing was written. */
  changed: boolean;
  actorRef: string | null;
  recordedAt: Date | null;
}

/** One lock for all designation changes: they are rare, and serialising them keeps the clock order equal to the apply order. */
const DESIGNATION_LOCK_KEY = 'crl:property_designation';

/**
 * Appends a designation change unless the property is already in that state.
 *
 * The row's recorded_at is stamped with the transaction start time, so two
 * overlapping changes could be stamped in the opposite order to the one they were
 * applied in, and "latest row wins" would then pick the wrong one. A session-level
 * advisory lock taken before the single-statement insert begins makes every
 * change start after the previous one committed.
 */
export async function changeDesignation(
  pool: pg.Pool,
  property: string,
  action: DesignationAction,
  actorRef: string,
): Promise<DesignationChange> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [DESIGNATION_LOCK_KEY]);
    try {
      const inserted = await client.query<{ actor_ref: string; recorded_at: Date }>(
        `INSERT INTO property_designation (property, action, actor_ref)
         SELECT $1::text, $2::"DesignationAction", $3::text
          WHERE ($1::text IN (${DESIGNATED_PROPERTIES_SQL})) <> ($2::"DesignationAction" = 'DESIGNATE')
         RETURNING actor_ref, recorded_at`,
        [property, action, actorRef],
      );
      const row = inserted.rows[0];
      return {
        property,
        action,
        designated: action === 'DESIGNATE',
        changed: row !== undefined,
        actorRef: row?.actor_ref ?? null,
        recordedAt: row?.recorded_at ?? null,
      };
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [DESIGNATION_LOCK_KEY]).catch(() => {
        broken = true;
      });
    }
  } finally {
    // A connection that may still hold the lock is closed rather than reused.
    client.release(broken);
  }
}
