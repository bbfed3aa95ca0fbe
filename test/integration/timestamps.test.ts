// The ledger's pools read timestamptz with parseTimestamptz (src/db/timestamps.ts):
// every time PostgreSQL sends, in whatever time zone the session runs, must come out
// as the Date pg's own parser makes of the same text.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../../src/db/timestamps.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

const builtin = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;
const TIMES = `(VALUES
  (now()), (clock_timestamp()), ('2026-12-04 18:31:29.123456+00'::timestamptz), ('2026-12-04 18:31:29+00'),
  ('2024-02-29 23:59:59.999999+00'), ('1970-01-01 00:00:00+00'), ('1000-01-01 00:00:00.5+00'), ('9999-12-31 23:59:59.999999+00'),
  ('0044-03-15 12:00:00+00 BC'), ('0099-06-01 00:00:00+00'), ('infinity'), ('-infinity'), ('1883-11-18 12:00:00+00')
) AS t(at)`;

let ledger: TestLedger;
beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(async () => {
  await ledger?.close();
});

describe('timestamptz on the ledger’s pools', () => {
  for (const zone of ['UTC', 'Europe/Paris', 'America/St_Johns', 'Asia/Kathmandu', 'America/New_York']) {
    it(`reads the Date pg's parser makes of the same text, in a session at ${zone}`, async () => {
      const client = await ledger.db.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`SELECT set_config('TimeZone', $1, true)`, [zone]);
        const { rows } = await client.query<{ at: Date | number; text: string }>(`SELECT at, at::text AS text FROM ${TIMES}`);
        expect(rows.length).toBe(13);
        for (const row of rows) {
          const expected = builtin(row.text);
          if (expected instanceof Date) expect((row.at as Date).getTime(), row.text).toBe(expected.getTime());
          else expect(row.at, row.text).toBe(expected);
        }
        // In UTC the common shape is read by position, not handed to postgres-date.
        if (zone === 'UTC')
          expect(rows.filter((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/.test(row.text)).length).toBeGreaterThanOrEqual(8);
        await client.query('ROLLBACK');
      } finally {
        client.release();
      }
    });
  }

  it('is the parser the pools use', async () => {
    const { rows } = await ledger.db.pool.query<{ at: Date }>(`SELECT '2026-12-04 18:31:29.123456+00'::timestamptz AS at`);
    expect(rows[0]!.at.toISOString()).toBe((parseTimestamptz('2026-12-04 18:31:29.123456+00') as Date).toISOString());
    const client = ledger.db.pool as unknown as { options: { types?: { getTypeParser(oid: number, format?: string): unknown } } };
    expect(client.options.types?.getTypeParser(1184, 'text')).toBe(parseTimestamptz);
  });
});
