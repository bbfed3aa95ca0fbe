// What enters the program from outside is typed by the code that reads it: parsed JSON and
// a fetch body are `unknown` (src/json-parse.d.ts), a query's rows `Record<string, unknown>`
// (src/pg-rows.d.ts), until the code names their type. The assertions are on types: `npm run
// typecheck` (part of `npm test`) fails when a rule is lost; the run checks the values.
import type pg from 'pg';
import { describe, expect, expectTypeOf, it } from 'vitest';

describe('parsed JSON', () => {
  it('JSON.parse is unknown, or the type the code names', () => {
    const parsed = JSON.parse('{"a":1}');
    expectTypeOf(parsed).toEqualTypeOf<unknown>();
    const named: { a: number } = JSON.parse('{"a":1}');
    expectTypeOf(named).toEqualTypeOf<{ a: number }>();
    expect(named.a).toBe(1);
  });

  it('a fetch body is unknown', async () => {
    const body = await new Response('{"a":1}').json();
    expectTypeOf(body).toEqualTypeOf<unknown>();
    expect(body).toEqual({ a: 1 });
  });
});

describe('query rows', () => {
  // Never called: the types of what a pool and a client answer, checked by the compiler.
  const untyped = async (pool: pg.Pool) => (await pool.query('SELECT 1 AS n')).rows;
  const named = async (client: pg.ClientBase) => (await client.query<{ n: number }>('SELECT 1 AS n')).rows;

  it('are Record<string, unknown> unless the query names their type', () => {
    expectTypeOf<Awaited<ReturnType<typeof untyped>>>().toEqualTypeOf<Record<string, unknown>[]>();
    expectTypeOf<Awaited<ReturnType<typeof named>>>().toEqualTypeOf<{ n: number }[]>();
  });
});
