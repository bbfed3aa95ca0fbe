// Parsed JSON is `unknown` until the code names its type (src/json-parse.d.ts). The
// assertions are on types: `npm run typecheck` (part of `npm test`) fails when either rule
// is lost, and the run checks the values.
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
