// The Pothos schema builder: plugins, scalars, the shared Error interface and the
// request context. Types, queries and mutations live in src/modules/*/graphql.ts.
import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import { GraphQLScalarType } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import type { Database } from './db/database.js';
import { isoTime } from './domain/iso-time.js';
import type PrismaTypes from './generated/pothos-prisma-types.js';
import { getDatamodel } from './generated/pothos-prisma-types.js';
import type { Caller } from './modules/auth/caller.js';
import type { TransparencyLog } from './modules/transparency/store.js';

export interface Context {
  /** Present on every executed operation: unauthenticated requests are refused earlier. */
  caller: Caller;
  db: Database;
  /** The transparency log (and its signing key); absent where no key is configured. */
  transparency?: TransparencyLog;
  /** Outbound webhook rules (WEBHOOK_ALLOW_PRIVATE): checked when an endpoint is created. */
  outbound: { allowPrivate: boolean };
}

export const builder = new SchemaBuilder<{
  PrismaTypes: PrismaTypes;
  Context: Context;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    ID: { Input: string; Output: string };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: (context) => context.db.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    // The environment is read only in config.ts; unused selections are a development
    // concern, found by reading query plans, not by warnings in a server log.
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodesQueryOptions: false,
    // `node` is a query like any other: it needs the reader role. Each node type's
    // loader adds the token's project filter (see findUnique in the modules).
    nodeQueryOptions: {
      resolve: (_root, args, context, _info, resolveNode) => (context.caller.roles.has('reader') ? resolveNode(args.id) : null),
    },
  },
  errors: {
    directResult: true,
    defaultUnionOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Result`,
    },
    defaultResultOptions: {
      name: ({ fieldName }) => `${fieldName.charAt(0).toUpperCase()}${fieldName.slice(1)}Success`,
    },
  },
});

/**
 * graphql-scalars' DateTime, answered as the ISO string its Date would print as: the
 * same bytes, but JSON.stringify of a Date calls back into Date.prototype.toJSON, and
 * the 100 times of a 50-attempt page cost about 75 µs of serialisation as Dates where
 * as strings they cost none; the string itself is printed by isoTime, a third of the
 * builtin toISOString's cost (docs/benchmarks/requests.md).
 */
const DateTime = new GraphQLScalarType({
  ...DateTimeResolver.toConfig(),
  serialize(value) {
    const serialized: unknown = DateTimeResolver.serialize(value);
    return serialized instanceof Date ? isoTime(serialized.getTime()) : serialized;
  },
});
builder.addScalarType('DateTime', DateTime);

builder.queryType({ description: "Reads of the ledger. Every query needs the reader role and sees only the token's projects." });
builder.mutationType({ description: 'Appends to the ledger. There are no update or delete mutations.' });
