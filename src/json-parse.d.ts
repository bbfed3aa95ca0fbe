// Parsed JSON enters the program as `unknown`, not `any` (src, test, bench and client share
// one tsconfig, so this holds for all of them):
// - `JSON.parse(text)` is `unknown` unless the code names the type it reads: `JSON.parse(text)
//   as Checkpoint`, or a place typed already (`const row: Row = JSON.parse(text)`, a
//   function's declared return type).
// - `response.json()` of fetch is `Promise<unknown>`; test/helpers/graphql.ts's `graphqlBody`
//   reads a GraphQL answer as the type of the document sent.
// @total-typescript/ts-reset states the same two rules, but its `JSON.parse` returns
// `unknown` whatever the context, which the Pothos generator's own output
// (src/generated/pothos-prisma-types.ts: `getDatamodel()` returns a JSON.parse as its
// datamodel type) does not compile under; this overload keeps that contextual use.
interface JSON {
  parse<T = unknown>(text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown): T;
}

interface Body {
  json(): Promise<unknown>;
}
