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
  /** SQL that finds the row of alias `t` whose key is $1 (by its index); $1 may stand for a column of a join. */
  lookup: string;
}

/** Every append-only, clock-stamped table of the ledger, in code-point order of name. */
export const LOGGED_TABLES: readonly LoggedTable[] = [
  { table: 'adjudication', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'agreement_event', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'alert', stamp: 'raised_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  {
    table: 'alert_rule',
    stamp: 'created_at',
    key: "t.project_id::text || '/' || t.digest",
    lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.digest = split_part($1, '/', 2)",
  },
  {
    table: 'alert_rule_retirement',
    stamp: 'retired_at',
    key: "t.project_id::text || '/' || t.rule_digest",
    lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.rule_digest = split_part($1, '/', 2)",
  },
  {
    table: 'annotation',
    stamp: 'stored_at',
    key: "t.project_id::text || '/' || t.digest",
    lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.digest = split_part($1, '/', 2)",
  },
  {
    table: 'annotation_redaction',
    stamp: 'redacted_at',
    key: "t.project_id::text || '/' || t.digest",
    lookup: "t.project_id = split_part($1, '/', 1)::uuid AND t.digest = split_part($1, '/', 2)",
  },
  { table: 'api_token', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'attempt', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'cohort', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'graded_verification', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'project_label', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'property_designation', stamp: 'recorded_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'rework_assignment', stamp: 'assigned_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'rework_request', stamp: 'requested_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'rubric', stamp: 'registered_at', key: 't.digest', lookup: 't.digest = $1' },
  { table: 'rule_version_activation', stamp: 'recorded_at', key: 't.version::text', lookup: 't.version = $1::int' },
  { table: 'token_revocation', stamp: 'revoked_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'verifier', stamp: 'registered_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'verifier_withdrawal', stamp: 'withdrawn_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  // Without the secret: it is a row of crl_private.webhook_secret, never of a logged table (docs/security.md).
  { table: 'webhook_endpoint', stamp: 'created_at', key: 't.id::text', lookup: 't.id = $1::uuid' },
  { table: 'webhook_endpoint_retirement', stamp: 'retired_at', key: 't.endpoint_id::text', lookup: 't.endpoint_id = $1::uuid' },
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

/**
 * The bytes a leaf hashes: RFC 8785 canonical JSON of the table and the row (to_jsonb,
 * UTC), with the columns the table's leaves covered at the leaf's index (`columns`,
 * from transparency_leaf_format: formatAt), or every column of the row when null. A
 * listed column the row no longer has is left out, so the leaf does not match.
 */
export function leafDataOf(row: Pick<LedgerRow, 'table' | 'row'>, columns: readonly string[] | null = null): string {
  const content = columns ? Object.fromEntries(columns.filter((name) => name in row.row).map((name) => [name, row.row[name]])) : row.row;
  return canonicalJson({ table: row.table, row: content });
}

export function leafHashOf(row: Pick<LedgerRow, 'table' | 'row'>, columns: readonly string[] | null = null): string {
  return leafHash(Buffer.from(leafDataOf(row, columns), 'utf8')).toString('hex');
}

/** From `firstIndex` on, the leaves of `table` cover `columns` (transparency_leaf_format). */
export interface LeafFormat {
  table: string;
  firstIndex: number;
  columns: string[];
}

/** Every leaf format, by table and first index. */
export async function readLeafFormats(client: pg.ClientBase): Promise<LeafFormat[]> {
  const { rows } = await client.query<{ table_name: string; first_index: string; columns: string[] }>(
    'SELECT table_name, first_index, columns FROM transparency_leaf_format ORDER BY table_name, first_index',
  );
  return rows.map((row) => ({ table: row.table_name, firstIndex: Number(row.first_index), columns: row.columns }));
}

/** The columns a leaf of `table` at log index `index` covers: its table's last format at or before it; null when none (every column). */
export function formatAt(formats: readonly LeafFormat[], table: string, index: number): readonly string[] | null {
  let found: LeafFormat | null = null;
  for (const format of formats)
    if (format.table === table && format.firstIndex <= index && (!found || format.firstIndex > found.firstIndex)) found = format;
  return found?.columns ?? null;
}

/**
 * Records, from log index `first` on, the column list of every table whose leaves now
 * cover other columns than its last format says (or that has none yet). Runs in the
 * transaction that appends those leaves, with `columns` as loggedColumns read them.
 */
export async function recordLeafFormats(client: pg.ClientBase, columns: Map<string, { name: string }[]>, first: number): Promise<void> {
  const formats = await readLeafFormats(client);
  for (const [table, list] of columns) {
    const names = list.map((column) => column.name);
    const previous = formatAt(formats, table, first);
    if (previous && previous.length === names.length && previous.every((name, i) => name === names[i])) continue;
    await client.query('INSERT INTO transparency_leaf_format (table_name, first_index, columns) VALUES ($1, $2, $3)', [
      table,
      first,
      names,
    ]);
  }
}

/** The content digest a receipt names: the row's own when it has one, else the digest of its canonical form. */
export function contentDigestOf(row: Pick<LedgerRow, 'row'>): string {
  const own = row.row.content_digest;
  return typeof own === 'string' ? own : digestOf(row.row);
}

/** SQL that writes a timestamptz as a stamp: UTC, microseconds, fixed width (sorts as text). */
export const stampText = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * SQL for the positions (table_name, row_key, stamp and the row's ctid) of up to `limit`
 * rows after `after` (all rows when null) and stamped at or before `through` (no bound
 * when null), in log order: each table read in order along its stamp index from
 * `after` and cut at `limit`. The condition after `after` is a range on the stamp plus
 * a filter, never an OR across the range, so the index bounds the scan. Parameters
 * start at $1 (the limit); `values` holds them.
 */
function nextPositions(after: RowPosition | null, through: string | null, limit: number): { sql: string; values: unknown[] } {
  const values: unknown[] = [limit];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const afterStamp = after ? param(after.stamp, 'timestamptz') : null;
  const afterKey = after ? param(after.key, 'text') : null;
  const throughStamp = through ? param(through, 'timestamptz') : null;
  const positions = LOGGED_TABLES.map((spec) => {
    const column = `t.${spec.stamp}`;
    const conditions: string[] = [];
    if (after) {
      if (spec.table > after.table) conditions.push(`${column} >= ${afterStamp}`);
      else if (spec.table < after.table) conditions.push(`${column} > ${afterStamp}`);
      else conditions.push(`${column} >= ${afterStamp}`, `(${column} > ${afterStamp} OR ${spec.key} COLLATE "C" > ${afterKey})`);
    }
    if (throughStamp) conditions.push(`${column} <= ${throughStamp}`);
    return `(SELECT '${spec.table}'::text AS table_name, ${spec.key} AS row_key, ${column} AS stamp, t.ctid AS tid
       FROM "${spec.table}" t ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${column}, ${spec.key} COLLATE "C" LIMIT $1)`;
  });
  return {
    sql: `SELECT * FROM (${positions.join(' UNION ALL ')}) positions ORDER BY ${LOG_ORDER('positions')} LIMIT $1`,
    values,
  };
}

const LOG_ORDER = (alias: string) => `${alias}.stamp, ${alias}.table_name COLLATE "C", ${alias}.row_key COLLATE "C"`;

/**
 * Up to `limit` rows after `after` and stamped at or before `through`, in log order,
 * each as to_jsonb gives it. Needs TimeZone UTC and extra_float_digits 1 (LOG_SESSION:
 * the caller's transaction sets them) so that every timestamp and double reads one way.
 * The positions come first, so `to_jsonb` runs only for the rows returned, fetched by
 * ctid (the statement's one snapshot keeps ctids stable): the cost follows `limit`,
 * not the rows waiting.
 */
export async function readRows(
  client: pg.ClientBase,
  after: RowPosition | null,
  through: string | null,
  limit: number,
): Promise<LedgerRow[]> {
  const positions = nextPositions(after, through, limit);
  const contents = LOGGED_TABLES.map(
    (spec) => `WHEN '${spec.table}' THEN (SELECT to_jsonb(t) FROM "${spec.table}" t WHERE t.ctid = p.tid)`,
  );
  const sql = `SELECT p.table_name, p.row_key, ${stampText('p.stamp')} AS stamp_text, CASE p.table_name ${contents.join(' ')} END AS row
    FROM (${positions.sql}) p ORDER BY ${LOG_ORDER('p')}`;
  const { rows } = await client.query<{ table_name: string; row_key: string; stamp_text: string; row: Record<string, unknown> }>(
    sql,
    positions.values,
  );
  return rows.map((row) => ({ table: row.table_name, key: row.row_key, stamp: row.stamp_text, row: row.row }));
}

/**
 * Appends up to `limit` rows after `after`, stamped at or before `through`, as leaves
 * from log index `first`, in one statement: leaf data and hash are computed where the
 * rows are (leafDataSql, sha256), so no row travels. Answers how many were appended.
 * The caller holds the writer's lock and has locked the logged tables against schema
 * changes before reading `columns` (loggedColumns).
 */
export async function appendLeaves(
  client: pg.ClientBase,
  columns: Map<string, { name: string; type: string }[]>,
  after: RowPosition | null,
  through: string | null,
  limit: number,
  first: number,
): Promise<number> {
  const positions = nextPositions(after, through, limit);
  positions.values.push(first);
  const data = LOGGED_TABLES.map((spec) => `WHEN '${spec.table}' THEN ${leafDataSql(spec, columns.get(spec.table) ?? [], 'p.tid')}`);
  const result = await client.query(
    `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash)
     SELECT $${positions.values.length}::bigint + row_number() OVER (ORDER BY ${LOG_ORDER('p')}) - 1, p.table_name, p.row_key, p.stamp,
            encode(sha256('\\x00'::bytea || convert_to(CASE p.table_name ${data.join(' ')} END, 'UTF8')), 'hex')
       FROM (${positions.sql}) p
      ORDER BY ${LOG_ORDER('p')}`,
    positions.values,
  );
  return result.rowCount ?? 0;
}

/**
 * Column types whose row_to_json text is their RFC 8785 form, and how a leaf writes
 * each in SQL (the baseline migration). A column of any other
 * type stops the sequencer with an error naming it, rather than log a leaf the verifier
 * would compute differently; test/integration/transparency-leaves.test.ts checks the
 * ledger's tables use no other.
 */
export const LEAF_COLUMN_TYPES: Readonly<Record<string, (column: string) => string>> = {
  text: (column) => column,
  uuid: (column) => column,
  enum: (column) => column,
  boolean: (column) => column,
  smallint: (column) => column,
  integer: (column) => column,
  // Effort amounts (crl_effort_amount): at most 2^53 − 1 by their domain, so the JSON number
  // row_to_json writes is the one a JSON reader's double reads back.
  bigint: (column) => column,
  'timestamp with time zone': (column) => column,
  'double precision': (column) => `crl_json_number(${column})`,
  'text[]': (column) => column,
  'uuid[]': (column) => column,
  'enum[]': (column) => column,
  'boolean[]': (column) => column,
  'smallint[]': (column) => column,
  'integer[]': (column) => column,
  // Alert rules' parameters and alerts' details (the baseline migration).
  jsonb: (column) => `crl_canonical_jsonb(${column})`,
};

/** The columns of each table and their type (domains as their base type, enums as enum), in code-point order of name. */
export async function loggedColumns(
  client: pg.ClientBase,
  tables: readonly string[] = LOGGED_TABLE_NAMES,
): Promise<Map<string, { name: string; type: string }[]>> {
  const { rows } = await client.query<{ table_name: string; name: string; type: string }>(
    `SELECT c.relname AS table_name, a.attname AS name,
            CASE WHEN base.typtype = 'e' THEN 'enum'
                 WHEN base.typcategory = 'A' AND element.typtype = 'e' THEN 'enum[]'
                 ELSE format_type(base.oid, NULL) END AS type
       FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid
       JOIN pg_namespace ns ON ns.oid = c.relnamespace AND ns.nspname = 'public'
       JOIN pg_type declared ON declared.oid = a.atttypid
       JOIN pg_type base ON base.oid = CASE WHEN declared.typtype = 'd' THEN declared.typbasetype ELSE declared.oid END
       LEFT JOIN pg_type element ON element.oid = base.typelem AND base.typcategory = 'A'
      WHERE c.relname = ANY($1::text[]) AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attname COLLATE "C"`,
    [tables],
  );
  const columns = new Map<string, { name: string; type: string }[]>(tables.map((table) => [table, []]));
  for (const row of rows) columns.get(row.table_name)!.push({ name: row.name, type: row.type });
  return columns;
}

/**
 * SQL for the leaf data of the row of table `spec` at ctid `tid` (an expression of the
 * enclosing query): {"row":…,"table":…} with the row's columns in code-point order of
 * name, each written as LEAF_COLUMN_TYPES says. Equal, byte for byte, to leafDataOf of
 * the row read with to_jsonb, which is what the verifier computes.
 */
export function leafDataSql(spec: LoggedTable, columns: readonly { name: string; type: string }[], tid: string): string {
  if (columns.length === 0) throw new Error(`the transparency log finds no columns of ${spec.table}`);
  const list = columns.map((column) => {
    const write = LEAF_COLUMN_TYPES[column.type];
    if (!write)
      throw new Error(
        `the transparency log cannot write ${spec.table}.${column.name} (${column.type}) as canonical JSON: add its type to LEAF_COLUMN_TYPES`,
      );
    if (!/^[a-z_][a-z0-9_]*$/.test(column.name))
      throw new Error(`the transparency log needs plain column names (${spec.table}.${column.name})`);
    return `${write(`t.${column.name}`)} AS ${column.name}`;
  });
  return `(SELECT '{"row":' || row_to_json(r)::text || ',"table":"${spec.table}"}' FROM (SELECT ${list.join(', ')} FROM "${spec.table}" t WHERE t.ctid = ${tid}) r)`;
}

/** One row by table and key, or null. */
export async function readRow(client: pg.ClientBase, table: string, key: string): Promise<LedgerRow | null> {
  return (await readRowsByKey(client, table, [key]))[0] ?? null;
}

/**
 * Rows of one table by key, in the order of `keys` (null where there is none), in one
 * statement: each key found through the table's own lookup (its index).
 */
export async function readRowsByKey(client: pg.ClientBase, table: string, keys: readonly string[]): Promise<(LedgerRow | null)[]> {
  const spec = LOGGED_TABLES.find((candidate) => candidate.table === table);
  if (!spec || keys.length === 0) return keys.map(() => null);
  const { rows } = await client.query<{ n: string; stamp_text: string; row: Record<string, unknown> }>(
    `SELECT wanted.n, ${stampText(`t.${spec.stamp}`)} AS stamp_text, to_jsonb(t) AS row
       FROM unnest($1::text[]) WITH ORDINALITY AS wanted(key, n)
       JOIN LATERAL (SELECT * FROM "${spec.table}" t WHERE ${spec.lookup.replaceAll('$1', 'wanted.key')}) t ON true`,
    [keys],
  );
  const found = new Map<number, LedgerRow>();
  for (const row of rows) found.set(Number(row.n), { table, key: keys[Number(row.n) - 1]!, stamp: row.stamp_text, row: row.row });
  return keys.map((_, i) => found.get(i + 1) ?? null);
}
