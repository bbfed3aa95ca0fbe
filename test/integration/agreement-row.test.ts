// The agreement event's written columns are named once (EVENT_WRITTEN_FIELDS in
// src/modules/agreements/store.ts) and its insert is generated from them
// (src/db/insert.ts). This test holds the generated insert against the migrated
// agreement_event table: every written column exists and its placeholder is cast to
// the column's own type where it needs one, and every column the insert leaves out is
// filled by the database (a default, or the BEFORE INSERT trigger that sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, columnOf, tableOf } from '../../src/db/columns.js';
import { EVENT_ASSIGNED_FIELDS, EVENT_INSERT, EVENT_WRITTEN_FIELDS } from '../../src/modules/agreements/store.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { tableColumns } from '../helpers/table-columns.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

/** The bodies of the enabled BEFORE INSERT row triggers of `table`. */
async function beforeInsertTriggers(table: string): Promise<string[]> {
  const { rows } = await ledger.owner.query<{ body: string }>(
    `SELECT p.prosrc AS body FROM pg_trigger g JOIN pg_proc p ON p.oid = g.tgfoid
      WHERE g.tgrelid = $1::regclass AND NOT g.tgisinternal AND g.tgenabled <> 'D'
        AND (g.tgtype & 1) = 1 AND (g.tgtype & 2) = 2 AND (g.tgtype & 4) = 4`,
    [table],
  );
  return rows.map((row) => row.body);
}

const table = tableOf('AgreementEvent');

describe('the agreement event insert, generated from one list', () => {
  it('writes every column of the table but those the database fills, each once', async () => {
    const columns = (await tableColumns(ledger.owner, table)).map((column) => column.name);
    const written = EVENT_WRITTEN_FIELDS.map((field) => columnOf('AgreementEvent', field));
    const assigned = EVENT_ASSIGNED_FIELDS.map((field) => columnOf('AgreementEvent', field));
    const notInTable = written.filter((column) => !columns.includes(column));
    const notWritten = columns.filter((column) => !written.includes(column) && !assigned.includes(column));
    expect({ notInTable, notWritten }, `${table}: the written columns against the table's`).toEqual({ notInTable: [], notWritten: [] });
    expect(new Set(written).size).toBe(written.length);
  });

  it('leaves out only columns with a default or set by a BEFORE INSERT trigger', async () => {
    const columns = new Map((await tableColumns(ledger.owner, table)).map((column) => [column.name, column]));
    const triggers = await beforeInsertTriggers(table);
    const unfilled = EVENT_ASSIGNED_FIELDS.map((field) => columnOf('AgreementEvent', field)).filter((name) => {
      if (columns.get(name)?.hasDefault) return false;
      const assignment = new RegExp(`\\bNEW\\.${name}\\s*:=|\\bINTO\\s+NEW\\.${name}\\b`, 'i');
      return !triggers.some((body) => assignment.test(body));
    });
    expect(unfilled, `${table}: columns no insert writes and the database does not fill`).toEqual([]);
  });

  it("casts each placeholder of an enum or list column to the column's type, and no other", async () => {
    const columns = new Map((await tableColumns(ledger.owner, table)).map((column) => [column.name, column]));
    const disagreeing = EVENT_WRITTEN_FIELDS.flatMap((field) => {
      const column = columns.get(columnOf('AgreementEvent', field));
      const cast = castOf('AgreementEvent', field);
      const expected = column?.castable ? column.type : null;
      return cast === expected ? [] : [`${field}: cast to ${cast ?? '(nothing)'}, the column is ${column?.type ?? '(missing)'}`];
    });
    expect(disagreeing, `${table}: placeholders cast otherwise than their columns`).toEqual([]);
  });

  it('is one statement of the columns and their placeholders, in the order of the values', () => {
    const match = /^(\w+) AS e \(([^)]*)\) VALUES \(([^)]*)\)$/.exec(EVENT_INSERT.sql);
    expect(match, EVENT_INSERT.sql).not.toBeNull();
    expect(match![1]).toBe(table);
    expect(match![2]!.split(', ')).toEqual(EVENT_WRITTEN_FIELDS.map((field) => columnOf('AgreementEvent', field)));
    expect(match![3]!.split(', ')).toEqual(
      EVENT_WRITTEN_FIELDS.map(
        (field, index) => `$${index + 1}${castOf('AgreementEvent', field) ? `::${castOf('AgreementEvent', field)}` : ''}`,
      ),
    );
    const row = Object.fromEntries(EVENT_WRITTEN_FIELDS.map((field) => [field, `value of ${field}`]));
    expect(EVENT_INSERT.values(row as unknown as Parameters<typeof EVENT_INSERT.values>[0])).toEqual(
      EVENT_WRITTEN_FIELDS.map((field) => `value of ${field}`),
    );
  });
});
