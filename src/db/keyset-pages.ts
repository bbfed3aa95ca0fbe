// Newest-first pages of a ledger table read in one SQL statement: the lists clients
// page most (attempts of a cohort, cohorts of a project) skip Prisma's query engine
// and run one named prepared statement on the pool.
//
// The page arguments are Pothos' own: `prismaConnectionHelpers(...).getQuery` turns
// first/last/after/before into Prisma's { take, skip, cursor }, and the helpers'
// `resolve` builds the connection (edges, pageInfo, the same `GPC:` cursors) from the
// rows. This file only carries out { take, skip, cursor } as Prisma does for an
// `orderBy: [{ <time>: 'desc' }, { id: 'desc' }]` list with `cursor: { id }`:
//   - take > 0 reads forward, take < 0 reads backward and returns the rows in list order;
//   - with a cursor, the rows strictly after (skip 1) or before the cursor row, whose
//     position is looked up by id alone; a cursor row that does not exist gives no rows.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Prisma's page of a cursor connection, as `prismaConnectionHelpers().getQuery` gives it. */
export interface PrismaPageQuery {
  take?: number;
  skip?: number;
  cursor?: { id?: string };
}

/** The WHERE conditions of a page and their parameters, added one at a time. */
export class PageConditions {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  /** Adds `condition($n)` with `value` as its parameter $n. */
  add(condition: (placeholder: string) => string, value: unknown): this {
    this.params.push(value);
    this.conditions.push(condition(`$${this.params.length}`));
    return this;
  }

  /** Adds the condition of every filter given a value, in the order of `conditions` (so equal filters give one statement text). */
  addFilters<Filter extends object>(conditions: { [K in keyof Filter]?: (placeholder: string) => string }, filter: Filter): this {
    for (const name of Object.keys(conditions) as (keyof Filter)[]) {
      const value = filter[name];
      if (value !== undefined) this.add(conditions[name]!, value);
    }
    return this;
  }
}

export interface KeysetPage {
  /** The table, and the alias the columns and conditions use. */
  table: string;
  alias: string;
  /** The select list (src/db/columns.ts `selectList`, maybe with extra expressions). */
  columns: string;
  /** The time column the list is ordered by, newest first, then id. */
  orderColumn: string;
  /** Conditions joined with AND, with their parameters. */
  where: PageConditions;
}

/**
 * Statement names by text: the same page shape is prepared once per connection. The
 * shapes vary with the columns a request selects, so only the first
 * MAX_PREPARED_SHAPES are prepared; any further shape runs unprepared, and no client
 * can make each connection hold an unbounded number of prepared statements.
 */
const statementNames = new Map<string, string>();
const MAX_PREPARED_SHAPES = 64;
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_PREPARED_SHAPES) {
    name = `crl_page_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** The rows of one page, in list order (newest first). */
export async function keysetRows<Row extends pg.QueryResultRow>(pool: pg.Pool, page: KeysetPage, query: PrismaPageQuery): Promise<Row[]> {
  const { table, alias, columns, orderColumn } = page;
  const take = query.take ?? 0;
  if (!Number.isInteger(take) || take === 0) throw new Error('a page needs a size: take is always set by the connection helpers');
  const backward = take < 0;
  const conditions = [...page.where.conditions];
  const params = [...page.where.params];
  if (query.cursor) {
    params.push(query.cursor.id ?? null);
    // skip 0 would include the cursor row itself; Pothos always asks for skip 1.
    const comparison = backward ? (query.skip ? '>' : '>=') : query.skip ? '<' : '<=';
    conditions.push(
      `(${alias}.${orderColumn}, ${alias}.id) ${comparison} (SELECT c.${orderColumn}, c.id FROM ${table} c WHERE c.id = $${params.length}::uuid)`,
    );
  }
  params.push(Math.abs(take));
  const direction = backward ? 'ASC' : 'DESC';
  const text =
    `SELECT ${columns} FROM ${table} ${alias}` +
    (conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '') +
    ` ORDER BY ${alias}.${orderColumn} ${direction}, ${alias}.id ${direction} LIMIT $${params.length}`;
  const { rows } = await pool.query<Row>({ name: statementName(text), text, values: params });
  return backward ? rows.reverse() : rows;
}
