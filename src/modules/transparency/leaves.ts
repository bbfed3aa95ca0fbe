// Which ledger rows become leaves of the transparency log, and what a leaf is
// (docs/tamper-evidence.md, "Leaves"). One place for the table list: the sequencer,
// the proofs and the verifier all read rows through here.
import type pg from 'pg';
import { canonicalJson, digestOf } from '../../domain/canonical.js';
import { leafHash } from '../../domain/merkle.js';

export interface LoggedTable {
  /** The table's name, as in the leaf. */
  table: string;
  /** The column the ledger's clock stamps. */
  stamp: string;
  /** SQL that turns a row of alias `t` into its key (text). */
  key: string;
  /** SQL that finds the row of alias `t` whose key is $1 (by its index). */
  lookup: string;
}

/** Every append-only, clock-stamped table of the ledger, in code-point order of name. */
export const LOGGED_TABLES: readonly LoggedTable[] = [
  { table: 'adjudication', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'agreement_event', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'annotation', stamp: 'stored_at', key: "t.project_id::text || '/' || t.digest", lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.digest = split_part($1, '/', 2)" },
  { table: 'annotation_redaction', stamp: 'redacted_at', key: "t.project_id::text || '/' || t.digest", lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.digest = split_part($1, '/', 2)" },
  { table: 'api_token', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'attempt', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'cohort', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'graded_verification', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'property_designation', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'rubric', stamp: 'registered_at', key: 't.digest', lookup: 't.digest = $1' },
  { table: 'token_revocation', stamp: 'revoked_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
];

export const LOGGED_TABLE_NAMES = LOGGED_TABLES.map((spec) => spec.table);

/** A ledger row as the log sees it; `stamp` is UTC with microseconds, fixed width, so it sorts as text. */
export interface LedgerRow {
  table: string;
  key: string;
  stamp: string;
  row: Record<string, unknown>;
}

/** The position of a row in log order: (stamp, table, key), compared by code points. */
export interface RowPosition {
  stamp: string;
  table: string;
  key: string;
}

export function compareRows(a: RowPosition, b: RowPosition): number {
  for (const field of ['stamp', 'table', 'key'] as const) if (a[field] !== b[field]) return a[field] < b[field] ? -1 : 1;
  return 0;
}

/** The bytes a leaf hashes: RFC 8785 canonical JSON of the table and the row (to_jsonb, UTC). */
export function leafDataOf(row: Pick<LedgerRow, 'table' | 'row'>): string {
  return canonicalJson({ table: row.table, row: row.row });
}

export function leafHashOf(row: Pick<LedgerRow, 'table' | 'row'>): string {
  return leafHash(Buffer.from(leafDataOf(row), 'utf8')).toString('hex');
}

/** The content digest a receipt names: the row's own when it has one, else the digest of its canonical form. */
export function contentDigestOf(row: Pick<LedgerRow, 'row'>): string {
  const own = row.row.content_digest;
  return typeof own === 'string' ? own : digestOf(row.row);
}

const STAMP_TEXT = (column: string) => `to_char(t.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Up to `limit` rows after `after` (all rows when null) and stamped at or before
 * `through` (no bound when null), in log order. Needs TimeZone UTC (the caller's
 * transaction sets it) so that to_jsonb writes every timestamp the same way.
 */
export async function readRows(client: pg.ClientBase, after: RowPosition | null, through: string | null, limit: number): Promise<LedgerRow[]> {
  const values: unknown[] = [limit];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const afterStamp = after ? param(after.stamp, 'timestamptz') : null;
  const afterKey = after ? param(after.key, 'text') : null;
  const throughStamp = through ? param(through, 'timestamptz') : null;
  const parts = LOGGED_TABLES.map((spec) => {
    const column = `t.${spec.stamp}`;
    const conditions: string[] = [];
    if (after) {
      if (spec.table > after.table) conditions.push(`${column} >= ${afterStamp}`);
      else if (spec.table < after.table) conditions.push(`${column} > ${afterStamp}`);
      else conditions.push(`(${column} > ${afterStamp} OR (${column} = ${afterStamp} AND ${spec.key} COLLATE "C" > ${afterKey}))`);
    }
    if (throughStamp) conditions.push(`${column} <= ${throughStamp}`);
    return `(SELECT '${spec.table}' AS table_name, ${spec.key} AS row_key, ${STAMP_TEXT(spec.stamp)} AS stamp_text, ${column} AS stamp, to_jsonb(t) AS row
       FROM "${spec.table}" t ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${column}, ${spec.key} COLLATE "C" LIMIT $1)`;
  });
  const sql = `SELECT table_name, row_key, stamp_text, row FROM (${parts.join(' UNION ALL ')}) rows
    ORDER BY stamp, table_name COLLATE "C", row_key COLLATE "C" LIMIT $1`;
  const { rows } = await client.query(sql, values);
  return rows.map((row) => ({ table: row.table_name, key: row.row_key, stamp: row.stamp_text, row: row.row }));
}

/** One row by table and key, or null. */
export async function readRow(client: pg.ClientBase, table: string, key: string): Promise<LedgerRow | null> {
  const spec = LOGGED_TABLES.find((candidate) => candidate.table === table);
  if (!spec) return null;
  const { rows } = await client.query(
    `SELECT ${STAMP_TEXT(spec.stamp)} AS stamp_text, to_jsonb(t) AS row FROM "${spec.table}" t WHERE ${spec.lookup}`,
    [key],
  );
  return rows[0] ? { table, key, stamp: rows[0].stamp_text, row: rows[0].row } : null;
}
