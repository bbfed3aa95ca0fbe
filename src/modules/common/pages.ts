// The lists clients page most (`attempts`, `adjudications`, `cohorts`): newest-first
// connections read in one SQL statement (src/db/keyset-pages.ts), not through Prisma,
// with only the columns the request's selection needs.
//
// `keysetConnection` owns all of it: the page arguments and cursors (Pothos'
// `prismaConnectionHelpers` for `cursor: 'id'`, so the `GPC:` cursors and pageInfo are
// exactly a Prisma connection's, checked before execution: src/modules/common/cursors.ts),
// the token's projects, the filters, the columns and the statement.
//
// The columns come from the node type's fields, each of which says what it reads of
// the row where it is defined:
//   - an exposed field (`t.exposeString('taskRef')`) reads its own stored field;
//   - a field with a Pothos `select` of stored fields (`select: { evidenceKinds: true }`) reads those;
//   - a Prisma relation reads the fields it is keyed by (`cohortId`), or, for a list, the row's id;
//   - any other field says it with `reads(...)` in its options (the Relay `id`, computed fields).
// A field of a paged node type that says none of these is an error when the schema is built
// (`checkPagedTypes`, src/schema.ts): a page never reads every column because a field was
// forgotten.
import { prismaConnectionHelpers } from '@pothos/plugin-prisma';
import {
  getNamedType,
  isObjectType,
  Kind,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type pg from 'pg';
import { builder, type Context } from '../../builder.js';
import { columnOf, fieldsOf, selectList, tableOf, type ModelName, type StoredField } from '../../db/columns.js';
import { keysetRows, PageConditions, type PrismaPageQuery } from '../../db/keyset-pages.js';
import { checkedCursors } from './cursors.js';

const STORED_FIELDS = 'ledgerStoredFields';
const KEYSET_PAGE = 'ledgerKeysetPage';

/** Field options of a field that is neither exposed, nor selects through Pothos, nor a relation: the stored fields it reads. */
export function reads<Model extends ModelName>(_model: Model, ...fields: StoredField<Model>[]) {
  return { extensions: { [STORED_FIELDS]: fields as readonly string[] } };
}

/** The stored fields a field of a node type reads of its row, or undefined when the field does not say. */
export function storedFieldsOf(field: GraphQLField<unknown, unknown>): readonly string[] | undefined {
  const extensions = field.extensions ?? {};
  const declared = extensions[STORED_FIELDS];
  if (Array.isArray(declared)) return declared as string[];
  const exposed = extensions.pothosExposedField;
  if (typeof exposed === 'string') return [exposed];
  const relation = extensions.pothosPrismaRelationField as { relationFromFields?: readonly string[] } | undefined;
  // A list relation is loaded by the row's id, which every page reads.
  if (relation && Array.isArray(relation.relationFromFields)) return relation.relationFromFields;
  const select = extensions.pothosPrismaSelect;
  if (select && typeof select === 'object' && Object.values(select).every((value) => value === true)) return Object.keys(select);
  return undefined;
}

/** The node type of a connection type, if it is one. */
function nodeTypeOf(connection: GraphQLOutputType): GraphQLObjectType | undefined {
  const type = getNamedType(connection);
  const edge = isObjectType(type) ? getNamedType(type.getFields().edges?.type) : undefined;
  const node = isObjectType(edge) ? getNamedType(edge.getFields().node?.type) : undefined;
  return isObjectType(node) ? node : undefined;
}

/**
 * Throws unless every field of the node type of every keyset connection of `schema`
 * says which stored fields it reads, and each of those is a stored field of the model.
 */
export function checkPagedTypes(schema: GraphQLSchema): GraphQLSchema {
  const problems: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const connection of Object.values(type.getFields())) {
      const model = connection.extensions?.[KEYSET_PAGE] as ModelName | undefined;
      if (!model) continue;
      const node = nodeTypeOf(connection.type);
      if (!node) {
        problems.push(`${type.name}.${connection.name} is not a connection`);
        continue;
      }
      const stored = new Set<string>(fieldsOf(model));
      for (const field of Object.values(node.getFields())) {
        const needs = storedFieldsOf(field);
        if (!needs) problems.push(`${node.name}.${field.name} does not say which columns it reads (reads(...), src/modules/common/pages.ts)`);
        else for (const name of needs) if (!stored.has(name)) problems.push(`${node.name}.${field.name} reads ${name}, which is not a stored field of ${model}`);
      }
    }
  }
  if (problems.length) throw new Error(`paged node types:\n  ${[...new Set(problems)].join('\n  ')}`);
  return schema;
}

export interface NodeSelection {
  /** The stored fields the rows must carry. */
  stored: ReadonlySet<string>;
  /** The node fields selected (by name, in any fragment). */
  fields: ReadonlySet<string>;
}

/**
 * The stored fields the rows of a connection need for what the request selects under
 * `edges { node }` (always the id: cursors are made of it), and the node fields selected.
 * Fields under @skip/@include are counted as selected.
 */
export function storedFieldsSelected(info: GraphQLResolveInfo): NodeSelection {
  const node = nodeTypeOf(info.returnType);
  if (!node) throw new Error(`${info.parentType.name}.${info.fieldName} is not a connection`);
  const nodeFields = node.getFields();
  const selected = new Set<string>();
  const wanted = new Set<string>(['id']);
  const eachField = (selectionSet: SelectionSetNode | undefined, visit: (field: FieldNode) => void): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) visit(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) eachField(selection.selectionSet, visit);
      else eachField(info.fragments[selection.name.value]?.selectionSet, visit); // a validated document defines every fragment it spreads
    }
  };
  for (const connectionField of info.fieldNodes)
    eachField(connectionField.selectionSet, (edges) => {
      if (edges.name.value !== 'edges') return;
      eachField(edges.selectionSet, (edgeField) => {
        if (edgeField.name.value !== 'node') return;
        eachField(edgeField.selectionSet, (field) => {
          const name = field.name.value;
          selected.add(name);
          if (name === '__typename') return;
          const definition = nodeFields[name];
          const needs = definition && storedFieldsOf(definition);
          // checkPagedTypes refuses such a schema at start-up.
          if (!needs) throw new Error(`${node.name}.${name} does not say which columns it reads`);
          for (const stored of needs) wanted.add(stored);
        });
      });
    });
  return { stored: wanted, fields: selected };
}

/** A newest-first list of a model, paged by (time, id). */
export interface KeysetList<Model extends ModelName, Filter> {
  /** The alias of the table in the statement, which the conditions use. */
  alias: string;
  /** The time the list is ordered by, newest first, then id. */
  orderBy: StoredField<Model>;
  /** The condition of each filter on the page's statement; their order is the statement's, so equal filters share a prepared statement. */
  conditions: { [K in keyof Filter]-?: (placeholder: string) => string };
  /** Expressions of node fields that are not stored, added to the select list when the request selects the field. */
  computed?: Partial<Record<string, string>>;
}

/** The page arguments of a connection field. */
interface PageArgs {
  first?: number | null;
  last?: number | null;
  before?: string | null;
  after?: string | null;
}

interface Connection<Row> {
  edges: { cursor: string; node: Row }[];
  pageInfo: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
}

export type PageFilter<Filter> = Filter & {
  /** The projects the caller may read; undefined: every project. */
  projects: readonly string[] | undefined;
};

/**
 * A keyset connection of `model`: `options` goes into the `t.connection` field (its
 * cursors are checked before execution, and `checkPagedTypes` finds its node type);
 * `resolve` answers the field with one statement.
 */
export function keysetConnection<Model extends 'Attempt' | 'Adjudication' | 'Cohort', Row extends pg.QueryResultRow, Filter extends object>(
  model: Model,
  list: KeysetList<Model, Filter>,
) {
  const helpers = prismaConnectionHelpers(builder, model as 'Attempt', { cursor: 'id' }) as unknown as {
    getQuery(args: PageArgs, context: Context, nestedSelection: () => true): PrismaPageQuery;
    resolve(rows: Row[], args: PageArgs, context: Context): Connection<Row>;
  };
  const { alias } = list;
  const table = tableOf(model);
  const projectColumn = `${alias}.${columnOf(model, 'projectId' as StoredField<Model>)}`;
  const orderColumn = columnOf(model, list.orderBy);
  const { extensions } = checkedCursors();

  /** The rows of one page, with the stored fields of `selection` read (the rest of each row is absent). */
  async function rows(pool: pg.Pool, filter: PageFilter<Filter>, query: PrismaPageQuery, selection: NodeSelection): Promise<Row[]> {
    if (filter.projects?.length === 0) return [];
    const where = new PageConditions();
    if (filter.projects) where.add((p) => `${projectColumn} = ANY (${p}::uuid[])`, filter.projects);
    where.addFilters<Filter>(list.conditions, filter);
    const computed = Object.entries(list.computed ?? {})
      .filter(([field]) => selection.fields.has(field))
      .map(([field, expression]) => `, ${expression} AS "${field}"`)
      .join('');
    const columns = selectList(model, alias, {}, selection.stored) + computed;
    return keysetRows<Row>(pool, { table, alias, columns, orderColumn, where }, query);
  }

  return {
    options: { extensions: { ...extensions, [KEYSET_PAGE]: model } },
    /** The connection of the page `args` asks for, of the rows `filter` allows. */
    async resolve(filter: PageFilter<Filter>, args: PageArgs, context: Context, info: GraphQLResolveInfo): Promise<Connection<Row>> {
      const page = await rows(context.db.pool, filter, helpers.getQuery(args, context, () => true), storedFieldsSelected(info));
      return helpers.resolve(page, args, context);
    },
  };
}
