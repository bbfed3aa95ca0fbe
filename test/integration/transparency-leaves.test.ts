// Leaves computed by the database (docs/tamper-evidence.md, "Leaves"): the sequencer
// writes each row's canonical JSON and its hash in SQL; the verifier recomputes them in
// TypeScript from to_jsonb of the row (RFC 8785 through `canonicalize`). These tests hold
// the two to the same bytes: for every column type the leaves may contain, for doubles
// of every magnitude, for strings no grammar of today lets in, and for real rows of
// every logged table.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import {
  leafDataOf,
  leafDataSql,
  leafHashOf,
  LEAF_COLUMN_TYPES,
  LOGGED_TABLE_NAMES,
  loggedColumns,
  readRow,
} from '../../src/modules/transparency/leaves.js';
import { LOG_SESSION, TransparencyLog } from '../../src/modules/transparency/store.js';
import { readSnapshot, verifySnapshot } from '../../src/modules/transparency/verify.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { fakeDigest, newProjectId } from '../helpers/outcomes.js';
import { recordEveryLoggedTable, sequenceAll } from '../helpers/transparency.js';

let ledger: TestLedger;

/** A leaf of the log as the tests read it back. */
interface LeafRow {
  table_name: string;
  row_key: string;
  leaf_hash: string;
}

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

/** Doubles where formatting rules change, and the extremes. */
const EDGE_DOUBLES = [
  0,
  -0,
  1,
  -1,
  0.1,
  0.2 + 0.1,
  1 / 3,
  2 / 3,
  100,
  123.456,
  1e-6,
  1e-7,
  9.999999999999999e-8,
  1.5e-7,
  1e-8,
  1.2345e-10,
  5e-324,
  2.2250738585072014e-308,
  1.7976931348623157e308,
  2 ** 53,
  2 ** 53 + 2,
  1e20,
  1e21,
  9.999999999999999e20,
  1.5e21,
  123456789012345680000,
  0.000001234,
  -2.5e-10,
  -1e21,
  4.35,
  0.5,
  0.82,
  1e-300,
  3e100,
];

/** Doubles spread over every binary exponent, from a fixed seed so a failure repeats. */
function randomDoubles(count: number): number[] {
  let state = 0x2545f491;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return state >>> 0;
  };
  const view = new DataView(new ArrayBuffer(8));
  const values: number[] = [];
  while (values.length < count) {
    view.setUint32(0, next());
    view.setUint32(4, next());
    const value = view.getFloat64(0);
    if (Number.isFinite(value)) values.push(value);
  }
  return values;
}

describe('leaf data written by the database', () => {
  it('covers every column of every logged table: each type is one the leaves write canonically', async () => {
    const columns = await loggedColumns(ledger.owner as never);
    expect([...columns.keys()].sort()).toEqual([...LOGGED_TABLE_NAMES].sort());
    for (const [table, list] of columns) {
      expect(list.length, table).toBeGreaterThan(0);
      for (const column of list) expect(Object.keys(LEAF_COLUMN_TYPES), `${table}.${column.name}`).toContain(column.type);
    }
  });

  it('writes doubles as ECMAScript does (RFC 8785), at every magnitude, and refuses what JSON cannot hold', async () => {
    const values = [...EDGE_DOUBLES, ...randomDoubles(5000), ...randomDoubles(2000).map((value) => value % 1)];
    const { rows } = await ledger.owner.query<{ text: string }>(
      `SELECT crl_json_number(v)::text AS text FROM unnest($1::float8[]) WITH ORDINALITY AS u(v, o) ORDER BY o`,
      [values.map((value) => String(value))],
    );
    const mismatches = values
      .map((value, i) => ({ value, sql: rows[i]!.text, js: JSON.stringify(value) }))
      .filter((row) => row.sql !== row.js);
    expect(mismatches.slice(0, 5)).toEqual([]);
    for (const bad of ['NaN', 'Infinity', '-Infinity'])
      await expect(ledger.owner.query(`SELECT crl_json_number($1::float8)`, [bad])).rejects.toMatchObject({ code: '22023' });
  });

  it('writes every column type as the verifier reads it, strings no grammar lets in today included', async () => {
    await ledger.owner.query(`CREATE TYPE probe_kind AS ENUM ('A', 'b"c', 'd\\e')`);
    await ledger.owner.query(
      `CREATE TABLE leaf_probe (a_text text, b_uuid uuid, c_kind probe_kind, d_flag boolean, e_small smallint, f_int integer,
         g_at timestamptz, h_double double precision, i_texts text[], j_uuids uuid[], k_kinds probe_kind[], l_flags boolean[],
         m_smalls smallint[], n_ints integer[], "Upper_case" text, "_under" text, z9 integer, o_big crl_effort_amount)`,
    );
    const hostile = [
      '',
      'plain',
      'quote " and backslash \\',
      'controls \u0001\u0008\t\n\u000b\f\r\u001f\u007f',
      'slash / and </script>',
      'unicode é ü 漢字 😀 \u2028\u2029',
      '{"json": [1, 2]}',
      "single ' quote",
      'emoji 👩‍👩‍👧',
    ];
    for (const [i, text] of hostile.entries()) {
      await ledger.owner.query(
        `INSERT INTO leaf_probe VALUES ($1, gen_random_uuid(), $2, $3, $4, $5, now() - ($6 || ' microseconds')::interval, $7,
           $8, ARRAY[gen_random_uuid(), gen_random_uuid()], ARRAY['A', 'b"c', 'd\\e']::probe_kind[], ARRAY[true, false, NULL], ARRAY[-32768, 32767]::smallint[], ARRAY[-2147483648, 0, NULL], $1, $1, $5, $9)`,
        [
          text,
          ['A', 'b"c', 'd\\e'][i % 3],
          i % 2 === 0,
          -i,
          2 ** 31 - 1 - i,
          i * 7,
          EDGE_DOUBLES[i * 3],
          [text, '', null, 'x'],
          String([0, 1, 2 ** 31, 2 ** 32 + 7, Number.MAX_SAFE_INTEGER][i % 5]),
        ],
      );
    }
    await ledger.owner.query(`INSERT INTO leaf_probe (a_text, i_texts, l_flags) VALUES (NULL, '{}', '{}')`);
    const columns = (await loggedColumns(ledger.owner as never, ['leaf_probe'])).get('leaf_probe')!;
    expect(columns.map((column) => column.name)).toEqual([
      'Upper_case',
      '_under',
      'a_text',
      'b_uuid',
      'c_kind',
      'd_flag',
      'e_small',
      'f_int',
      'g_at',
      'h_double',
      'i_texts',
      'j_uuids',
      'k_kinds',
      'l_flags',
      'm_smalls',
      'n_ints',
      'o_big',
      'z9',
    ]);
    // A column name that needs quoting is refused, not written in another case.
    expect(() => leafDataSql({ table: 'leaf_probe', stamp: 'g_at', key: 't.ctid::text', lookup: '' }, columns, 'p.tid')).toThrow(
      /plain column names \(leaf_probe\.Upper_case\)/,
    );
    const plain = columns.filter((column) => column.name !== 'Upper_case');
    const spec = { table: 'leaf_probe', stamp: 'g_at', key: 't.ctid::text', lookup: '' };
    const compared = await inTransaction(
      ledger.owner,
      async (client) => {
        const { rows } = await client.query<{ row: Record<string, unknown>; data: string; hash: string }>(
          `SELECT (SELECT to_jsonb(t) - 'Upper_case' FROM leaf_probe t WHERE t.ctid = p.tid) AS row, ${leafDataSql(spec, plain, 'p.tid')} AS data,
                  encode(sha256('\\x00'::bytea || convert_to(${leafDataSql(spec, plain, 'p.tid')}, 'UTF8')), 'hex') AS hash
             FROM (SELECT ctid AS tid FROM leaf_probe) p`,
        );
        return rows;
      },
      { local: LOG_SESSION },
    );
    expect(compared.length).toBe(hostile.length + 1);
    for (const { row, data, hash } of compared) {
      expect(data).toBe(leafDataOf({ table: 'leaf_probe', row }));
      expect(hash).toBe(leafHashOf({ table: 'leaf_probe', row }));
    }
  });

  it('gives the leaves the verifier recomputes, for real rows of every logged table', async () => {
    await recordEveryLoggedTable(ledger);
    // Doubles as an agreement event can hold them (confidence within [0, 1]).
    const projectId = newProjectId();
    for (const [i, confidence] of [0, 1, 0.1, 1 / 3, 1e-7, 9.999999999999999e-8, 1e-8, 5e-324, 0.30000000000000004, 0.82].entries())
      await ledger.owner.query(
        `INSERT INTO agreement_event (project_id, decision_id, event_type, actor_ref, lane, risk_tier, agent_ref, guardrail_verdict, guardrail_confidence,
           guardrail_check_keys, guardrail_check_results, property, workflow_slug, phase, artifact_ref, proposal_digest, content_digest)
         VALUES ($1, $2, 'PROPOSED', 'actor', 'lane-a', 'TIER_1', 'agent-a', 'PASS', $3, '{lint}', '{PASS}', 'site', 'flow', 'draft', 'artifact', $4, $5)`,
        [projectId, `decision-${i}`, String(confidence), fakeDigest(`p${i}`), fakeDigest(`c${i}`)],
      );
    const log = new TransparencyLog(ledger.db.pool, ledger.signer);
    await sequenceAll(ledger, log);
    await log.checkpoint();
    const { rows: leaves } = await ledger.owner.query<LeafRow>(
      'SELECT table_name, row_key, leaf_hash FROM transparency_leaf ORDER BY log_index',
    );
    expect(new Set(leaves.map((leaf) => leaf.table_name))).toEqual(new Set(LOGGED_TABLE_NAMES));
    await inTransaction(
      ledger.db.pool,
      async (client) => {
        for (const leaf of leaves) {
          const row = await readRow(client, leaf.table_name, leaf.row_key);
          expect(leafHashOf(row!), `${leaf.table_name} ${leaf.row_key}`).toBe(leaf.leaf_hash);
        }
      },
      { readOnly: true, local: LOG_SESSION },
    );
    const report = verifySnapshot(await readSnapshot(ledger.ownerUrl), [ledger.signer.publicKey]);
    expect(report).toMatchObject({ ok: true, firstBadIndex: null, logged: leaves.length });
  });

  it('logs a webhook endpoint and its retirement without the secret or anything derived from it', async () => {
    const { endpointId, secret } = await recordEveryLoggedTable(ledger);
    const log = new TransparencyLog(ledger.db.pool, ledger.signer);
    await sequenceAll(ledger, log);
    const { rows: leaves } = await ledger.owner.query<LeafRow>(
      `SELECT table_name, row_key, leaf_hash FROM transparency_leaf WHERE table_name IN ('webhook_endpoint', 'webhook_endpoint_retirement') AND row_key = $1 ORDER BY log_index`,
      [endpointId],
    );
    expect(leaves.map((leaf) => leaf.table_name)).toEqual(['webhook_endpoint', 'webhook_endpoint_retirement']);
    const body = secret.slice('whsec_'.length);
    const forbidden = [
      secret,
      body,
      Buffer.from(body, 'base64').toString('hex'),
      createHash('sha256').update(secret).digest('hex'),
      createHash('sha256').update(secret).digest('base64'),
      createHash('sha256').update(Buffer.from(body, 'base64')).digest('hex'),
    ];
    await inTransaction(
      ledger.db.pool,
      async (client) => {
        const endpoint = await readRow(client, 'webhook_endpoint', endpointId);
        expect(Object.keys(endpoint!.row).sort()).toEqual(['actor_ref', 'created_at', 'id', 'kinds', 'project_id', 'url']);
        const retirement = await readRow(client, 'webhook_endpoint_retirement', endpointId);
        expect(Object.keys(retirement!.row).sort()).toEqual(['actor_ref', 'endpoint_id', 'project_id', 'retired_at']);
        for (const [row, leaf] of [
          [endpoint!, leaves[0]!],
          [retirement!, leaves[1]!],
        ] as const) {
          expect(leafHashOf(row)).toBe(leaf.leaf_hash);
          const data = leafDataOf(row);
          for (const material of forbidden) expect(data).not.toContain(material);
        }
      },
      { readOnly: true, local: LOG_SESSION },
    );
    // The secrets' table is no logged table, and no logged table has a column of secret material.
    expect(LOGGED_TABLE_NAMES).not.toContain('webhook_secret');
    const columns = await loggedColumns(ledger.owner as never);
    for (const [table, list] of columns) for (const column of list) expect(`${table}.${column.name}`).not.toMatch(/secret/);
  });

  it('stops the sequencer, naming the column, when a logged table gains a column it cannot write', async () => {
    await ledger.owner.query(`INSERT INTO property_designation (property, action, actor_ref) VALUES ('site-probe', 'DESIGNATE', 'admin')`);
    await ledger.owner.query('ALTER TABLE property_designation ADD COLUMN probe numeric');
    const log = new TransparencyLog(ledger.db.pool, ledger.signer);
    await expect(log.sequence()).rejects.toThrow(/property_designation\.probe \(numeric\)/);
    const { rows } = await ledger.owner.query<{
      n: number;
    }>(`SELECT count(*)::int AS n FROM transparency_leaf WHERE table_name = 'property_designation'
      AND row_key = (SELECT id::text FROM property_designation WHERE property = 'site-probe')`);
    expect(rows[0]!.n).toBe(0);
  });
});
