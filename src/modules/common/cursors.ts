// Connection cursors are client input. A cursor the ledger never issued is a
// validation error (BAD_USER_INPUT) answered before anything runs, never a database
// error that is masked and logged as unexpected (docs/specification.md §10).
// Connections whose cursors Pothos decodes itself (Prisma connections, also when
// nested in a parent's query) declare their grammar with `checkedCursors`; the server
// checks every `after`/`before` of such a field before execution
// (`cursorArgumentsPlugin`, installed in src/http/yoga.ts). Connections that decode their
// own cursors (agreement lists, the reliability overview) use `cursorCodec` below.
import { decodeBase64, decodeCursorChunk } from '@pothos/core';
import {
  getArgumentValues,
  GraphQLError,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { z } from 'zod';
import { matchesGrammar } from '../../domain/grammars.js';
import { ValidationError, type ErrorCode } from '../../errors.js';

/** Longest cursor looked at; every cursor the ledger issues is far shorter. */
export const MAX_CURSOR_LENGTH = 512;

const CURSOR_CHECK = 'ledgerCursorCheck';
const CURSOR_ARGUMENTS = ['after', 'before'] as const;

type CursorCheck = (cursor: string) => boolean;

/** True for a cursor Pothos's Prisma plugin issues for a `cursor: 'id'` connection over UUID ids. */
export function isPrismaUuidCursor(cursor: string): boolean {
  if (cursor.length > MAX_CURSOR_LENGTH) return false;
  try {
    const decoded = decodeBase64(cursor);
    if (!decoded.startsWith('GPC:')) return false;
    const id: unknown = decodeCursorChunk(decoded.slice(4));
    return typeof id === 'string' && matchesGrammar('uuid', id);
  } catch {
    return false;
  }
}

/** Field options of a connection whose `after`/`before` must pass `check` before execution. */
export function checkedCursors(check: CursorCheck = isPrismaUuidCursor) {
  return { extensions: { [CURSOR_CHECK]: check } };
}

function cursorError(field: string, argument: string, node: FieldNode): GraphQLError {
  const path = `${field}.${argument}`;
  return new GraphQLError(`invalid input: ${path}: is not a cursor of this list`, {
    nodes: node,
    extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode, issues: [{ path, message: 'is not a cursor of this list' }] },
  });
}

interface CheckedCursorField {
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  check: CursorCheck;
}

/**
 * The fields of a document that take a checked cursor and are given one (`after` or
 * `before` in the document), found once per document: Yoga's parser cache hands the
 * same DocumentNode to every request with the same text.
 */
const checkedFieldsOfDocument = new WeakMap<DocumentNode, CheckedCursorField[]>();
function checkedCursorFields(schema: GraphQLSchema, document: DocumentNode): CheckedCursorField[] {
  const known = checkedFieldsOfDocument.get(document);
  if (known) return known;
  const typeInfo = new TypeInfo(schema);
  const fields: CheckedCursorField[] = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      [Kind.FIELD](node) {
        const field = typeInfo.getFieldDef();
        const check = field?.extensions?.[CURSOR_CHECK] as CursorCheck | undefined;
        const givesCursor = node.arguments?.some((argument) => (CURSOR_ARGUMENTS as readonly string[]).includes(argument.name.value));
        if (field && check && givesCursor) fields.push({ field, node, check });
      },
    }),
  );
  checkedFieldsOfDocument.set(document, fields);
  return fields;
}

/** The first cursor argument of `document` that its field's check refuses, if any. */
export function refusedCursor(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): GraphQLError | null {
  for (const { field, node, check } of checkedCursorFields(schema, document)) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(field, node, variables ?? {});
    } catch {
      continue; // an argument of the wrong type: execution reports it
    }
    for (const argument of CURSOR_ARGUMENTS) {
      const cursor = values[argument];
      if (typeof cursor === 'string' && !check(cursor)) return cursorError(field.name, argument, node);
    }
  }
  return null;
}

/** Refuses, before execution, an operation carrying a cursor its connection never issued. */
export function cursorArgumentsPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusedCursor(args.schema, args.document, args.variableValues ?? undefined);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}

/** Microseconds since 1970 within JavaScript's (and so PostgreSQL's) range of instants. */
export function isInstantMicros(digits: string): boolean {
  return /^\d{1,19}$/.test(digits) && BigInt(digits) <= 8_640_000_000_000_000_000n;
}

export interface CursorCodec<Position> {
  encode(position: Position): string;
  /** The position, null when no cursor was given, or a ValidationError naming `argument`. */
  decode(cursor: string | null | undefined, argument: string): Position | null;
}

/**
 * The codec of the lists the ledger pages itself (the overview, the agreement decision
 * lists): base64url of a JSON array whose first element names the list, then the
 * position's parts, each checked against its grammar. A cursor names a position only,
 * never a filter, project or property; one that is not this list's is a ValidationError
 * on the argument that carried it.
 */
export function cursorCodec<Parts extends z.ZodTuple, Position>(
  list: string,
  parts: Parts,
  toParts: (position: Position) => z.input<Parts>,
  fromParts: (parts: z.output<Parts>) => Position,
): CursorCodec<Position> {
  const shape = z.tuple([z.literal(list)]).rest(z.unknown());
  return {
    encode: (position) => Buffer.from(JSON.stringify([list, ...toParts(position)]), 'utf8').toString('base64url'),
    decode(cursor, argument) {
      if (cursor === null || cursor === undefined) return null;
      const refuse = () => ValidationError.of([{ path: argument, message: 'is not a cursor of this list' }]);
      if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]*$/.test(cursor)) throw refuse();
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      } catch {
        throw refuse();
      }
      const tagged = shape.safeParse(decoded);
      if (!tagged.success) throw refuse();
      const position = parts.safeParse(tagged.data.slice(1));
      if (!position.success) throw refuse();
      return fromParts(position.data);
    },
  };
}

/**
 * The connection of one forward page of a list the ledger pages itself: edges with the
 * cursor of each node, and pageInfo (a page asked `after` a cursor has one before it).
 */
export function forwardConnection<Node>(
  nodes: readonly Node[],
  cursorOf: (node: Node) => string,
  page: { hasNextPage: boolean; after: string | null },
) {
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
