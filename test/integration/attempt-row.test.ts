// The attempt's written columns are named once (src/modules/attempts/row.ts) and every
// positional list is generated from them (#27). This test holds those lists against the
// migrated database: the signature of crl_record_attempts (its parameters in order,
// their types, its RETURNS TABLE), its body (the columns each insert writes and the
// parameter each one is filled from, what the inserts return and what the function
// answers) and the columns of the attempt and cohort tables, so the list, the function
// and the tables cannot disagree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSIGNED_FIELDS,
  attemptColumn,
  RECORD_ATTEMPTS_PARAMETERS,
  RECORD_ATTEMPTS_RETURNED,
  WRITTEN_FIELDS,
} from '../../src/modules/attempts/row.js';
import { columnOf, tableOf, type StoredField } from '../../src/db/columns.js';
import type { OutcomeSubmission } from '../../src/domain/outcome.js';
import { FLOOR_COLUMNS } from '../../bench/write-floor.js';
import { columnsRead, insertSelect, outputColumn, selectListAfter, withoutComments, type InsertSelect } from '../helpers/sql-lists.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { tableColumns } from '../helpers/table-columns.js';

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

const sorted = (names: readonly string[]) => [...names].sort();

/** The body of crl_record_attempts as the database holds it (the latest definition), without comments. */
async function functionBody(): Promise<string> {
  const { rows } = await ledger.owner.query<{ body: string }>(
    `SELECT p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = 'crl_record_attempts'`,
  );
  expect(rows).toHaveLength(1);
  return withoutComments(rows[0]!.body);
}

/** The evidence parameter's item property each evidence column is read from. */
const EVIDENCE_KEYS: Partial<Record<string, keyof OutcomeSubmission['evidence'][number]>> = {
  [attemptColumn('evidenceKinds')]: 'kind',
  [attemptColumn('evidenceDigests')]: 'digest',
};

/**
 * What an inserted expression is filled from: `parameter` (an unnest argument, read
 * through the unnest's alias), `parameter->>key` (a property of a JSON parameter's
 * items), `table.column` (a joined table's) or a parameter the body reads directly.
 */
function sourceOf(statement: InsertSelect, expression: string): string {
  const read = columnsRead(expression, statement.from.alias);
  if (read.length > 1) return `several unnest columns (${read.join(', ')})`;
  if (read.length === 1) {
    const parameter = statement.from.columns.get(read[0]!) ?? `${statement.from.alias}.${read[0]} (no such unnest column)`;
    const key = /->>\s*'([^']+)'/.exec(expression);
    return key ? `${parameter}->>${key[1]}` : parameter;
  }
  for (const [alias, table] of statement.joined) {
    const joined = columnsRead(expression, alias);
    if (joined.length === 1) return `${table}.${joined[0]}`;
  }
  return /^[a-z_][a-z0-9_]*$/i.test(expression) ? expression.toLowerCase() : `the expression ${expression}`;
}

/** The column each value of an insert fills, with what it is filled from; a column listed twice, or values and columns of different counts, fail. */
function filledColumns(statement: InsertSelect, table: string): Map<string, string> {
  expect(statement.values.length, `INSERT INTO ${table}: ${statement.columns.length} columns, ${statement.values.length} values`).toBe(
    statement.columns.length,
  );
  const twice = statement.columns.filter((column, index) => statement.columns.indexOf(column) !== index);
  expect(twice, `INSERT INTO ${table} lists a column twice`).toEqual([]);
  return new Map(statement.columns.map((column, index) => [column, sourceOf(statement, statement.values[index]!)]));
}

/** Every column on which the body and the list disagree: what the body fills it from, and what the list says. */
function disagreements(body: Map<string, string>, list: Map<string, string>): string[] {
  const columns = [...new Set([...list.keys(), ...body.keys()])];
  return columns
    .filter((column) => body.get(column) !== list.get(column))
    .map(
      (column) => `${column}: the body fills it from ${body.get(column) ?? '(nothing)'}, the list from ${list.get(column) ?? '(nothing)'}`,
    );
}

/** Each item of a select or RETURNING list against the returned column at its position. */
function positionsDisagreeing(items: readonly string[], what: string): string[] {
  const returned = RECORD_ATTEMPTS_RETURNED.map(attemptColumn);
  return Array.from(
    { length: Math.max(items.length, returned.length) },
    (_, i) => [i, items[i] === undefined ? undefined : outputColumn(items[i]!), returned[i]] as const,
  )
    .filter(([, body, list]) => body !== list)
    .map(
      ([i, body, list]) =>
        `${what}, position ${i + 1}: the body answers ${body ?? '(nothing)'}, RECORD_ATTEMPTS_RETURNED ${list ?? '(nothing)'}`,
    );
}

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
    const attempt = new Map((await tableColumns(ledger.owner, 'attempt')).map((column) => [column.name, column.sentAs]));
    expect(outputs).toEqual([
      { name: 'stored', mode: 't', type: 'boolean' },
      ...RECORD_ATTEMPTS_RETURNED.map((field) => ({ name: attemptColumn(field), mode: 't', type: attempt.get(attemptColumn(field)) })),
    ]);
  });

  it('the attempt table is the written columns and the assigned ones, each filled by one parameter of its type', async () => {
    const columns = await tableColumns(ledger.owner, 'attempt');
    const written = WRITTEN_FIELDS.map(attemptColumn);
    const assigned = ASSIGNED_FIELDS.map(attemptColumn);
    expect(sorted(columns.map((column) => column.name))).toEqual(sorted([...written, ...assigned]));

    const filled = RECORD_ATTEMPTS_PARAMETERS.filter((parameter) => parameter.table === 'attempt').flatMap(
      (parameter) => parameter.columns,
    );
    expect(sorted(filled)).toEqual(sorted(written));
    const typeOf = new Map(columns.map((column) => [column.name, column.sentAs]));
    for (const parameter of RECORD_ATTEMPTS_PARAMETERS.filter((p) => p.table === 'attempt' && p.type !== 'jsonb'))
      expect({ parameter: parameter.name, type: typeOf.get(parameter.columns[0]!) }).toEqual({
        parameter: parameter.name,
        type: parameter.type,
      });
  });

  it('the cohort parameters fill the cohort table beside the project and capability the attempt parameters carry', async () => {
    const columns = await tableColumns(ledger.owner, 'cohort');
    const cohort = RECORD_ATTEMPTS_PARAMETERS.filter((parameter) => parameter.table === 'cohort');
    const shared = ['project_id', 'capability_key'];
    expect(sorted(columns.map((column) => column.name))).toEqual(
      sorted([...cohort.flatMap((p) => p.columns), ...shared, 'id', 'created_at']),
    );
    const typeOf = new Map(columns.map((column) => [column.name, column.sentAs]));
    for (const parameter of cohort)
      expect({ parameter: parameter.name, type: typeOf.get(parameter.columns[0]!) }).toEqual({
        parameter: parameter.name,
        type: parameter.type,
      });
  });

  it('the body inserts every written column of the attempt from the parameter the list fills it from', async () => {
    const insert = insertSelect(await functionBody(), 'attempt');
    const list = new Map<string, string>();
    for (const parameter of RECORD_ATTEMPTS_PARAMETERS.filter((p) => p.table === 'attempt'))
      for (const column of parameter.columns)
        list.set(
          column,
          parameter.columns.length > 1 ? `${parameter.name}->>${EVIDENCE_KEYS[column] ?? '(no evidence key)'}` : parameter.name,
        );
    // The assigned columns the body fills: the cohort its row is joined to, and the recorder.
    list.set(attemptColumn('cohortId'), `${tableOf('Cohort')}.${columnOf('Cohort', 'id')}`);
    list.set(attemptColumn('recordedBy'), 'recorder');
    expect(sorted([...list.keys()])).toEqual(
      sorted([...WRITTEN_FIELDS.map(attemptColumn), attemptColumn('cohortId'), attemptColumn('recordedBy')]),
    );
    const disagreeing = disagreements(filledColumns(insert, 'attempt'), list);
    expect(
      disagreeing,
      `crl_record_attempts's INSERT INTO attempt disagrees with RECORD_ATTEMPTS_PARAMETERS:\n${disagreeing.join('\n')}`,
    ).toEqual([]);
  });

  it('the body inserts the cohort columns from the cohort parameters, and the project and capability from the attempt ones', async () => {
    const insert = insertSelect(await functionBody(), 'cohort');
    const list = new Map<string, string>();
    for (const parameter of RECORD_ATTEMPTS_PARAMETERS.filter((p) => p.table === 'cohort')) list.set(parameter.columns[0]!, parameter.name);
    for (const field of ['projectId', 'capabilityKey'] as const satisfies readonly (StoredField<'Cohort'> & StoredField<'Attempt'>)[]) {
      const attempt = RECORD_ATTEMPTS_PARAMETERS.find((p) => p.table === 'attempt' && p.columns.includes(attemptColumn(field)));
      list.set(columnOf('Cohort', field), attempt?.name ?? `(no parameter fills attempt.${attemptColumn(field)})`);
    }
    const disagreeing = disagreements(filledColumns(insert, 'cohort'), list);
    expect(
      disagreeing,
      `crl_record_attempts's INSERT INTO cohort disagrees with RECORD_ATTEMPTS_PARAMETERS:\n${disagreeing.join('\n')}`,
    ).toEqual([]);
  });

  it('the body returns the returned columns: the insert RETURNING them, and both answers (stored and new) in RETURNS TABLE order', async () => {
    const body = await functionBody();
    const insert = insertSelect(body, 'attempt');
    expect(insert.returning, 'INSERT INTO attempt has no RETURNING').not.toBeNull();
    const returning = insert.returning!.map(outputColumn);
    const returned = RECORD_ATTEMPTS_RETURNED.map(attemptColumn);
    const missing = returned.filter((column) => !returning.includes(column));
    const extra = returning.filter((column) => !returned.includes(column));
    expect({ missing, extra }, 'RETURNING of INSERT INTO attempt against RECORD_ATTEMPTS_RETURNED').toEqual({ missing: [], extra: [] });
    const disagreeing = [
      ...positionsDisagreeing(selectListAfter(body, 0, 'true'), 'the stored rows (SELECT true, …)'),
      ...positionsDisagreeing(selectListAfter(body, 0, 'false'), 'the new rows (SELECT false, …)'),
    ];
    expect(disagreeing, `crl_record_attempts answers other columns than RECORD_ATTEMPTS_RETURNED:\n${disagreeing.join('\n')}`).toEqual([]);
  });

  it("the benchmarks' floor inserts every attempt column but the id and the clock", async () => {
    const columns = (await tableColumns(ledger.owner, 'attempt')).map((column) => column.name);
    expect(sorted(FLOOR_COLUMNS)).toEqual(sorted(columns.filter((name) => name !== 'id' && name !== 'recorded_at')));
  });
});
