// The transparency log through the GraphQL API (docs/tamper-evidence.md): checkpoints
// signed with the served key, inclusion and consistency proofs checked by the
// independent RFC 9162 verifier of test/helpers/rfc9162.ts, and project scoping of
// inclusion proofs.
import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openEnvelope, CHECKPOINT_TYPE, type DsseEnvelope, type ReceiptStatement } from '../../src/domain/signing.js';
import {
  expectTypename,
  graphql,
  type RecordAttemptInput,
  type TransparencyInclusionQueryVariables,
  type TransparencyReceiptFragment,
} from '../helpers/graphql.js';
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
import type { LeafData } from '../../src/domain/bundle.js';

let ledger: TestLedger;
let fixture: LogFixture;
let admin: string;
const sizes: number[] = [];

graphql(`
  fragment TransparencyCheckpoint on Checkpoint { treeSize rootHash issuedAt keyId envelope }
`);
const INCLUSION = graphql(`
  query TransparencyInclusion($table: LedgerTable!, $key: String!, $size: Int) {
    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash leafData auditPath checkpoint { ...TransparencyCheckpoint } }
  }
`);
const CREATE_CHECKPOINT = graphql(`
  mutation TransparencyCreateCheckpoint {
    createCheckpoint { __typename ... on CreateCheckpointSuccess { checkpoint { treeSize } } ... on Error { message } }
  }
`);

/** The inclusion proof of a row, asserted present. */
async function inclusionProof(token: string, variables: TransparencyInclusionQueryVariables) {
  const proof = (await ledger.gql(token, INCLUSION, variables)).data.inclusionProof;
  if (!proof) throw new Error(`no inclusion proof of ${variables.table} ${variables.key}`);
  return proof;
}

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
    const made = await ledger.gql(admin, CREATE_CHECKPOINT, {});
    const { checkpoint } = expectTypename(made.data.createCheckpoint, 'CreateCheckpointSuccess');
    if (!checkpoint) throw new Error('the log did not grow');
    sizes.push(checkpoint.treeSize);
  }
});
afterAll(() => ledger?.close());

describe('checkpoints', () => {
  it('are signed by the key the API serves, over what they say', async () => {
    const KEY_AND_CHECKPOINT = graphql(`
      query TransparencyKeyAndCheckpoint { transparencyKey { keyId algorithm publicKeyPem } checkpoint { ...TransparencyCheckpoint } }
    `);
    const { data } = await ledger.gql(admin, KEY_AND_CHECKPOINT, {});
    const { transparencyKey, checkpoint } = data;
    if (!transparencyKey || !checkpoint) throw new Error('the ledger serves no key or no checkpoint');
    expect(transparencyKey.algorithm).toBe('Ed25519');
    const key = createPublicKey(transparencyKey.publicKeyPem);
    const opened = openEnvelope(JSON.parse(checkpoint.envelope) as DsseEnvelope, CHECKPOINT_TYPE, [key]);
    expect(opened).toMatchObject({ ok: true, keyId: transparencyKey.keyId });
    if (!opened.ok) return;
    expect(opened.statement).toMatchObject({ treeSize: checkpoint.treeSize, rootHash: checkpoint.rootHash });
    expect(checkpoint.treeSize).toBe(sizes.at(-1));
  });

  it('answers a size that was never checkpointed with null, and a negative one with a typed error', async () => {
    const CHECKPOINT_OF_SIZE = graphql(`
      query TransparencyCheckpointOfSize($size: Int) { checkpoint(treeSize: $size) { treeSize } }
    `);
    expect((await ledger.gql(admin, CHECKPOINT_OF_SIZE, { size: 1 })).data.checkpoint).toBeNull();
    const response = await ledger.gql(admin, CHECKPOINT_OF_SIZE, { size: -1 });
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('grow only by extension: every pair has a consistency proof the RFC verifier accepts', async () => {
    for (let i = 0; i < sizes.length; i += 1)
      for (let j = i + 1; j < sizes.length; j += 1) {
        const CONSISTENCY = graphql(`
          query TransparencyConsistency($f: Int!, $t: Int!) { consistencyProof(fromSize: $f, toSize: $t) { from { treeSize rootHash } to { treeSize rootHash } proof } }
        `);
        const proof = (await ledger.gql(admin, CONSISTENCY, { f: sizes[i]!, t: sizes[j]! })).data.consistencyProof;
        if (!proof) throw new Error(`no consistency proof from ${sizes[i]} to ${sizes[j]}`);
        expect(verifyConsistency(sizes[i]!, sizes[j]!, proof.from.rootHash, proof.to.rootHash, proof.proof)).toBe(true);
        expect(verifyConsistency(sizes[i]!, sizes[j]!, proof.from.rootHash, 'f'.repeat(64), proof.proof)).toBe(false);
      }
  });
});

describe('inclusion proofs', () => {
  it('prove every attempt and adjudication in every checkpoint that holds it, by the RFC verifier', async () => {
    let checked = 0;
    for (const size of sizes) {
      for (const [table, key] of [
        ...fixture.attempts.map((a) => ['ATTEMPT', a.ledgerId] as const),
        ...fixture.adjudications.map((id) => ['ADJUDICATION', id] as const),
      ]) {
        const proof = await inclusionProof(admin, { table, key, size });
        expect(proof.treeSize).toBe(size);
        expect(rfcLeafHash(proof.leafData)).toBe(proof.leafHash);
        expect((JSON.parse(proof.leafData) as LeafData).row.id).toBe(key);
        expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
        expect(
          verifyInclusion(proof.leafIndex, proof.treeSize, rfcLeafHash(`${proof.leafData} `), proof.auditPath, proof.checkpoint.rootHash),
        ).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBe(sizes.length * 6);
  });

  it('answer null for a row not yet in the checkpoint', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    const { data } = await ledger.gql(admin, INCLUSION, {
      table: 'ATTEMPT',
      key: expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId,
    });
    expect(data.inclusionProof).toBeNull();
  });

  it("follow the row's project: another project's reader, or a token without the reader role, gets null", async () => {
    const key = fixture.attempts[0]!.ledgerId;
    const own = await ledger.token({ roles: ['reader'], projects: [fixture.projectId] });
    const other = await ledger.token({ roles: ['reader'], projects: [newProjectId()] });
    const writer = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    for (const table of ['ATTEMPT', 'ADJUDICATION'] as const) {
      const rowKey = table === 'ATTEMPT' ? key : fixture.adjudications[0]!;
      expect((await ledger.gql(own.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).not.toBeNull();
      expect((await ledger.gql(other.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).toBeNull();
      expect((await ledger.gql(writer.token, INCLUSION, { table, key: rowKey })).data.inclusionProof).toBeNull();
    }
    // token rows: all-projects admins only
    const { rows } = await ledger.owner.query<{ row_key: string }>(
      `SELECT row_key FROM transparency_leaf WHERE table_name = 'api_token' LIMIT 1`,
    );
    expect((await ledger.gql(own.token, INCLUSION, { table: 'API_TOKEN', key: rows[0]!.row_key })).data.inclusionProof).toBeNull();
    expect((await ledger.gql(admin, INCLUSION, { table: 'API_TOKEN', key: rows[0]!.row_key })).data.inclusionProof).not.toBeNull();
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
      outcomeInput(projectId, {
        capabilities: ['code.edit.typescript', 'code.review'],
        runtime: { provider: 'acme', model: `model-${i % 3}`, runtimeVersion: '1' },
      }),
    );
    const BATCH = graphql(`
      mutation TransparencyBatch($inputs: [RecordAttemptInput!]!) { recordAttempts(inputs: $inputs) { __typename } }
    `);
    const batch = await ledger.gql(recorder.token, BATCH, { inputs: inputs });
    expect(batch.data.recordAttempts.__typename).toBe('RecordAttemptsSuccess');
    const readAll = (limit: number) =>
      inTransaction(
        ledger.db.pool,
        async (client) => {
          const rows: LedgerRow[] = [];
          for (let after: LedgerRow | null = null; ; ) {
            const page = await readRows(client, after, null, limit);
            rows.push(...page);
            if (page.length < limit) return rows;
            after = page[page.length - 1]!;
          }
        },
        { readOnly: true, local: LOG_SESSION },
      );
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
    const insert = (...values: string[]) =>
      client.query(`INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ${values.join(', ')}`);
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ n: string }>('SELECT count(*)::bigint AS n FROM transparency_leaf');
      const size = BigInt(rows[0]!.n);
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
      await client.query(
        `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ($1, 'cohort', 'd-fourth', now(), $2)`,
        [`${size + 4n}`, '0'.repeat(64)],
      );
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
      const { rows } = await client.query<{ n: string }>('SELECT count(*)::bigint AS n FROM transparency_leaf');
      const size = BigInt(rows[0]!.n);
      // A log of 20,000 leaves more than its statistics know of.
      await client.query(
        `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash)
         SELECT $1::bigint + i, 'attempt', 'synthetic-' || i, now() + i * interval '1 microsecond', repeat('0', 64) FROM generate_series(0, 19999) i`,
        [`${size}`],
      );
      await client.query(`LOAD 'auto_explain'`);
      await client.query(
        'SET LOCAL auto_explain.log_min_duration = 0; SET LOCAL auto_explain.log_nested_statements = on; SET LOCAL auto_explain.log_level = notice',
      );
      plans.length = 0;
      await client.query(
        `INSERT INTO transparency_leaf (log_index, table_name, row_key, stamp, leaf_hash) VALUES ($1, 'attempt', 'one-more', now() + interval '1 second', repeat('0', 64))`,
        [`${size + 20_000n}`],
      );
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
    const before = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_checkpoint');
    const { data } = await ledger.gql(reader.token, CREATE_CHECKPOINT, {});
    expectTypename(data.createCheckpoint, 'ForbiddenError');
    const after = await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_checkpoint');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

graphql(`
  fragment TransparencyReceipt on Receipt { table key leafHash contentDigest envelope }
`);
const RECORD_WITH_RECEIPTS = graphql(`
  mutation TransparencyRecordWithReceipts($i: RecordAttemptInput!) {
    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { id ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } }
  }
`);

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
    const BATCH_WITH_RECEIPTS = graphql(`
      mutation TransparencyBatchWithReceipts($i: [RecordAttemptInput!]!) {
        recordAttempts(inputs: $i) {
          __typename
          ... on RecordAttemptsSuccess {
            results { result { __typename ... on RecordAttemptSuccess { attempts { ledgerId contentDigest } receipts { ...TransparencyReceipt } } ... on Error { message } } }
          }
          ... on Error { message }
        }
      }
    `);
    const ADJUDICATE_WITH_RECEIPT = graphql(`
      mutation TransparencyAdjudicateWithReceipt($i: AppendAdjudicationInput!) {
        appendAdjudication(input: $i) {
          __typename
          ... on AppendAdjudicationSuccess { adjudication { ledgerId contentDigest } receipt { ...TransparencyReceipt } }
          ... on Error { message }
        }
      }
    `);
    const single = expectTypename(
      (
        await ledger.gql(recorder.token, RECORD_WITH_RECEIPTS, {
          i: outcomeInput(fixture.projectId, { capabilities: ['code.edit.typescript', 'code.review', 'code.test'] }),
        })
      ).data.recordAttempt,
      'RecordAttemptSuccess',
    );
    const batch = expectTypename(
      (await ledger.gql(recorder.token, BATCH_WITH_RECEIPTS, { i: [outcomeInput(fixture.projectId), outcomeInput(fixture.projectId)] }))
        .data.recordAttempts,
      'RecordAttemptsSuccess',
    );
    const attempts = [single, ...batch.results.map((item) => expectTypename(item.result, 'RecordAttemptSuccess'))];
    const [reviewed] = single.attempts;
    if (!reviewed) throw new Error('no attempt recorded');
    const adjudicated = expectTypename(
      (
        await ledger.gql(reviewer.token, ADJUDICATE_WITH_RECEIPT, {
          i: { attemptId: reviewed.id, idempotencyKey: 'receipt-review', kind: 'HUMAN_ACCEPTED' },
        })
      ).data.appendAdjudication,
      'AppendAdjudicationSuccess',
    );
    const receipts: { table: string; key: string; contentDigest: string; receipt: TransparencyReceiptFragment | undefined }[] = [
      ...attempts.flatMap((payload) =>
        payload.attempts.map((attempt, i) => ({
          table: 'attempt',
          key: attempt.ledgerId,
          contentDigest: attempt.contentDigest,
          receipt: payload.receipts[i],
        })),
      ),
      {
        table: 'adjudication',
        key: adjudicated.adjudication.ledgerId,
        contentDigest: adjudicated.adjudication.contentDigest,
        receipt: adjudicated.receipt,
      },
    ];
    expect(receipts).toHaveLength(6);
    await sequenceAll(ledger, new TransparencyLog(ledger.db.pool, ledger.signer));
    expectTypename((await ledger.gql(admin, CREATE_CHECKPOINT, {})).data.createCheckpoint, 'CreateCheckpointSuccess');
    for (const { table, key, contentDigest, receipt } of receipts) {
      expect(receipt).toMatchObject({ table, key, contentDigest });
      if (!receipt) continue;
      const envelope = JSON.parse(receipt.envelope) as DsseEnvelope;
      const checked = verifyReceipt(envelope, [ledger.signer.publicKey]);
      expect(checked).toMatchObject({ ok: true, statement: { table, key, leafHash: receipt.leafHash, contentDigest } });
      const proof = await inclusionProof(admin, { table: table === 'attempt' ? 'ATTEMPT' : 'ADJUDICATION', key });
      expect(proof.leafHash).toBe(receipt.leafHash);
      expect(verifyInclusion(proof.leafIndex, proof.treeSize, receipt.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
    }
    expect(warnings.filter((message) => /already executing/.test(message))).toEqual([]);
  });

  it('are rejected when forged: another key, an altered payload, or a row changed since', async () => {
    const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
    const recorded = expectTypename(
      (await ledger.gql(recorder.token, RECORD_WITH_RECEIPTS, { i: outcomeInput(fixture.projectId) })).data.recordAttempt,
      'RecordAttemptSuccess',
    );
    const [receipt] = recorded.receipts;
    const [attempt] = recorded.attempts;
    if (!receipt || !attempt) throw new Error('no receipt or no attempt recorded');
    const envelope = JSON.parse(receipt.envelope) as DsseEnvelope;
    const key = attempt.ledgerId;
    expect(verifyReceipt(envelope, [generateSigner().publicKey])).toMatchObject({ ok: false });
    const statement = JSON.parse(Buffer.from(envelope.payload, 'base64').toString('utf8')) as ReceiptStatement;
    const altered = {
      ...envelope,
      payload: Buffer.from(JSON.stringify({ ...statement, contentDigest: 'f'.repeat(64) })).toString('base64'),
    };
    expect(verifyReceipt(altered, [ledger.signer.publicKey])).toMatchObject({ ok: false });
    const rowNow = () => inTransaction(ledger.db.pool, (client) => readRow(client, 'attempt', key), { local: LOG_SESSION });
    expect(verifyReceipt(envelope, [ledger.signer.publicKey], (await rowNow())!)).toMatchObject({ ok: true });
    await tamper(ledger, ['attempt'], `UPDATE attempt SET severity = 'CRITICAL' WHERE id = $1`, [key]);
    expect(verifyReceipt(envelope, [ledger.signer.publicKey], (await rowNow())!)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not what the receipt signed/),
    });
  });
});
