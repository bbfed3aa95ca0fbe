// Typed documents for the test suite (GraphQL Code Generator, client preset), the second
// target beside client/codegen.ts. A test writes its document inline as
// graphql(`query TestName … `) (imported from test/generated/index.js); the generator reads
// those calls and types each one's answer and variables, so `ledger.gql` of a typed document
// returns typed data and a schema rename fails `tsc`, not a run. The test documents are not
// trusted documents: this target writes no manifest (the client's stays the only one).
// `npm run test:documents` writes test/generated/; `npm run test:documents:check` fails when
// it is out of date.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { TYPED_DOCUMENT_CONFIG } from '../client/codegen.js';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['test/**/*.ts', '!test/generated/**'],
  ignoreNoDocuments: false,
  // Only graphql(`…`) calls are test documents: the suite's other strings (`/* GraphQL */`
  // constants with interpolations, deliberately invalid documents) stay plain strings.
  pluckConfig: { globalGqlIdentifierName: 'graphql', gqlMagicComment: 'typed-test-document' },
  generates: {
    'test/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: TYPED_DOCUMENT_CONFIG,
    },
  },
};

export default config;
