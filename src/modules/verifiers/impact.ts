// The evidence of a withdrawal's blast radius (docs/specification.md §6, "Withdrawal impact"),
// read with the reliability store's one loader and folded by src/domain/withdrawal-impact.ts.
import type pg from 'pg';
import type { CohortEvidence } from '../../domain/reliability.js';
import type { Window } from '../../domain/window.js';
import { selectList } from '../../db/columns.js';
import { loadEvidence, selectionOf } from '../reliability/evidence.js';
import type { CohortRow } from '../cohorts/store.js';
import type { WithdrawalRow } from './store.js';

/**
 * The cohorts of the withdrawal's project that hold a verdict of its verifier (at ingest
 * or as an adjudication), each with its evidence as of the instant just before the
 * withdrawal and as of its stamp: what withdrawalImpactOf folds.
 */
export async function withdrawalEvidence(
  pool: pg.Pool,
  withdrawal: WithdrawalRow,
  window: Window,
): Promise<{ cohort: CohortRow; before: CohortEvidence; after: CohortEvidence }[]> {
  const { rows: cohorts } = await pool.query<CohortRow>(
    `SELECT ${selectList('Cohort', 'c')} FROM cohort c
      WHERE c.project_id = $1 AND c.id IN (
        SELECT a.cohort_id FROM attempt a WHERE a.project_id = $1 AND a.verifier_ref = $2 AND a.recorded_at <= $3
        UNION
        SELECT j.cohort_id FROM adjudication j WHERE j.project_id = $1 AND j.verifier_ref = $2 AND j.recorded_at <= $3)
      ORDER BY c.id`,
    [withdrawal.projectId, withdrawal.verifierRef, withdrawal.withdrawnAt],
  );
  const after = withdrawal.withdrawnAt;
  const before = new Date(after.getTime() - 1);
  const [earlier, later] = await Promise.all([
    loadEvidence(pool, cohorts, before, selectionOf(window, before)),
    loadEvidence(pool, cohorts, after, selectionOf(window, after)),
  ]);
  return cohorts.map((cohort) => ({ cohort, before: earlier.get(cohort.id)!, after: later.get(cohort.id)! }));
}
