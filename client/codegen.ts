// How the typed client is generated from schema.graphql and the operations in
// client/operations (and the dashboard's, dashboard/operations.graphql) (GraphQL Code Generator, client preset). `npm run client:generate`
// writes client/generated/; `npm run client:check` fails when it is out of date.
import type { CodegenConfig } from '@graphql-codegen/cli';

/** How a document's answer and variables become types; the test suite's documents (test/codegen.ts) use the same. */
export const TYPED_DOCUMENT_CONFIG = {
  documentMode: 'string',
  enumsAsTypes: true,
  useTypeImports: true,
  strictScalars: true,
  scalars: { DateTime: 'string' },
  avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
  skipTypename: true,
} as const;

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // The dashboard's documents too: they are trusted documents of the same manifest.
  documents: ['client/operations/*.graphql', 'dashboard/operations.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/generated/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // The manifest of trusted documents: sha256 of each document -> its text.
        persistedDocuments: { hashAlgorithm: 'sha256', mode: 'embedHashInDocument' },
      },
      config: TYPED_DOCUMENT_CONFIG,
    },
  },
};

export default config;
