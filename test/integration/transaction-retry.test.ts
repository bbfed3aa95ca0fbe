// The transaction helper retries what Postgres asks it to retry (src/db/transaction.ts):
// a real deadlock between two transactions that lock two rows in opposite orders. The
// victim is rolled back by the database and run again; without retries it fails.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
}, 60_000);

afterAll(async () => {
  await ledger?.close();
});

/** Two transactions, each locking its first row, then (once both hold one) the other's. */
async function crossedTransactions(attempts: number) {
  const table = `retry_${Math.random().toString(36).slice(2, 10)}`;
  await ledger.owner.query(`CREATE TABLE ${table} (id int PRIMARY KEY, n int NOT NULL)`);
  await ledger.owner.query(`INSERT INTO ${table} VALUES (1, 0), (2, 0)`);
  let bothHoldOne: () => void = () => undefined;
  let holding = 0;
  const barrier = new Promise<void>((resolve) => (bothHoldOne = resolve));
  let runs = 0;
  const crossing = (first: number, second: number) =>
    inTransaction(
      ledger.owner,
      async (client) => {
        runs++;
        await client.query(`UPDATE ${table} SET n = n + 1 WHERE id = $1`, [first]);
        if (++holding === 2) bothHoldOne();
        await barrier;
        await client.query(`UPDATE ${table} SET n = n + 1 WHERE id = $1`, [second]);
      },
      { attempts },
    );
  const settled = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
  const { rows } = await ledger.owner.query<{ id: number; n: number }>(`SELECT id, n FROM ${table} ORDER BY id`);
  return { settled, runs, rows };
}

it('runs the deadlock victim again, so both transactions commit once each', async () => {
  const { settled, runs, rows } = await crossedTransactions(3);
  expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
  // Three runs: both, and the victim once more. Four when the victim's second run takes
  // its first row again before the survivor has it, and the two deadlock a second time
  // (a race the database decides); the third attempt then gets through.
  expect(runs).toBeGreaterThanOrEqual(3);
  expect(runs).toBeLessThanOrEqual(4);
  expect(rows).toEqual([
    { id: 1, n: 2 },
    { id: 2, n: 2 },
  ]);
});

it('with one attempt the victim fails with the deadlock and nothing of it is written', async () => {
  const { settled, runs, rows } = await crossedTransactions(1);
  const failed = settled.filter((outcome) => outcome.status === 'rejected');
  expect(failed).toHaveLength(1);
  expect(((failed[0] as PromiseRejectedResult).reason as { code?: string }).code).toBe('40P01');
  expect(runs).toBe(2);
  expect(rows).toEqual([
    { id: 1, n: 1 },
    { id: 2, n: 1 },
  ]);
});
