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

/**
 * The selection of a typed fragment (what its definition's braces hold), for a document
 * built at run time that selects the same fields; a fragment the selection spreads must be
 * defined in that document too.
 */
export function selectionOf(fragment: { toString(): string }): string {
  const text = String(fragment);
  const open = text.indexOf('{');
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`not a fragment: ${text}`);
}

/** An error of a GraphQL answer, as the server writes it. */
export interface AnswerError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** A GraphQL answer read off raw HTTP: `data` as the document sent types it, the errors as sent. */
export interface GraphQLBody<T = unknown> {
  data?: T | null;
  errors?: AnswerError[];
}

/** The JSON body of a GraphQL response, typed as the answer to the document that was sent. */
export async function graphqlBody<T = unknown>(response: Response): Promise<GraphQLBody<T>> {
  return (await response.json()) as GraphQLBody<T>;
}
