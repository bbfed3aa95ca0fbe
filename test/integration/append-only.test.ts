// Append-only (docs/specification.md §2): no ledger row can be updated, deleted or truncated,
// neither by the application role (no privilege) nor by the owner (triggers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newLog, recordEveryLoggedTable, sequenceAll } from '../helpers/transparency.js';

const LEDGER_TABLES = [
  'cohort',
  'attempt',
  'adjudication',
  'api_token',
  'token_revocation',
  'agreement_event',
  'property_designation',
  'annotation',
  'annotation_redaction',
  'rubric',
  'graded_verification',
  'verifier',
  'verifier_withdrawal',
  'project_label',
  'alert_rule',
  'alert_rule_retirement',
  'alert',
  'rework_request',
  'rework_assignment',
  'rule_version_activation',
  'transparency_leaf',
  'transparency_checkpoint',
  'transparency_subtree',
  'transparency_leaf_format',
];
/** Annotations and rubrics are keyed by their digest, the log's tables by their position; every other table by id. */
const LOG_KEYS: Record<string, string> = {
  transparency_leaf: 'log_index',
  transparency_checkpoint: 'tree_size',
  transparency_subtree: 'node_index',
  transparency_leaf_format: 'first_index',
  rule_version_activation: 'version',
};
const RULE_KEYS: Record<string, string> = { alert_rule: 'digest', alert_rule_retirement: 'rule_digest' };
const keyOf = (table: string) =>
  LOG_KEYS[table] ?? RULE_KEYS[table] ?? (table.includes('annotation') || table === 'rubric' ? 'digest' : 'id');
/** The tables whose rows can go, and only through a recorded redaction (annotations.test.ts). */
const REDACTABLE_TABLES = ['annotation_text'];
/** Written only by the database's own triggers (docs/alerts.md, the rework loop): the application role may only read them. */
const TRIGGER_WRITTEN_TABLES = ['rework_request'];
/** Witnesses and their cosignatures (append-only by trigger: witnesses.test.ts), appended by the application role. */
const WITNESS_TABLES = ['transparency_witness', 'transparency_cosignature'];
/** Bookkeeping outside the ledger: the alert evaluator's cursors, moved forward only (never deleted). */
const BOOKKEEPING_TABLES = ['alert_rule_cursor'];

/**
 * Webhooks (docs/webhooks.md): crl_app appends retirements and only reads endpoints, deliveries
 * and attempts (written by SECURITY DEFINER functions, the trigger on alert, and the delivery
 * role); the secrets table is not even visible to it. Append-only by trigger: webhooks.test.ts.
 */
const WEBHOOK_READ_ONLY_TABLES = ['webhook_endpoint', 'webhook_delivery', 'webhook_delivery_attempt'];
const WEBHOOK_TABLES = ['webhook_endpoint_retirement', ...WEBHOOK_READ_ONLY_TABLES];

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
  await recordEveryLoggedTable(ledger);
  const { log } = newLog(ledger);
  await sequenceAll(ledger, log);
  await log.checkpoint();
  // Subtree hashes are kept from 256 leaves up; one row is enough to be refused.
  await ledger.owner.query(`INSERT INTO transparency_subtree (level, node_index, hash) VALUES (8, 0, repeat('0', 64))`);
});
afterAll(() => ledger?.close());

describe.each(LEDGER_TABLES)('table %s', (table) => {
  it('refuses UPDATE, DELETE and TRUNCATE through the application role', async () => {
    await expect(ledger.db.pool.query(`UPDATE ${table} SET ${keyOf(table)} = ${keyOf(table)}`)).rejects.toThrow(/permission denied/);
    await expect(ledger.db.pool.query(`DELETE FROM ${table}`)).rejects.toThrow(/permission denied/);
    await expect(ledger.db.pool.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/permission denied/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE through the owner, by trigger', async () => {
    const { rows } = await ledger.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(rows[0]!.n).toBeGreaterThan(0);
    await ledger.owner.query(`INSERT INTO property_designation (property, action, actor_ref) VALUES ('site-b', 'WITHDRAW', 'admin')`);
    if (rows[0]!.n > 0) {
      await expect(ledger.owner.query(`UPDATE ${table} SET ${keyOf(table)} = ${keyOf(table)}`)).rejects.toThrow(/append-only/);
      await expect(ledger.owner.query(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
    }
    await expect(ledger.owner.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/append-only/);
    const after = await ledger.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(after.rows[0]!.n).toBeGreaterThanOrEqual(rows[0]!.n);
  });
});

describe('the application role', () => {
  it('holds only SELECT and INSERT on every ledger table', async () => {
    const { rows } = await ledger.owner.query<{ table_name: string; privileges: string[] }>(
      `SELECT table_name::text, array_agg(privilege_type::text ORDER BY privilege_type) AS privileges
         FROM information_schema.role_table_grants WHERE grantee = 'crl_app' GROUP BY table_name ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name).sort()).toEqual(
      [
        ...LEDGER_TABLES,
        ...WITNESS_TABLES,
        ...REDACTABLE_TABLES,
        ...BOOKKEEPING_TABLES,
        ...WEBHOOK_TABLES,
        'webhook_delivery_state',
      ].sort(),
    );
    for (const row of rows)
      expect(row.privileges, row.table_name).toEqual(
        [...TRIGGER_WRITTEN_TABLES, ...WEBHOOK_READ_ONLY_TABLES, 'webhook_delivery_state'].includes(row.table_name)
          ? ['SELECT']
          : BOOKKEEPING_TABLES.includes(row.table_name)
            ? ['INSERT', 'SELECT', 'UPDATE']
            : ['INSERT', 'SELECT'],
      );
  });

  it('cannot read the migration history or create tables', async () => {
    await expect(ledger.db.pool.query('SELECT * FROM _prisma_migrations')).rejects.toThrow(/permission denied/);
    await expect(ledger.db.pool.query('CREATE TABLE intruder (id int)')).rejects.toThrow(/permission denied/);
  });

  it('is the role the server acts as', async () => {
    const { rows } = await ledger.db.pool.query<{ role: string }>('SELECT current_user AS role');
    expect(rows[0]!.role).toBe('crl_app');
  });

  it('cannot choose recorded_at: the ledger clock stamps it, in whole milliseconds, once per transaction', async () => {
    const client = await ledger.db.pool.connect();
    try {
      await client.query('BEGIN');
      const before = await client.query<{ clock: Date }>(`SELECT date_trunc('milliseconds', clock_timestamp()) AS clock, now() AS started`);
      const { rows } = await client.query<{ recorded_at: Date }>(
        `INSERT INTO property_designation (property, action, actor_ref, recorded_at)
         VALUES ('site-c', 'DESIGNATE', 'admin', '2000-01-01'), ('site-d', 'DESIGNATE', 'admin', '2100-01-01')
         RETURNING recorded_at`,
      );
      const later = await client.query<{ recorded_at: Date; clock: Date }>(
        `INSERT INTO property_designation (property, action, actor_ref) VALUES ('site-e', 'DESIGNATE', 'admin')
         RETURNING recorded_at, date_trunc('milliseconds', clock_timestamp()) AS clock`,
      );
      await client.query('COMMIT');
      const stamp = rows[0]!.recorded_at.getTime();
      expect(rows[1]!.recorded_at.getTime()).toBe(stamp);
      expect(later.rows[0]!.recorded_at.getTime()).toBe(stamp);
      // Taken when the transaction first wrote, not when it began.
      expect(stamp).toBeGreaterThanOrEqual(before.rows[0]!.clock.getTime());
      expect(stamp).toBeLessThanOrEqual(later.rows[0]!.clock.getTime());
      const exact = await ledger.owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM property_designation WHERE recorded_at = date_trunc('milliseconds', recorded_at) AND property IN ('site-c', 'site-d', 'site-e')`,
      );
      expect(exact.rows[0]!.n).toBe(3);
    } finally {
      client.release();
    }
  });

  it('cannot stamp its own clock: the application role cannot write the transaction stamps', async () => {
    for (const statement of [
      `INSERT INTO crl_private.crl_write_stamp (pid, xact, stamp) VALUES (pg_backend_pid(), pg_current_xact_id(), '2000-01-01')`,
      `UPDATE crl_private.crl_write_stamp SET stamp = '2000-01-01'`,
      `DELETE FROM crl_private.crl_write_stamp`,
    ])
      await expect(ledger.db.pool.query(statement)).rejects.toThrow(/permission denied/);
  });
});
