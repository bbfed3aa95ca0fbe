// The attempt's written columns are named once (src/modules/attempts/row.ts) and every
// positional list is generated from them (#27). This test holds those lists against the
// migrated database: the signature of crl_record_attempts (its parameters in order,
// their types, its RETURNS TABLE) and the columns of the attempt and cohort tables, so
// the list, the function and the tables cannot disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNED_FIELDS,
  attemptColumn,
  RECORD_ATTEMPTS_PARAMETERS,
  RECORD_ATTEMPTS_RETURNED,
  WRITTEN_FIELDS,
} from '../../src/modules/attempts/row.js';
import { FLOOR_COLUMNS } from '../../bench/write-floor.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';

let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

interface Argument {
  name: string;
  mode: string;
  type: string;
}

/** Every argument of crl_record_attempts, in order: mode 'i' (in) or 't' (a RETURNS TABLE column). */
async function functionArguments(): Promise<Argument[]> {
  const { rows } = await ledger.owner.query<{ oid: number }>(
    `SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = 'crl_record_attempts'`,
  );
  expect(rows).toHaveLength(1); // one signature: no overload a caller could bind to instead
  const { rows: args } = await ledger.owner.query<Argument>(
    `SELECT a.name, a.mode, format_type(a.type, NULL) AS type
       FROM pg_proc p,
            unnest(p.proargnames, p.proargmodes::text[], p.proallargtypes) WITH ORDINALITY AS a(name, mode, type, n)
      WHERE p.oid = $1 ORDER BY a.n`,
    [rows[0]!.oid],
  );
  return args;
}

interface Column {
  name: string;
  /** The type a parameter of the column is sent as: a domain's base type, text for an enum. */
  type: string;
}

async function tableColumns(table: string): Promise<Column[]> {
  const { rows } = await ledger.owner.query<Column>(
    `SELECT a.attname AS name,
            CASE WHEN b.typtype = 'e' THEN 'text' ELSE format_type(b.oid, NULL) END AS type
       FROM pg_attribute a
       JOIN pg_type t ON t.oid = a.atttypid
       JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  return rows;
}

const sorted = (names: readonly string[]) => [...names].sort();

describe('the attempt row, named once', () => {
  it('the parameters of crl_record_attempts are the list, in its order and with its types, then the recorder', async () => {
    const inputs = (await functionArguments()).filter((argument) => argument.mode === 'i');
    expect(inputs).toEqual([
      ...RECORD_ATTEMPTS_PARAMETERS.map(({ name, type }) => ({ name, mode: 'i', type: `${type}[]` })),
      { name: 'recorder', mode: 'i', type: 'text' },
    ]);
  });

  it('its RETURNS TABLE is `stored` and the returned columns, typed as the attempt table types them', async () => {
    const outputs = (await functionArguments()).filter((argument) => argument.mode === 't');
    const attempt = new Map((await tableColumns('attempt')).map((column) => [column.name, column.type]));
    expect(outputs).toEqual([
      { name: 'stored', mode: 't', type: 'boolean' },
      ...RECORD_ATTEMPTS_RETURNED.map((field) => ({ name: attemptColumn(field), mode: 't', type: attempt.get(attemptColumn(field)) })),
    ]);
  });

  it('the attempt table is the written columns and the assigned ones, each filled by one parameter of its type', async () => {
    const columns = await tableColumns('attempt');
    const written = WRITTEN_FIELDS.map(attemptColumn);
    const assigned = ASSIGNED_FIELDS.map(attemptColumn);
    expect(sorted(columns.map((column) => column.name))).toEqual(sorted([...written, ...assigned]));

    const filled = RECORD_ATTEMPTS_PARAMETERS.filter((parameter) => parameter.table === 'attempt').flatMap((parameter) => parameter.columns);
    expect(sorted(filled)).toEqual(sorted(written));
    const typeOf = new Map(columns.map((column) => [column.name, column.type]));
    for (const parameter of RECORD_ATTEMPTS_PARAMETERS.filter((p) => p.table === 'attempt' && p.type !== 'jsonb'))
      expect({ parameter: parameter.name, type: typeOf.get(parameter.columns[0]!) }).toEqual({ parameter: parameter.name, type: parameter.type });
  });

  it('the cohort parameters fill the cohort table beside the project and capability the attempt parameters carry', async () => {
    const columns = await tableColumns('cohort');
    const cohort = RECORD_ATTEMPTS_PARAMETERS.filter((parameter) => parameter.table === 'cohort');
    const shared = ['project_id', 'capability_key'];
    expect(sorted(columns.map((column) => column.name))).toEqual(sorted([...cohort.flatMap((p) => p.columns), ...shared, 'id', 'created_at']));
    const typeOf = new Map(columns.map((column) => [column.name, column.type]));
    for (const parameter of cohort)
      expect({ parameter: parameter.name, type: typeOf.get(parameter.columns[0]!) }).toEqual({ parameter: parameter.name, type: parameter.type });
  });

  it("the benchmarks' floor inserts every attempt column but the id and the clock", async () => {
    const columns = (await tableColumns('attempt')).map((column) => column.name);
    expect(sorted(FLOOR_COLUMNS)).toEqual(sorted(columns.filter((name) => name !== 'id' && name !== 'recorded_at')));
  });
});
