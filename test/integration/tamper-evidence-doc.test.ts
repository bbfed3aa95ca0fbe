// docs/tamper-evidence.md, "Writing your own verifier", read from the document itself
// and held to the code and the database: every logged table with its stamp column and
// row key form, the example leaf (its bytes and hash, from both the TypeScript and the
// SQL implementation, and the same row written through GraphQL), the text of
// timestamps and doubles, the signature's encoding, and the checkpoint file forms.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/domain/canonical.js';
import { CHECKPOINT_TYPE, LOG_ORIGIN, pae } from '../../src/domain/signing.js';
import { SHARED_PROSE_PROJECT } from '../../src/modules/annotations/store.js';
import { leafDataOf, leafDataSql, leafHashOf, loggedColumns, LOGGED_TABLES } from '../../src/modules/transparency/leaves.js';
import { LOG_SESSION } from '../../src/modules/transparency/store.js';
import { readCheckpointFile, readSnapshot, verifySnapshot, writeExport } from '../../src/modules/transparency/verify.js';
import { setLocalStatements } from '../../src/db/transaction.js';
import { proposedEvent, RECORD_AGREEMENT_EVENT } from '../helpers/agreements.js';
import type { AgreementProposalInput } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newLog, recordEveryLoggedTable, SERVED_CHECKPOINT, sequenceAll } from '../helpers/transparency.js';
import type { LeafData } from '../../src/domain/bundle.js';

const doc = readFileSync(new URL('../../docs/tamper-evidence.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Writing your own verifier'), doc.indexOf('## Threat model'));

/** The cells of the markdown table between <!-- name --> and <!-- /name -->, header and rule left out. */
function tableOf(name: string): string[][] {
  const start = section.indexOf(`<!-- ${name} -->`);
  const end = section.indexOf(`<!-- /${name} -->`);
  if (start < 0 || end < 0) throw new Error(`docs/tamper-evidence.md has no ${name} table`);
  return section
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}
const code = (cell: string) => /^`(.*)`$/.exec(cell)?.[1] ?? cell;

/** A row key form of the doc as a pattern: <id>, <project_id> and <endpoint_id> a uuid as PostgreSQL writes it, <digest> 64 hex digits. */
function keyPattern(form: string): RegExp {
  const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
  const parts = form.split(/(<[a-z_]+>)/).map((part) => {
    if (part === '<id>' || part === '<project_id>' || part === '<endpoint_id>') return uuid;
    if (part === '<digest>') return '[0-9a-f]{64}';
    if (part === '<version>') return '[1-9][0-9]*';
    if (/^<.*>$/.test(part)) throw new Error(`unknown key part ${part}`);
    return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

const exampleData = /<!-- leaf-example:data -->\s*```json\n(.*)\n```/.exec(section)?.[1];
const exampleHash = /<!-- leaf-example:hash --> `([0-9a-f]{64})`/.exec(section)?.[1];
const keyTable = tableOf('logged-tables');

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

/** Runs `work` on one connection in a transaction with the log's session settings, rolled back after. */
async function inLogSession<T>(work: (client: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await ledger.owner.connect();
  try {
    await client.query(['BEGIN', ...setLocalStatements(LOG_SESSION)].join('; '));
    return await work(client);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('the table of logged tables', () => {
  it('names every logged table once, with the column that stamps it', () => {
    expect(keyTable.map((row) => code(row[0]!))).toEqual(LOGGED_TABLES.map((spec) => spec.table));
    for (const [table, stamp] of keyTable)
      expect(code(stamp!), table).toBe(LOGGED_TABLES.find((spec) => spec.table === code(table!))!.stamp);
  });

  it("gives each table's key form with an example of that form", () => {
    for (const [table, form, example] of keyTable.map((row) => [code(row[0]!), code(row[2]!), code(row[3]!)]))
      expect(example, table).toMatch(keyPattern(form!));
  });

  it('gives the form of the keys the sequencer logs, for every table, the all-zero project of rubric prose included', async () => {
    await recordEveryLoggedTable(ledger);
    await sequenceAll(ledger, newLog(ledger).log);
    const { rows } = await ledger.owner.query<{ table_name: string; row_key: string }>('SELECT table_name, row_key FROM transparency_leaf');
    const forms = new Map(keyTable.map((row) => [code(row[0]!), keyPattern(code(row[2]!))]));
    for (const spec of LOGGED_TABLES)
      expect(
        rows.some((row) => row.table_name === spec.table),
        spec.table,
      ).toBe(true);
    for (const row of rows) expect(row.row_key, row.table_name).toMatch(forms.get(row.table_name)!);
    // Rubric prose belongs to no project: its annotations are keyed under the all-zero id the doc names.
    const shared = `${SHARED_PROSE_PROJECT}/`;
    expect(section).toContain(`\`${shared}<digest>\``);
    expect(rows.some((row) => row.table_name === 'annotation' && row.row_key.startsWith(shared))).toBe(true);
  });
});

describe('the example leaf', () => {
  const example = () => {
    if (!exampleData || !exampleHash) throw new Error('docs/tamper-evidence.md has no example leaf');
    return JSON.parse(exampleData) as LeafData;
  };

  it("is canonical JSON, and its hash is SHA-256(0x00 || its bytes), as the ledger's own leafDataOf and leafHashOf give them", () => {
    const { table, row } = example();
    expect(canonicalJson({ row, table })).toBe(exampleData);
    expect(
      createHash('sha256')
        .update(Buffer.concat([Buffer.from([0]), Buffer.from(exampleData!, 'utf8')]))
        .digest('hex'),
    ).toBe(exampleHash);
    expect(leafDataOf({ table, row })).toBe(exampleData);
    expect(leafHashOf({ table, row })).toBe(exampleHash);
  });

  it("is the bytes both implementations write for a row holding the example's values (to_jsonb in TypeScript, row_to_json in SQL)", async () => {
    const { table, row } = example();
    const spec = LOGGED_TABLES.find((candidate) => candidate.table === table)!;
    const [fromJsonb, fromSql] = await inLogSession(async (client) => {
      const columns = (await loggedColumns(client)).get(table)!;
      expect(columns.map((column) => column.name)).toEqual(Object.keys(row));
      // A temporary table of the same columns shadows the ledger's in this session (pg_temp is searched first).
      await client.query(`CREATE TEMP TABLE "${table}" (LIKE public."${table}") ON COMMIT DROP`);
      await client.query(`INSERT INTO "${table}" SELECT * FROM jsonb_populate_record(NULL::public."${table}", $1::jsonb)`, [
        JSON.stringify(row),
      ]);
      const jsonb = (await client.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM "${table}" t`)).rows[0]!.row;
      const sql = (await client.query<{ data: string }>(`SELECT ${leafDataSql(spec, columns, 'x.ctid')} AS data FROM "${table}" x`))
        .rows[0]!.data;
      return [leafDataOf({ table, row: jsonb }), sql];
    });
    expect(fromJsonb).toBe(exampleData);
    expect(fromSql).toBe(exampleData);
  });

  it("is what recordAgreementEvent stores for the example's inputs, but for its id and stamp", async () => {
    const { row } = example();
    const projectId = row.project_id as string;
    const token = await ledger.token({ roles: ['recorder'], projects: [projectId], actorRef: row.actor_ref as string });
    const keys = row.guardrail_check_keys as string[];
    const results = row.guardrail_check_results as string[];
    const overrides = {
      prRef: row.pr_ref,
      lane: row.lane,
      riskTier: row.risk_tier,
      agentRef: row.agent_ref,
      guardrailVerdict: row.guardrail_verdict,
      guardrailConfidence: row.guardrail_confidence,
      guardrailChecks: keys.map((checkKey, i) => ({ checkKey, result: results[i] })),
      property: row.property,
      workflowSlug: row.workflow_slug,
      phase: row.phase,
      artifactRef: row.artifact_ref,
      proposalDigest: row.proposal_digest,
    } as Partial<AgreementProposalInput>; // the example row's columns, as the document gives them
    const input = proposedEvent(projectId, row.decision_id as string, overrides);
    const recorded = await ledger.gql(token.token, RECORD_AGREEMENT_EVENT, { input });
    expect(recorded.data.recordAgreementEvent.__typename, recorded.text).toBe('RecordAgreementEventSuccess');
    const stored = await inLogSession(
      async (client) =>
        (
          await client.query<{ row: Record<string, unknown> }>(
            'SELECT to_jsonb(t) AS row FROM agreement_event t WHERE project_id = $1 AND decision_id = $2',
            [projectId, row.decision_id],
          )
        ).rows[0]!.row,
    );
    const { id: _id, recorded_at: _at, ...content } = row;
    expect(stored).toMatchObject(content);
    expect(Object.keys(stored).sort()).toEqual(Object.keys(row).sort());
    expect(stored.recorded_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d*[1-9])?\+00:00$/);
  });
});

describe('the text of values in a leaf', () => {
  it('prints each instant of the timestamp table as to_jsonb does in UTC (+00:00, trailing zeros dropped)', async () => {
    const instants = tableOf('timestamp-text').map(([stored, text]) => [code(stored!), code(text!)]);
    expect(instants.length).toBeGreaterThanOrEqual(5);
    await inLogSession(async (client) => {
      for (const [stored, text] of instants) {
        const { rows } = await client.query<{ value: string; text: string }>(
          'SELECT to_jsonb($1::timestamptz) AS value, to_jsonb($1::timestamptz)::text AS text',
          [stored],
        );
        expect(rows[0]!.text, stored).toBe(text);
        expect(canonicalJson(rows[0]!.value), stored).toBe(text);
      }
    });
  });

  it('prints each double of the number table as both implementations do', async () => {
    const numbers = tableOf('number-text').map(([stored, text]) => [code(stored!), code(text!)]);
    await inLogSession(async (client) => {
      for (const [stored, text] of numbers) {
        const { rows } = await client.query<{ value: number; sql: string }>(
          'SELECT to_jsonb($1::float8) AS value, crl_json_number($1::float8)::text AS sql',
          [stored],
        );
        expect(canonicalJson(rows[0]!.value), stored).toBe(text);
        expect(rows[0]!.sql, stored).toBe(text);
      }
    });
  });
});

describe('checkpoints', () => {
  it("gives the start of a checkpoint's DSSE pre-authentication encoding", () => {
    const prefix = /<!-- pae-prefix --> `([^`]+)`/.exec(section)?.[1];
    expect(prefix).toBeDefined();
    expect(section).toContain(`"origin":"${LOG_ORIGIN}"`);
    expect(pae(CHECKPOINT_TYPE, Buffer.from('{}')).toString('utf8')).toBe(`${prefix}2 {}`);
  });

  it('reads every form the doc names for --checkpoints, and refuses any other line with its number', async () => {
    const forms = section.slice(section.indexOf('### What `--checkpoints` accepts')).match(/^\d\. /gm) ?? [];
    expect(forms).toHaveLength(4);
    await recordEveryLoggedTable(ledger);
    const { log, checkpointFile } = newLog(ledger);
    await sequenceAll(ledger, log);
    await log.checkpoint();
    const admin = await ledger.token({ roles: ['admin', 'reader'], allProjects: true });
    const response = await ledger.gql(admin.token, SERVED_CHECKPOINT, {});
    const answer = response.data.checkpoint!;
    const snapshot = await readSnapshot(ledger.ownerUrl);
    const exported = `${checkpointFile}.export`;
    writeExport(exported, snapshot);
    const lines = {
      'a line of the server file': readFileSync(checkpointFile, 'utf8').trim().split('\n').at(-1)!,
      "the checkpoint query's answer": JSON.stringify(answer),
      'the whole GraphQL response': response.text,
      'a checkpoint line of an export': readFileSync(exported, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{"checkpoint"'))
        .at(-1)!,
    };
    expect(typeof answer.envelope).toBe('string');
    for (const [form, line] of Object.entries(lines)) {
      const file = `${checkpointFile}.${form.replaceAll(' ', '-').replaceAll("'", '')}`;
      writeFileSync(file, `\n${line}\n\n`);
      const kept = readCheckpointFile(file);
      expect(kept, form).toHaveLength(1);
      expect(kept[0]!.treeSize, form).toBe(answer.treeSize);
      const report = verifySnapshot(snapshot, [ledger.signer.publicKey], kept);
      expect(report.problems, form).toEqual([]);
    }
    const bad = `${checkpointFile}.bad`;
    for (const line of [
      '{"treeSize": 3}',
      'not json',
      '{"data": {"checkpoint": null}}',
      JSON.stringify({ ...answer, envelope: '{broken' }),
      JSON.stringify({ ...answer, cosignatures: 'one line' }),
      JSON.stringify({ ...answer, cosignatures: [1] }),
      JSON.stringify({ ...answer, note: ['a note'] }),
    ]) {
      writeFileSync(bad, `${lines['a line of the server file']}\n${line}\n`);
      expect(() => readCheckpointFile(bad), line).toThrow(`${bad}, line 2:`);
    }
  });
});
