// A logged table that gains a column (docs/tamper-evidence.md, "Leaf formats"): the
// leaves logged before cover the columns they had, the ones after cover the new one,
// and the verifier, the proofs and an export agree with both, whatever the new column
// holds for the older rows. Its own database: the test alters the attempt table.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGGED_TABLE_NAMES, loggedColumns, readLeafFormats, readRow } from '../../src/modules/transparency/leaves.js';
import { setLocalStatements } from '../../src/db/transaction.js';
import { LOG_SESSION } from '../../src/modules/transparency/store.js';
import { readExport, readSnapshot, verifyReceipt, verifySnapshot, writeExport } from '../../src/modules/transparency/verify.js';
import type { DsseEnvelope } from '../../src/domain/signing.js';
import { expectTypename, graphql, type RecordAttemptInput } from '../helpers/graphql.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { rfcLeafHash, verifyInclusion } from '../helpers/rfc9162.js';
import { leafIndexOf, logFixture, sequenceAll, tamper, type LogFixture } from '../helpers/transparency.js';
import type { LeafData } from '../../src/domain/bundle.js';

/** What a leaf hashes (leafDataOf): the table and the columns of the row it covers. */

let ledger: TestLedger;
let fixture: LogFixture;
let admin: string;
let firstNew = 0;
const newAttempts: string[] = [];
let receiptBefore: { key: string; envelope: DsseEnvelope };

const INCLUSION = graphql(`
  query TransparencyFormatsInclusion($key: String!) {
    inclusionProof(table: ATTEMPT, key: $key) { leafIndex treeSize leafHash leafData auditPath checkpoint { rootHash } }
  }
`);
const RECORD_WITH_RECEIPT = graphql(`
  mutation TransparencyFormatsRecord($i: RecordAttemptInput!) {
    recordAttempt(input: $i) { __typename ... on RecordAttemptSuccess { attempts { ledgerId } receipts { envelope } } ... on Error { message } }
  }
`);

/** The inclusion proof of an attempt, asserted present. */
async function inclusionProof(key: string) {
  const proof = (await ledger.gql(admin, INCLUSION, { key })).data.inclusionProof;
  if (!proof) throw new Error(`no inclusion proof of attempt ${key}`);
  return proof;
}

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = (await ledger.token({ roles: ['admin', 'reader'], allProjects: true })).token;
  fixture = await logFixture(ledger, 3);
  // A receipt of a row written before the change.
  const early = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
  const receipted = expectTypename(
    (await ledger.gql(early.token, RECORD_WITH_RECEIPT, { i: outcomeInput(fixture.projectId) })).data.recordAttempt,
    'RecordAttemptSuccess',
  );
  const [attempt] = receipted.attempts;
  const [receipt] = receipted.receipts;
  if (!attempt || !receipt) throw new Error('no attempt or no receipt recorded');
  receiptBefore = { key: attempt.ledgerId, envelope: JSON.parse(receipt.envelope) as DsseEnvelope };
  await sequenceAll(ledger, fixture.log);
  // A migration of later days: two columns, one nullable and one with a default, so every
  // row logged before now has values its leaf never covered.
  await ledger.owner.query(`ALTER TABLE attempt ADD COLUMN reviewer_note text, ADD COLUMN lane text NOT NULL DEFAULT 'main'`);
  const recorder = await ledger.token({ roles: ['recorder'], projects: [fixture.projectId] });
  firstNew = (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM transparency_leaf')).rows[0]!.n;
  for (let i = 0; i < 2; i += 1) {
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(fixture.projectId) });
    newAttempts.push(expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId);
  }
  await sequenceAll(ledger, fixture.log);
  await fixture.log.checkpoint();
});
afterAll(() => ledger?.close());

describe('leaf formats', () => {
  it('are recorded for every logged table from the first leaf, as the sequencer lists the columns', async () => {
    const formats = await ledger.db.pool.connect().then(async (client) => {
      try {
        return await readLeafFormats(client);
      } finally {
        client.release();
      }
    });
    const client = await ledger.owner.connect();
    const columns = await loggedColumns(client).finally(() => client.release());
    const attempt = formats.filter((format) => format.table === 'attempt');
    // Attempt: the columns it had at index 0, and the new list from the first leaf after the change.
    expect(attempt.map((format) => format.firstIndex)).toEqual([0, firstNew]);
    expect(attempt[0]!.columns).not.toContain('lane');
    expect(attempt[1]!.columns).toEqual(columns.get('attempt')!.map((column) => column.name));
    expect(attempt[1]!.columns).toEqual(expect.arrayContaining(['lane', 'reviewer_note']));
    // Every table the log covers has the list it is logged with now as its last format.
    for (const table of LOGGED_TABLE_NAMES) {
      const last = formats.filter((format) => format.table === table).at(-1);
      expect(last?.columns, table).toEqual(columns.get(table)!.map((column) => column.name));
    }
  });

  it('let the verifier accept the history on both sides of the change, from the database and from an export', async () => {
    const snapshot = await readSnapshot(ledger.ownerUrl);
    expect(verifySnapshot(snapshot, [ledger.signer.publicKey])).toMatchObject({ ok: true, problems: [] });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'crl-export-')), 'log.jsonl');
    writeExport(file, snapshot);
    expect(verifySnapshot(readExport(file), [ledger.signer.publicKey])).toMatchObject({ ok: true });
    // Without the formats every row logged before the change reads as changed.
    const unformatted = verifySnapshot({ ...snapshot, formats: [] }, [ledger.signer.publicKey]);
    expect(unformatted.ok).toBe(false);
    expect(unformatted.firstBadIndex).toBe(await leafIndexOf(ledger, 'attempt', fixture.attempts[0]!.ledgerId));
  });

  it('prove old and new rows, each with the leaf data it was logged with', async () => {
    for (const [key, covered] of [
      [fixture.attempts[0]!.ledgerId, false],
      [newAttempts[0]!, true],
    ] as const) {
      const proof = await inclusionProof(key);
      expect(rfcLeafHash(proof.leafData)).toBe(proof.leafHash);
      expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
      expect((JSON.parse(proof.leafData) as LeafData).row.lane === 'main', key).toBe(covered);
    }
  });

  it('check a receipt signed before the change against its row, with the columns its leaf covers', async () => {
    const client = await ledger.owner.connect();
    try {
      await client.query(['BEGIN', ...setLocalStatements(LOG_SESSION)].join('; '));
      const row = (await readRow(client, 'attempt', receiptBefore.key))!;
      await client.query('COMMIT');
      const columns = Object.keys((JSON.parse((await inclusionProof(receiptBefore.key)).leafData) as LeafData).row);
      expect(columns).not.toContain('lane');
      expect(verifyReceipt(receiptBefore.envelope, [ledger.signer.publicKey], row, columns)).toMatchObject({ ok: true });
      // Every column the row has now is more than the receipt signed.
      expect(verifyReceipt(receiptBefore.envelope, [ledger.signer.publicKey], row)).toMatchObject({ ok: false });
    } finally {
      client.release();
    }
  });

  it('cover the new column in the rows logged after the change: changing it there is found', async () => {
    await tamper(ledger, ['attempt'], `UPDATE attempt SET lane = 'rewritten' WHERE id = $1`, [newAttempts[1]]);
    const report = verifySnapshot(await readSnapshot(ledger.ownerUrl), [ledger.signer.publicKey]);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBe(await leafIndexOf(ledger, 'attempt', newAttempts[1]!));
  });
});
