// Alert rules, their retirements and alerts (docs/specification.md §12): appending rules
// and retirements, and reading all three (rework requests: rework.ts). Every table is append-only; a
// rule is content-addressed, so the same content again is the stored rule (a replay).
import type pg from 'pg';
import { z } from 'zod';
import { alertRuleDigest, type AlertRuleContent } from '../../domain/alerts.js';
import { canonicalJson } from '../../domain/canonical.js';
import type { AlertKind } from '../../domain/enums.js';
import { selectList } from '../../db/columns.js';
import { inTransaction } from '../../db/transaction.js';
import { NotFoundError } from '../../errors.js';
import type { Alert, AlertRule } from '../../generated/prisma/client.js';
import { cursorCodec } from '../common/cursors.js';
import { uuid } from '../common/validation.js';

export type AlertRuleRow = AlertRule & { retiredAt: Date | null; retiredBy: string | null };
export type AlertRow = Alert;

const RULE_COLUMNS = selectList('AlertRule', 'r');
const RETIRED_COLUMNS = `x.retired_at AS "retiredAt", x.actor_ref AS "retiredBy"`;
export const ALERT_COLUMNS = selectList('Alert', 'a');

async function findRule(db: pg.Pool | pg.PoolClient, projectId: string, digest: string): Promise<AlertRuleRow | null> {
  const result = await db.query<AlertRuleRow>(
    `SELECT ${RULE_COLUMNS}, ${RETIRED_COLUMNS} FROM alert_rule r
       LEFT JOIN alert_rule_retirement x ON x.project_id = r.project_id AND x.rule_digest = r.digest
      WHERE r.project_id = $1 AND r.digest = $2`,
    [projectId, digest],
  );
  return result.rows[0] ?? null;
}

/** Appends a rule, or answers the stored one when the same content is already a rule of the project. */
export async function createAlertRule(
  pool: pg.Pool,
  content: AlertRuleContent,
  actorRef: string,
): Promise<{ rule: AlertRuleRow; replayed: boolean }> {
  const digest = alertRuleDigest(content);
  return inTransaction(pool, async (client) => {
    const inserted = await client.query(
      `INSERT INTO alert_rule (digest, project_id, kind, capability_key, model, parameters, actor_ref)
       VALUES ($1, $2, $3::"AlertKind", $4, $5, $6::jsonb, $7)
       ON CONFLICT (project_id, digest) DO NOTHING`,
      [digest, content.projectId, content.kind, content.capabilityKey, content.model, canonicalJson(content.parameters), actorRef],
    );
    return { rule: (await findRule(client, content.projectId, digest))!, replayed: inserted.rowCount === 0 };
  });
}

/** Retires a rule of the project (once, final); retiring it again is a replay. */
export async function retireAlertRule(
  pool: pg.Pool,
  projectId: string,
  digest: string,
  actorRef: string,
): Promise<{ rule: AlertRuleRow; replayed: boolean }> {
  return inTransaction(pool, async (client) => {
    if (!(await findRule(client, projectId, digest))) throw new NotFoundError(`no alert rule ${digest} in this project`);
    const inserted = await client.query(
      `INSERT INTO alert_rule_retirement (project_id, rule_digest, actor_ref) VALUES ($1, $2, $3)
       ON CONFLICT (project_id, rule_digest) DO NOTHING`,
      [projectId, digest, actorRef],
    );
    return { rule: (await findRule(client, projectId, digest))!, replayed: inserted.rowCount === 0 };
  });
}

/** Every rule of the project, oldest first, retired ones included (with their retirement). */
export async function alertRulesOf(pool: pg.Pool, projectId: string, includeRetired: boolean): Promise<AlertRuleRow[]> {
  const result = await pool.query<AlertRuleRow>(
    `SELECT ${RULE_COLUMNS}, ${RETIRED_COLUMNS} FROM alert_rule r
       LEFT JOIN alert_rule_retirement x ON x.project_id = r.project_id AND x.rule_digest = r.digest
      WHERE r.project_id = $1 AND ($2 OR x.rule_digest IS NULL)
      ORDER BY r.created_at, r.digest`,
    [projectId, includeRetired],
  );
  return result.rows;
}

export const alertPosition = (alert: Pick<AlertRow, 'raisedAt' | 'id'>) => ({ ms: String(alert.raisedAt.getTime()), id: alert.id });

/** Opaque cursor of the alerts list: the position of an alert in (raisedAt, id) order, newest first. */
export const alertCursor = cursorCodec<z.ZodTuple<[z.ZodString, typeof uuid]>, { ms: string; id: string }>(
  'alerts',
  z.tuple([z.string().regex(/^\d{1,19}$/), uuid]),
  // The ledger stamps whole milliseconds, so a millisecond position is exact.
  (position) => [position.ms, position.id],
  ([ms, id]) => ({ ms, id }),
);

export interface AlertFilter {
  projectId: string;
  kind: AlertKind | null;
  ruleDigest: string | null;
  /** Only the alerts of this subject (a cohort id, a lane, …). */
  subject: string | null;
  first: number;
  after: string | null;
}

/** One page of the project's alerts, newest first, keyset-paged on (raised_at, id). */
export async function alertsPage(pool: pg.Pool, filter: AlertFilter): Promise<{ alerts: AlertRow[]; hasNextPage: boolean }> {
  const after = alertCursor.decode(filter.after, 'after');
  const result = await pool.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM alert a
      WHERE a.project_id = $1 AND ($2::"AlertKind" IS NULL OR a.kind = $2::"AlertKind") AND ($3::text IS NULL OR a.rule_digest = $3)
        AND ($7::text IS NULL OR a.subject = $7)
        AND ($4::int8 IS NULL OR (a.raised_at, a.id) < (to_timestamp(0) + $4::int8 * interval '1 millisecond', $5::uuid))
      ORDER BY a.raised_at DESC, a.id DESC
      LIMIT $6`,
    [filter.projectId, filter.kind, filter.ruleDigest, after ? after.ms : null, after?.id ?? null, filter.first + 1, filter.subject],
  );
  return { alerts: result.rows.slice(0, filter.first), hasNextPage: result.rows.length > filter.first };
}

/** Alerts of the project raised after `since`, oldest first (the catch-up of alertRaised). */
export async function alertsRaisedSince(pool: pg.Pool, projectId: string, since: Date, limit: number): Promise<AlertRow[]> {
  const result = await pool.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM alert a WHERE a.project_id = $1 AND a.raised_at > $2 ORDER BY a.raised_at, a.id LIMIT $3`,
    [projectId, since, limit],
  );
  return result.rows;
}

export async function alertById(pool: pg.Pool, projectId: string, id: string): Promise<AlertRow | null> {
  const result = await pool.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM alert a WHERE a.project_id = $1 AND a.id = $2`, [projectId, id]);
  return result.rows[0] ?? null;
}
