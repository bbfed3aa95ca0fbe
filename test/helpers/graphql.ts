// Typed test documents: graphql(`…`) returns a document typed by the schema
// (test/codegen.ts generates test/generated/ from every such call in test/), and
// `ledger.gql` of a typed document returns typed data and takes typed variables.
import { expect } from 'vitest';

export { graphql } from '../generated/index.js';
export type * from '../generated/graphql.js';

/**
 * The member of a union answer whose `__typename` is `typename`; the test fails here when
 * the answer is another member (an error where a success was expected, or the reverse).
 */
export function expectTypename<T extends { __typename: string }, N extends T['__typename']>(
  value: T | null | undefined,
  typename: N,
): Extract<T, { __typename: N }> {
  expect(value?.__typename).toBe(typename);
  return value as Extract<T, { __typename: N }>;
}
