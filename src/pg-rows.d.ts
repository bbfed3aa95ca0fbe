// A query's rows are `Record<string, unknown>` unless the call names their type
// (`pool.query<{ n: number }>(…)`), not `any` as @types/pg has them: a column read from a
// row is typed by the query that selects it, in src, test and bench alike. Module
// augmentation adds the overload ahead of @types/pg's own (later declarations merge first).
import type { QueryConfig, QueryConfigValues, QueryResult, QueryResultRow } from 'pg';

declare module 'pg' {
  interface Pool {
    query<R extends QueryResultRow = Record<string, unknown>, I = unknown[]>(
      queryTextOrConfig: string | QueryConfig<I>,
      values?: QueryConfigValues<I>,
    ): Promise<QueryResult<R>>;
  }
  interface ClientBase {
    query<R extends QueryResultRow = Record<string, unknown>, I = unknown[]>(
      queryTextOrConfig: string | QueryConfig<I>,
      values?: QueryConfigValues<I>,
    ): Promise<QueryResult<R>>;
  }
}
