// The migrated database matches prisma/schema.prisma: tables, columns, types,
// nullability, enums and indexes. Migrations are hand-written SQL (see
// docs/decisions.md), so this test is what keeps the two in step.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castOf, columnOf, fieldsOf, selectList, tableOf, type ModelName, type StoredField } from '../../src/db/columns.js';
import { listMigrations, migrate } from '../../src/db/migrate.js';
import { createTestLedger, type TestLedger } from '../helpers/ledger.js';
import { readPrismaSchema, type PrismaColumn } from '../helpers/prisma-schema.js';

const schema = readPrismaSchema(fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url)));
let ledger: TestLedger;

beforeAll(async () => {
  ledger = await createTestLedger();
});
afterAll(() => ledger?.close());

/** What Postgres reports for a column Prisma would create from this field. */
function expectedType(column: PrismaColumn): string {
  if (column.isEnum) return column.type;
  if (column.nativeType === 'Uuid') return 'uuid';
  if (column.nativeType === 'Timestamptz') return 'timestamp with time zone';
  const defaults: Record<string, string> = {
    String: 'text',
    Int: 'integer',
    Boolean: 'boolean',
    DateTime: 'timestamp without time zone',
    Float: 'double precision',
    BigInt: 'bigint',
    Json: 'jsonb',
  };
  return defaults[column.type]!;
}

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: string;
  type: string;
  element_type: string | null;
}

async function databaseColumns(): Promise<DatabaseColumn[]> {
  // format_type resolves domains to their base type, so a crl_reference column reads as text.
  const { rows } = await ledger.owner.query<DatabaseColumn>(`
    SELECT c.relname AS table_name, a.attname AS column_name,
           CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS is_nullable,
           format_type(coalesce(nullif(t.typbasetype, 0), a.atttypid), NULL) AS type,
           CASE WHEN t.typcategory = 'A' THEN format_type(t.typelem, NULL) END AS element_type
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_type t ON t.oid = a.atttypid
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
       AND c.relname <> '_prisma_migrations'`);
  return rows;
}

describe('migrated database vs schema.prisma', () => {
  it('has exactly the tables of the models', async () => {
    const tables = new Set((await databaseColumns()).map((column) => column.table_name));
    expect([...tables].sort()).toEqual(schema.models.map((model) => model.table).sort());
  });

  it.each(schema.models.map((model) => [model.name, model] as const))(
    '%s: every field is stored in the column of its snake_case name',
    (_name, model) => {
      // The rule the hand-written SQL is written by; src/db/columns.ts reads each column from the generated client.
      const name = model.name as ModelName;
      for (const column of model.columns) {
        expect(
          column.field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
          column.field,
        ).toBe(column.column);
        expect(columnOf(name, column.field as StoredField<typeof name>), column.field).toBe(column.column);
      }
      expect(tableOf(name)).toBe(model.table);
      expect(fieldsOf(name)).toEqual(model.columns.map((column) => column.field));
      // Lists of an enum type are read as text[], and only they.
      const select = selectList(name, 'x');
      for (const column of model.columns)
        expect(select.includes(`x.${column.column}::text[] AS "${column.field}"`), column.field).toBe(column.isEnum && column.list);
      // A bind parameter is cast to an enum or list column's type (src/db/insert.ts), and only those are.
      for (const column of model.columns) {
        const expected = column.isEnum ? `"${column.type}"${column.list ? '[]' : ''}` : column.list ? `${expectedType(column)}[]` : null;
        expect(castOf(name, column.field as StoredField<typeof name>), column.field).toBe(expected);
      }
    },
  );

  it.each(schema.models.map((model) => [model.name, model] as const))('%s: columns, types and nullability', async (_name, model) => {
    const columns = (await databaseColumns()).filter((column) => column.table_name === model.table);
    const actual = columns
      .map((column) => ({
        column: column.column_name,
        nullable: column.is_nullable === 'YES',
        type: column.element_type ? `${column.element_type.replaceAll('"', '')}[]` : column.type.replaceAll('"', ''),
      }))
      .sort((a, b) => a.column.localeCompare(b.column));
    const expected = model.columns
      .map((column) => ({
        column: column.column,
        nullable: column.optional,
        type: column.list ? `${expectedType(column)}[]` : expectedType(column),
      }))
      .sort((a, b) => a.column.localeCompare(b.column));
    expect(actual).toEqual(expected);
  });

  it('has the enum types of the schema with the same values in the same order', async () => {
    const { rows } = await ledger.owner.query<{ name: string; labels: string[] }>(
      `SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS labels
         FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`,
    );
    const database = Object.fromEntries(rows.map((row) => [row.name, row.labels]));
    expect(database).toEqual(Object.fromEntries(schema.enums));
  });

  it('has a unique index for every @unique / @@unique and an index for every @@index, named as Prisma names them', async () => {
    const { rows } = await ledger.owner.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const byName = new Map(rows.map((row) => [row.indexname, row.indexdef]));
    for (const model of schema.models) {
      for (const columns of model.uniques) {
        // Cut to PostgreSQL's identifier limit (63 bytes), as Prisma cuts its default names.
        const definition = byName.get(`${model.table}_${columns.join('_')}_key`.slice(0, 63));
        expect(definition, `${model.table}(${columns.join(', ')}) unique`).toMatch(/CREATE UNIQUE INDEX/);
      }
      for (const columns of model.indexes) {
        const definition = byName.get(`${model.table}_${columns.join('_')}_idx`);
        expect(definition, `${model.table}(${columns.join(', ')}) index`).toBeDefined();
      }
    }
  });

  it("records every migration in _prisma_migrations in Prisma's format", async () => {
    const { rows } = await ledger.owner.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
      applied_steps_count: number;
    }>(`SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name`);
    const files = listMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(files.map((migration) => migration.name));
    rows.forEach((row, i) => {
      expect(row.checksum).toBe(files[i]!.checksum);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    });
  });

  it('leaves no constraint unvalidated on a new ledger: the baseline checks every row it could hold', async () => {
    // NOT VALID is for a later migration that cannot re-read rows already stored.
    const { rows } = await ledger.owner.query(
      `SELECT conname FROM pg_constraint WHERE NOT convalidated AND connamespace = ANY (ARRAY['public', 'crl_private']::regnamespace[])`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses an applied migration whose file has changed, writing nothing', async () => {
    const { name, checksum } = listMigrations()[0]!;
    await ledger.owner.query(`UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2`, ['0'.repeat(64), name]);
    try {
      await expect(migrate(ledger.ownerUrl)).rejects.toThrow(
        `migration ${name} was changed after it was applied; add a new migration instead`,
      );
      const { rows } = await ledger.owner.query(`SELECT checksum FROM _prisma_migrations WHERE migration_name = $1`, [name]);
      expect(rows).toEqual([{ checksum: '0'.repeat(64) }]);
    } finally {
      await ledger.owner.query(`UPDATE _prisma_migrations SET checksum = $1 WHERE migration_name = $2`, [checksum, name]);
    }
    expect(await migrate(ledger.ownerUrl)).toEqual([]);
  });

  it('refuses a database whose history names migrations this release does not have, writing nothing', async () => {
    // A database migrated by the line of migrations before the baseline, or by a later release.
    const foreign = ['20261129000000_ledger_foundation', '20991231000000_a_later_release'];
    for (const name of foreign)
      await ledger.owner.query(
        `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, applied_steps_count) VALUES (gen_random_uuid(), $1, now(), $2, 1)`,
        ['0'.repeat(64), name],
      );
    const count = async () => (await ledger.owner.query<{ n: number }>('SELECT count(*)::int AS n FROM _prisma_migrations')).rows[0]!.n;
    const before = await count();
    try {
      await expect(migrate(ledger.ownerUrl)).rejects.toThrow(
        'the database records 2 migration(s) this release does not have (20261129000000_ledger_foundation, 20991231000000_a_later_release)',
      );
      expect(await count()).toBe(before);
    } finally {
      await ledger.owner.query('DELETE FROM _prisma_migrations WHERE migration_name = ANY($1)', [foreign]);
    }
    expect(await migrate(ledger.ownerUrl)).toEqual([]);
  });
});
