// Proofs from kept subtree hashes (docs/tamper-evidence.md, "Checkpoints"): in a log of
// a few thousand leaves every inclusion and consistency proof is accepted by the
// independent RFC 9162 verifier, and is made from a bounded number of reads however
// large the tree; missing kept hashes are computed from the leaves and restored by the
// next checkpointer; a wrong kept hash breaks the proofs through it and is reported by
// the verifier, without being mistaken for a change of history.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consistencyProofOf, inclusionProofOf, SUBTREE_MIN_LEVEL, TransparencyLog } from '../../src/modules/transparency/store.js';
import { readSnapshot, verifySnapshot } from '../../src/modules/transparency/verify.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { newProjectId, outcomeInput, RECORD_ATTEMPT } from '../helpers/outcomes.js';
import { verifyConsistency, verifyInclusion } from '../helpers/rfc9162.js';
import { sequenceAll, tamper } from '../helpers/transparency.js';
import { expectTypename, graphql } from '../helpers/graphql.js';

let ledger: TestLedger;
let log: TransparencyLog;
let admin: string;
const sizes: number[] = [];
const attempts: string[] = [];

const INCLUSION = graphql(`
  query ProofsInclusion($table: LedgerTable!, $key: String!, $size: Int) {
    inclusionProof(table: $table, key: $key, treeSize: $size) { leafIndex treeSize leafHash auditPath checkpoint { rootHash } }
  }
`);

/** Adds `count` ledger rows in one statement (property designations: global rows an operator writes). */
async function designate(count: number, prefix: string): Promise<void> {
  await ledger.owner.query(
    `INSERT INTO property_designation (property, action, actor_ref) SELECT $1 || '-' || n, 'DESIGNATE', 'operator' FROM generate_series(1, $2) n`,
    [prefix, count],
  );
}

/** A pool that counts the leaf hashes and kept subtree hashes its queries return. */
function countingPool(): { pool: pg.Pool; counts: { leaves: number; subtrees: number }; end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: ledger.ownerUrl, max: 1 });
  const counts = { leaves: 0, subtrees: 0 };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    (client as { query: unknown }).query = async (...args: unknown[]) => {
      const result = await query(...args);
      const text = typeof args[0] === 'string' ? args[0] : '';
      if (/JOIN transparency_leaf l/.test(text)) counts.leaves += result.rowCount ?? 0;
      if (/JOIN transparency_subtree s/.test(text)) counts.subtrees += result.rowCount ?? 0;
      return result;
    };
  });
  return { pool, counts, end: () => pool.end() };
}

beforeAll(async () => {
  ledger = await createTestLedger();
  admin = (await ledger.token({ roles: ['admin', 'reader'], allProjects: true })).token;
  log = new TransparencyLog(ledger.db.pool, ledger.signer);
  const projectId = newProjectId();
  const recorder = await ledger.token({ roles: ['recorder'], projects: [projectId] });
  for (const count of [1500, 700, 1100]) {
    await designate(count, `site-${count}`);
    const recorded = await ledger.gql(recorder.token, RECORD_ATTEMPT, { input: outcomeInput(projectId) });
    attempts.push(expectTypename(recorded.data.recordAttempt, 'RecordAttemptSuccess').attempts[0]!.ledgerId);
    await sequenceAll(ledger, log);
    sizes.push((await log.checkpoint())!.treeSize);
  }
});
afterAll(() => ledger?.close());

describe('proofs from kept subtree hashes', () => {
  it('keep the hash of every complete subtree of 256 leaves and more', async () => {
    const n = sizes.at(-1)!;
    const { rows } = await ledger.owner.query('SELECT level, count(*)::int AS n FROM transparency_subtree GROUP BY level ORDER BY level');
    const expected = [];
    for (let level = SUBTREE_MIN_LEVEL; 2 ** level <= n; level += 1) expected.push({ level, n: Math.floor(n / 2 ** level) });
    expect(rows).toEqual(expected);
  });

  it('are accepted by the RFC verifier, for rows and checkpoints of every size, from a bounded number of reads', async () => {
    const { pool, counts, end } = countingPool();
    try {
      let proofs = 0;
      for (const size of sizes) {
        const { rows } = await ledger.owner.query<{ table_name: string; row_key: string }>(
          'SELECT table_name, row_key FROM transparency_leaf WHERE log_index < $1 AND log_index % 97 = 0 ORDER BY log_index',
          [size],
        );
        for (const leaf of rows) {
          counts.leaves = 0;
          counts.subtrees = 0;
          const proof = (await inclusionProofOf(pool, leaf.table_name, leaf.row_key, size))!;
          expect(verifyInclusion(proof.leafIndex, size, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
          // at most one run under 256 leaves around the leaf and one at the tree's right edge
          expect(counts.leaves).toBeLessThan(2 * 2 ** SUBTREE_MIN_LEVEL);
          expect(counts.subtrees).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(size)));
          proofs += 1;
        }
      }
      for (let i = 0; i < sizes.length; i += 1)
        for (let j = i + 1; j < sizes.length; j += 1) {
          counts.leaves = 0;
          const proof = (await consistencyProofOf(pool, sizes[i]!, sizes[j]!))!;
          expect(verifyConsistency(sizes[i]!, sizes[j]!, proof.from.rootHash, proof.to.rootHash, proof.proof)).toBe(true);
          expect(counts.leaves).toBeLessThan(3 * 2 ** SUBTREE_MIN_LEVEL);
        }
      expect(proofs).toBeGreaterThan(60);
    } finally {
      await end();
    }
    // and through the API
    for (const key of attempts) {
      const { data } = await ledger.gql(admin, INCLUSION, { table: 'ATTEMPT', key });
      const proof = data.inclusionProof!;
      expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
    }
  });

  it('are computed from the leaves when no hash is kept, and the next checkpointer keeps them again', async () => {
    const { rows: before } = await ledger.owner.query(
      'SELECT level, node_index, hash FROM transparency_subtree ORDER BY level, node_index',
    );
    await tamper(ledger, ['transparency_subtree'], 'DELETE FROM transparency_subtree');
    const { rows } = await ledger.owner.query<{ row_key: string }>('SELECT row_key FROM transparency_leaf WHERE log_index = 300');
    const proof = (await inclusionProofOf(ledger.db.pool, 'property_designation', rows[0]!.row_key, sizes.at(-1)!))!;
    expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(true);
    await new TransparencyLog(ledger.db.pool, ledger.signer).checkpoint(); // the log did not grow
    const { rows: after } = await ledger.owner.query('SELECT level, node_index, hash FROM transparency_subtree ORDER BY level, node_index');
    expect(after).toEqual(before);
  });

  it('through a wrong kept hash fail against the signed root, and the verifier reports it without moving the first bad index', async () => {
    await tamper(
      ledger,
      ['transparency_subtree'],
      `UPDATE transparency_subtree SET hash = repeat('0', 64) WHERE level = $1 AND node_index = 0`,
      [SUBTREE_MIN_LEVEL],
    );
    const { rows } = await ledger.owner.query<{ row_key: string }>('SELECT row_key FROM transparency_leaf WHERE log_index = 300'); // its path holds leaves 0..255
    const proof = (await inclusionProofOf(ledger.db.pool, 'property_designation', rows[0]!.row_key, sizes.at(-1)!))!;
    expect(verifyInclusion(proof.leafIndex, proof.treeSize, proof.leafHash, proof.auditPath, proof.checkpoint.rootHash)).toBe(false);
    const report = verifySnapshot(await readSnapshot(ledger.ownerUrl), [ledger.signer.publicKey]);
    expect(report.ok).toBe(false);
    expect(report.firstBadIndex).toBeNull();
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'subtree', message: expect.stringContaining('leaves 0 to 255') })]);
  });
});
