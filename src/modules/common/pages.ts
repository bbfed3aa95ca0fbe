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
//   - a Prisma relation reads the fields it is keyed by (`cohortId`), or, for a list, the row's id;
//   - any other field says it with `reads(...)` in its options (the Relay `id`, computed fields,
//     `evidence`), and its resolver reads the row: a field with a Pothos `select` would reload
//     each row through Prisma (a page's rows are SQL rows), so it is not one of the ways.
// A field of a paged node type that says none of these is an error when the schema is built
// (`checkPagedTypes`, src/schema.ts): a page never reads every column because a field was
// forgotten.
//
// The relations the request selects under the rows (an attempt's cohort, adjudications and
// gradings, an adjudication's attempt, a cohort's attempts) are loaded for the whole page at
// once: one Prisma query by the page's ids with the selection Pothos plans for the node (so each
// relation keeps its own `query`: the reader role, the token's projects, order, page arguments
// and counts), whose results join the rows. A page costs the same statements at any size (#28).
import { prismaConnectionHelpers, queryFromInfo } from '@pothos/plugin-prisma';
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
  return undefined;
}

/** Whether Pothos loads the field through Prisma (a relation, or a field with `select`) unless its row was loaded with it. */
const loadedThroughPrisma = (field: GraphQLField<unknown, unknown>): boolean => field.extensions?.pothosPrismaSelect !== undefined;

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
        if (!needs)
          problems.push(`${node.name}.${field.name} does not say which columns it reads (reads(...), src/modules/common/pages.ts)`);
        else
          for (const name of needs)
            if (!stored.has(name)) problems.push(`${node.name}.${field.name} reads ${name}, which is not a stored field of ${model}`);
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
  /** Whether a selected field is loaded through Prisma (a relation): the page's rows are then loaded with them. */
  relations: boolean;
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
  let relations = false;
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
          if (loadedThroughPrisma(definition)) relations = true;
        });
      });
    });
  return { stored: wanted, fields: selected, relations };
}

type PagedModel = 'Attempt' | 'Adjudication' | 'Cohort';

/** The Prisma delegate of a paged model, as far as loading a page's relations needs it. */
interface RelationLoader {
  findMany(args: { where: { id: { in: string[] } }; select: Record<string, unknown> }): Promise<Record<string, unknown>[]>;
}
const DELEGATES = { Attempt: 'attempt', Adjudication: 'adjudication', Cohort: 'cohort' } as const satisfies Record<PagedModel, string>;

/**
 * Loads the relations the request selects under the rows of a page onto the rows, for every
 * row in one Prisma query (and the queries Prisma sends for each relation, one per relation):
 * the selection Pothos plans for the node, by the page's ids, without the columns the page's
 * own statement read. Pothos records the plan's mappings for the connection's nodes, so the
 * relation fields then answer from the rows as they do under any Prisma-loaded list.
 */
async function loadRelations(model: PagedModel, page: pg.QueryResultRow[], context: Context, info: GraphQLResolveInfo): Promise<void> {
  const query = queryFromInfo({ context, info, path: ['edges', 'node'] });
  // Every paged type is in include mode: `include` holds the relations (and their counts).
  const relations = { ...query.select, ...query.include };
  if (page.length === 0 || Object.keys(relations).length === 0) return;
  const delegate = context.db.prisma[DELEGATES[model]] as unknown as RelationLoader;
  const loaded = await delegate.findMany({
    where: { id: { in: page.map((row) => row.id as string) } },
    select: { ...relations, id: true },
  });
  const byId = new Map(loaded.map((row) => [row.id, row]));
  for (const row of page) {
    // Every row is found: the ledger never deletes one.
    for (const [name, value] of Object.entries(byId.get(row.id) ?? {})) if (!(name in row)) (row as Record<string, unknown>)[name] = value;
  }
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
export function keysetConnection<Model extends PagedModel, Row extends pg.QueryResultRow, Filter extends object>(
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
    /** The connection of the page `args` asks for, of the rows `filter` allows, with the relations selected under them. */
    async resolve(filter: PageFilter<Filter>, args: PageArgs, context: Context, info: GraphQLResolveInfo): Promise<Connection<Row>> {
      const selection = storedFieldsSelected(info);
      const page = await rows(
        context.db.pool,
        filter,
        helpers.getQuery(args, context, () => true),
        selection,
      );
      if (selection.relations) await loadRelations(model, page, context, info);
      return helpers.resolve(page, args, context);
    },
  };
}
