// The transparency log through the GraphQL API (docs/tamper-evidence.md): checkpoints
// signed with the served key, inclusion and consistency proofs checked by the
// independent RFC 9162 verifier of test/helpers/rfc9162.ts, and project scoping of
// inclusion proofs.
import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openEnvelope, CHECKPOINT_TYPE } from '../../src/domain/signing.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { rfcLeafHash, verifyConsistency, verifyInclusion } from '../helpers/rfc9162.js';
import { logFixture, sequenceAll, type LogFixture } from '../helpers/transparency.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { TransparencyLog } from '../../src/modules/transparency/store.js';
import { generateSigner } from '../../src/modules/transparency/keys.js';
import { verifyReceipt } from '../../src/modules/transparency/verify.js';
import { LOG_SESSION } from '../../src/modules/transparency/store.js';
import { readRow, readRows, type LedgerRow } from '../../src/modules/transparency/leaves.js';
import { inTransaction } from '../../src/db/transaction.js';
import { tamper } from '../helpers/transparency.js';
import { expectTypename } from '../helpers/graphql.js';

let ledger: TestLedger;
let fixture: LogFixture;
let admin: string;
const sizes: number[] = [];

const CHECKPOINT_FIELDS = 'treeSize rootHash issuedAt keyId envelope';
const INCLUSION = `query($table: LedgerTable!, $key: String!, $size: Int) {
  inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { ${CHECKPOINT_FIELDS} } } }`;

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = (await ledger.token({ roles: ['admin', 'reader'], allProjects: true })).token;
  fixture = await logFixture(ledger, 3);
  // The server's own writer and key: what the API signs with.
  const log = new TransparencyLog(ledger.db.pool, ledger.signer);
  const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i <= round; i += 1) await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    await sequenceAll(ledger, log);
    const made = await ledger.gql(admin, `mutation { createCheckpoint { ... on CreateCheckpointSuccess { checkpoint { treeSize } } ... on Error { message } } }`);
    sizes.push(made.data.createCheckpoint.checkpoint.treeSize);
  }
});
afterAll(() => ledger?.close());

describe('checkpoints', () => {
  it('are signed by the key the API serves, over what they say', async () => {
    const { data } = await ledger.gql(admin, `{ transparencyKey { keyId algorithm publicKeyPem } checkpoint { ${CHECKPOINT_FIELDS} } }`);
    expect(data.transparencyKey.algorithm).toBe('Ed25519');
    const key = createPublicKey(data.transparencyKey.publicKeyPem);
    const opened = openEnvelope(JSON.parse(data.checkpoint.envelope), CHECKPOINT_TYPE, [key]);
    expect(opened).toMatchObject({ ok: true, keyId: data.transparencyKey.keyId });
    if (!opened.ok) return;
    expect(opened.statement).toMatchObject({ treeSize: data.checkpoint.treeSize, rootHash: data.checkpoint.rootHash });
    expect(data.checkpoint.treeSize).toBe(sizes.at(-1));
  });

  it('answers a size that was never checkpointed with null, and a negative one with a typed error', async () => {
    expect((await ledger.gql(admin, `{ checkpoint(treeSize: 1) { treeSize } }`)).data.checkpoint).toBeNull();
    const response = await ledger.gql(admin, `{ checkpoint(treeSize: -1) { treeSize } }`);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('grow only by extension: every pair has a consistency proof the RFC verifier accepts', async () => {
    for (let i = 0; i < sizes.length; i += 1)
      for (let j = i + 1; j < sizes.length; j += 1) {
        const { data } = await ledger.gql(admin, `query($f: Int!, $t: Int!) { consistencyProof(fromSize: $f, toSize: $t) { from { treeSize rootHash } to { treeSize rootHash } proof } }`, { f: sizes[i], t: sizes[j] });
        const proof = data.consistencyProof;
        expect(verifyConsistency(sizes[i]!, sizes[j]!, proof.from.rootHash, proof.to.rootHash, proof.proof)).toBe(true);
        expect(verifyConsistency(sizes[i]!, sizes[j]!, proof.from.rootHash, 'f'.repeat(64), proof.proof)).toBe(false);
      }
  });
});

describe('inclusion proofs', () => {
  it('prove every attempt and adjudication in every checkpoint that holds it, by the RFC verifier', async () => {
    let checked = 0;
    for (const size of sizes) {
      for (const [table, key] of [...fixture.attempts.map((a) => ['ATTEMPT', a.ledgerId]), ...fixture.adjudications.map((id) => ['ADJUDICATION', id])]) {
        const { data } = await ledger.gql(admin, INCLUSION, { table, key, size });
        const proof = data.inclusionProof;
        expect(proof.treeSize).toBe(size);
        expect(rfcLeafHash(proof.leafData)).toBe(proof.leafHash);
        expect(JSON.parse(proof.leafData).row.id).toBe(key);
        expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
        expect(verifyInclusion(proof.leafIndex, proof.treeSize, rfcLeafHash(`${proof.leafData} `), proof.auditPath, proof.checkpoint.rootHash)).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBe(sizes.length * 6);
  });

  it('answer null for a row not yet in the checkpoint', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    const { data } = await ledger.gql(admin, INCLUSION, { table: 'ATTEMPT', key: expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId });
    expect(data.inclusionProof).toBeNull();
  });

  it('follow the row\'s project: another project\'s reader, or a token without the reader role, gets null', async () => {
    const key = fixture.attempts[0]!.ledgerId;
    const own = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const other = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    const writer = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    for (const table of ['ATTEMPT', 'ADJUDICATION']) {
      const rowKey = table === 'ATTEMPT' ? key : fixture.adjudications[0]!;
      expect((await ledger.gql(own.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).not.toBeNull();
      expect((await ledger.gql(other.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).toBeNull();
      expect((await ledger.gql(writer.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).toBeNull();
    }
    // token rows: all-projects admins only
    const { rows } = await ledger.owner.query(`SELECT row_key FROM transparency_leaf WHERE table_name = 'api_token' LIMIT 1`);
    expect((await ledger.gql(own.token, INCLUSION, { table: 'API_TOKEN', key: rows[0].row_key })).data.inclusionProof).toBeNull();
    expect((await ledger.gql(admin, INCLUSION, { table: 'API_TOKEN', key: rows[0].row_key })).data.inclusionProof).not.toBeNull();
  });

  it('refuse a malformed key with a typed error', async () => {
    const response = await ledger.gql(admin, INCLUSION, { table: 'ATTEMPT', key: "x' OR 1=1 --" });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the log order', () => {
  it('is the same whether rows are read at once or in pages of any size, through a stamp shared by a whole batch', async () => {
    // One recordAttempts statement: every attempt and new cohort of it shares one stamp,
    // so the order within the stamp (table, then key) decides every page boundary.
    const projectId = newProjectId();
    const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
    const inputs = Array.from({ length: 6 }, (_, i) =>
      outcomeInput(projectId, { capabilities: ['code.edit.typescript', 'code.review'], runtime: { provider: 'acme', model: `model-${i % 3}`, runtimeVersion: '1' } }));
    const batch = await ledger.gql(recorder.token, `mutation($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename } }`, { inputs });
    expect(batch.data.recordAttempts.__typename).toBe('RecordAttemptsSuccess');
    const readAll = (limit: number) =>
      inTransaction(ledger.db.pool, async (client) => {
        const rows: LedgerRow[] = [];
        for (let after: LedgerRow | null = null; ; ) {
          const page = await readRows(client, after, null, limit);
          rows.push(...page);
          if (page.length < limit) return rows;
          after = page[page.length - 1]!;
        }
      }, { readOnly: true, local: LOG_SESSION });
    const whole = await readAll(100_000);
    const shared = whole.filter((row) => row.row.project_id === projectId || (row.table === 'cohort' && row.row.project_id === projectId));
    expect(shared.length).toBe(12 + 6); // 12 attempts, 6 cohorts (3 models x 2 capabilities), one stamp
    expect(new Set(shared.map((row) => row.stamp)).size).toBe(1);
    for (const limit of [1, 5, 7]) expect(await readAll(limit)).toEqual(whole);
    // and it is the order the sequencer gives the leaves
    await sequenceAll(ledger, new TransparencyLog(ledger.db.pool, ledger.signer));
    const { rows: leaves } = await ledger.owner.query('SELECT table_name, row_key FROM transparency_leaf ORDER BY log_index');
    expect(leaves.map((leaf) => `${leaf.table_name}/${leaf.row_key}`)).toEqual(whole.map((row) => `${row.table}/${row.key}`));
  });

  it('keeps the log gapless and in log order: a gap, a repeated index or row, a leaf below the end or out of order is refused, a run accepted', async () => {
    const client = await ledger.owner.connect();
    // Stamps after every leaf of the fixture (the transaction's time); keys sort by code points.
    const leaf = (index: string, key: string, stamp = 'now()') => `(${index}, 'attempt', '${key}', ${stamp}, '${'0'.repeat(64)}')`;
    const insert = (...values: string[]) => client.query(`INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ${values.join(', ')}`);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT count(*)::bigint AS n FROM transparency_leaf');
      const size = BigInt(rows[0].n);
      const refused = async (message: RegExp, ...values: string[]) => {
        await client.query('SAVEPOINT attempt');
        await expect(insert(...values)).rejects.toMatchObject({ code: '23514', message: expect.stringMatching(message) });
        await client.query('ROLLBACK TO SAVEPOINT attempt');
      };
      await refused(/not the next one/, leaf(`${size + 1n}`, 'gap-ahead'));
      await refused(/leave a gap/, leaf(`${size}`, 'a'), leaf(`${size + 2n}`, 'b'));
      await refused(/leave a gap/, leaf(`${size}`, 'a'), leaf(`${size + 1n}`, 'b'), leaf(`${size + 3n}`, 'c'));
      // Out of log order: before the last leaf, or out of order within the statement.
      await refused(/does not follow leaf/, leaf(`${size}`, 'a', "'2000-01-01T00:00:00Z'"));
      await refused(/does not follow leaf/, leaf(`${size}`, 'b'), leaf(`${size + 1n}`, 'a'));
      await refused(/does not follow leaf/, leaf(`${size}`, 'b'), leaf(`${size + 1n}`, 'a', "now() + interval '-1 microsecond'"));
      await client.query('SAVEPOINT attempt');
      await expect(insert(leaf(`${size - 1n}`, 'repeat'))).rejects.toMatchObject({ code: '23505' });
      await client.query('ROLLBACK TO SAVEPOINT attempt');
      await insert(leaf(`${size}`, 'a-first'), leaf(`${size + 1n}`, 'b-second'), leaf(`${size + 2n}`, 'c-third'));
      await insert(leaf(`${size + 3n}`, 'd-fourth'));
      // The same row again, in the same statement or after: not after itself in log order.
      await refused(/does not follow leaf/, leaf(`${size + 4n}`, 'd-fourth'));
      await refused(/does not follow leaf/, leaf(`${size + 4n}`, 'e-fifth'), leaf(`${size + 5n}`, 'e-fifth'));
      // Another table of the same stamp and key: later in log order, accepted.
      await client.query(`INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ($1, 'cohort', 'd-fourth', now(), $2)`, [`${size + 4n}`, '0'.repeat(64)]);
      // A hole below the end (only the owner, with the append-only trigger off, can make
      // one) is not the next index either.
      await client.query('ALTER TABLE transparency_leaf DISABLE TRIGGER transparency_leaf_append_only');
      await client.query('DELETE FROM transparency_leaf WHERE log_index = $1', [`${size + 1n}`]);
      await client.query('ALTER TABLE transparency_leaf ENABLE ALWAYS TRIGGER transparency_leaf_append_only');
      await refused(/not the next one/, leaf(`${size + 1n}`, 'hole'));
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('the gapless check', () => {
  it('finds the end of the log through its primary key, whatever the planner statistics say', async () => {
    // It once asked EXISTS (… WHERE log_index > last), which a planner without statistics
    // for a grown log answers with a scan of the whole table at every append.
    // The trigger's own statements are shown by auto_explain.
    const client = await ledger.owner.connect();
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT count(*)::bigint AS n FROM transparency_leaf');
      const size = BigInt(rows[0].n);
      // A log of 20,000 leaves more than its statistics know of.
      await client.query(
        `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash)
         SELECT $1::bigint + i, 'attempt', 'synthetic-' || i, now() + i * interval '1 microsecond', repeat('0', 64) FROM generate_series(0, 19999) i`,
        [`${size}`],
      );
      await client.query(`LOAD 'auto_explain'`);
      await client.query('SET LOCAL auto_explain.log_min_duration = 0; SET LOCAL auto_explain.log_nested_statements = on; SET LOCAL auto_explain.log_level = notice');
      plans.length = 0;
      await client.query(`INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ($1, 'attempt', 'one-more', now() + interval '1 second', repeat('0', 64))`, [`${size + 20_000n}`]);
      const checks = plans.filter((plan) => /FROM transparency_leaf WHERE log_index|FROM transparency_leaf\)/.test(plan));
      expect(checks.length).toBeGreaterThanOrEqual(2);
      for (const plan of checks) expect(plan).not.toMatch(/Seq Scan on transparency_leaf/);
      expect(checks.join('\n')).toMatch(/Index Only Scan Backward using transparency_leaf_pkey/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('createCheckpoint', () => {
  it('is refused to non-admins with a typed error and writes nothing', async () => {
    const reader = await ledger.token({ roles: ['reader', 'recorder'], projects: [fixture.projectId] });
    const before = await ledger.owner.query('SELECT count(*)::int AS n FROM transparency_checkpoint');
    const { data } = await ledger.gql(reader.token, `mutation { createCheckpoint { __typename } }`);
    expect(data.createCheckpoint.__typename).toBe('ForbiddenError');
    const after = await ledger.owner.query('SELECT count(*)::int AS n FROM transparency_checkpoint');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

const RECEIPT = 'table key leafHash contentDigest envelope';

describe('receipts', () => {
  it('come with recordAttempt, recordAttempts and appendAdjudication, verify alone, and match the inclusion proof later', async () => {
    // Receipts of several rows (three capabilities) read them in one statement, not as queries piled on one
    // connection (which pg deprecates, with a process warning, and pg 9 refuses).
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    onTestFinished(() => {
      process.off('warning', onWarning);
    });
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const reviewer = await ledger.token({ roles: ['adjudicator'], projects: [fixture.projectId] });
    const single = await ledger.gql(recorder.token, `mutation($i: RecordAttemptInput!) { recordAttempt(input: $i) { ... on RecordAttemptSuccess { attempts { id ledgerId contentDigest } receipts { ${RECEIPT} } } } }`, { i: outcomeInput(fixture.projectId, { capabilities: ['code.edit.typescript', 'code.review', 'code.test'] }) });
    const batch = await ledger.gql(recorder.token, `mutation($i: [RecordAttemptInput!]!) { recordAttempts(inputs: $i) { ... on RecordAttemptsSuccess { results { result { ... on RecordAttemptSuccess { attempts { ledgerId contentDigest } receipts { ${RECEIPT} } } } } } } }`, { i: [outcomeInput(fixture.projectId), outcomeInput(fixture.projectId)] });
    const attempts = [single.data.recordAttempt, ...batch.data.recordAttempts.results.map((item: any) => item.result)];
    const adjudicated = await ledger.gql(reviewer.token, `mutation($i: AppendAdjudicationInput!) { appendAdjudication(input: $i) { ... on AppendAdjudicationSuccess { adjudication { ledgerId contentDigest } receipt { ${RECEIPT} } } } }`, { i: { attemptId: single.data.recordAttempt.attempts[0].id, idempotencyKey: 'receipt-review', kind: 'HUMAN_ACCEPTED' } });
    const receipts: { table: string; key: string; contentDigest: string; receipt: any }[] = [
      ...attempts.flatMap((payload: any) => payload.attempts.map((attempt: any, i: number) => ({ table: 'attempt', key: attempt.ledgerId, contentDigest: attempt.contentDigest, receipt: payload.receipts[i] }))),
      { table: 'adjudication', key: adjudicated.data.appendAdjudication.adjudication.ledgerId, contentDigest: adjudicated.data.appendAdjudication.adjudication.contentDigest, receipt: adjudicated.data.appendAdjudication.receipt },
    ];
    expect(receipts).toHaveLength(6);
    await sequenceAll(ledger, new TransparencyLog(ledger.db.pool, ledger.signer));
    await ledger.gql(admin, `mutation { createCheckpoint { __typename } }`);
    for (const { table, key, contentDigest, receipt } of receipts) {
      expect(receipt).toMatchObject({ table, key, contentDigest });
      const envelope = JSON.parse(receipt.envelope);
      const checked = verifyReceipt(envelope, [ledger.signer.publicKey]);
      expect(checked).toMatchObject({ ok: true, statement: { table, key, leafHash: receipt.leafHash, contentDigest } });
      const { data } = await ledger.gql(admin, INCLUSION, { table: table.toUpperCase(), key });
      expect(data.inclusionProof.leafHash).toBe(receipt.leafHash);
      expect(verifyInclusion(data.inclusionProof.leafIndex, data.inclusionProof.treeSize, receipt.leafHash, data.inclusionProof.auditPath, data.inclusionProof.checkpoint.rootHash)).toBe(true);
    }
    expect(warnings.filter((message) => /already executing/.test(message))).toEqual([]);
  });

  it('are rejected when forged: another key, an altered payload, or a row changed since', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const { data } = await ledger.gql(recorder.token, `mutation($i: RecordAttemptInput!) { recordAttempt(input: $i) { ... on RecordAttemptSuccess { attempts { ledgerId } receipts { ${RECEIPT} } } } }`, { i: outcomeInput(fixture.projectId) });
    const envelope = JSON.parse(data.recordAttempt.receipts[0].envelope);
    const key = data.recordAttempt.attempts[0].ledgerId;
    expect(verifyReceipt(envelope, [generateSigner().publicKey])).toMatchObject({ ok: false });
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8'));
    const altered = { ...envelope, payload: Buffer.from(JSON.stringify({ ...statement, contentDigest: 'f'.repeat(64) })).toString('base64') };
    expect(verifyReceipt(altered, [ledger.signer.publicKey])).toMatchObject({ ok: false });
    const rowNow = () => inTransaction(ledger.db.pool, (client) => readRow(client, 'attempt', key), { local: LOG_SESSION });
    expect(verifyReceipt(envelope, [ledger.signer.publicKey], (await rowNow())!)).toMatchObject({ ok: true });
    await tamper(ledger, ['attempt'], `UPDATE attempt SET severity = 'CRITICAL' WHERE id = $1`, [key]);
    expect(verifyReceipt(envelope, [ledger.signer.publicKey], (await rowNow())!)).toMatchObject({ ok: false, reason: expect.stringMatching(/not what the receipt signed/) });
  });
});
