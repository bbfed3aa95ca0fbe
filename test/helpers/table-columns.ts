// A table's columns as the catalog has them, in column order, for the tests that hold a
// generated column list against the migrated table (attempt-row, agreement-row).
import type pg from 'pg';

export interface TableColumn {
  name: string;
  /** The column's type as format_type spells it, a domain resolved to its base type. */
  type: string;
  /** The type a parameter of the column is sent as: `type`, but text for an enum. */
  sentAs: string;
  /** Whether the type is one of the ledger's enums or an array (what a placeholder is cast to). */
  castable: boolean;
  hasDefault: boolean;
}

export async function tableColumns(db: pg.Pool, table: string): Promise<TableColumn[]> {
  const { rows } = await db.query<TableColumn>(
    `SELECT a.attname AS name, format_type(b.oid, NULL) AS type,
            CASE WHEN b.typtype = 'e' THEN 'text' ELSE format_type(b.oid, NULL) END AS "sentAs",
            (b.typtype = 'e' OR b.typcategory = 'A') AS castable, a.atthasdef AS "hasDefault"
       FROM pg_attribute a
       JOIN pg_type t ON t.oid = a.atttypid
       JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attnum`,
    [table],
  );
  return rows;
}
