// The cost limit of an operation (docs/security.md, "Requests"), computed with the
// request's variables, after validation and before anything executes: a page size
// written as a literal and the same size sent as a variable cost the same, however the
// request came (GET, POST, a trusted document by hash). The limit is one of the
// request limits; GraphQL Armor keeps the others (depth, aliases, directives, tokens),
// but its cost rule runs at validation, where variables are not known, so it is off.
//
// The cost estimates the values an answer can hold: every field selected costs 1 for
// each object it is selected on, so a field under a list costs the list's size times.
//   - A page's size is its `first` (or `last`) as sent, literal or variable, cut to
//     MAX_PAGE_SIZE as the ledger cuts or refuses it; without one, the field's default
//     (`pageDefault(n)` where the field is defined, DEFAULT_PAGE_SIZE otherwise). It
//     applies to the lists directly under the paged field (a connection's `edges` and
//     `nodes`, a result's `data`), through fragments and result unions.
//   - A batch's lists (`batchOf(argument)` on the field: a result per input) count as
//     the number of inputs sent, literal or variable, like a page.
//   - Any other list of objects counts as ASSUMED_LIST_SIZE, or the size its field
//     declares (`listSize(n)`: a bound the ledger itself holds, such as a batch's
//     500 results when its inputs cannot be counted); a list of scalars costs 1, like a scalar.
//   - A field whose resolver computes more than it reads declares what it costs itself
//     (`computeCost(n)`, in place of the 1 every other field costs): attemptsToDecision's
//     search, for one.
//   - Fields under a fragment count whatever their type condition, and under @skip or
//     @include whatever their condition: an upper bound, never less than what runs.
// With these, every list at its largest page, with every field of its node two levels of
// objects deep, and every document of the client's manifest with its pages at their
// largest, fit under MAX_OPERATION_COST; pages of pages at their largest do not
// (test/integration/operation-cost.test.ts). No installed package computes a cost with
// the variables over this schema (docs/decisions.md), hence this module.
import {
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  isListType,
  Kind,
  valueFromAST,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../errors.js';

/** The most an operation may cost (docs/security.md). */
export const MAX_OPERATION_COST = 100_000;
/** The largest page of every list (docs/specification.md §10). */
export const MAX_PAGE_SIZE = 100;
/** The page of a Relay connection asked without `first`/`last` (Pothos's default, which the ledger keeps). */
export const DEFAULT_PAGE_SIZE = 20;
/** What a list of objects that is not a page, and declares no size, counts as. */
export const ASSUMED_LIST_SIZE = 10;

const PAGE_DEFAULT = 'ledgerPageDefault';
const LIST_SIZE = 'ledgerListSize';
const COMPUTE_COST = 'ledgerComputeCost';
const BATCH_ARGUMENT = 'ledgerBatchArgument';

/** Field options of a paged field whose default page is not DEFAULT_PAGE_SIZE. */
export function pageDefault(size: number) {
  return { extensions: { [PAGE_DEFAULT]: size } };
}

/** Field options of a list that is not a page but has a known largest size. */
export function listSize(size: number) {
  return { extensions: { [LIST_SIZE]: size } };
}

/** Field options of a batch: the lists directly under it hold one item per element of its list argument `argument`. */
export function batchOf(argument: string) {
  return { extensions: { [BATCH_ARGUMENT]: argument } };
}

/** Field options of a field whose resolver computes enough to cost `cost` on its own (instead of 1). */
export function computeCost(cost: number) {
  return { extensions: { [COMPUTE_COST]: cost } };
}

type Field = GraphQLField<unknown, unknown>;

function ownCost(field: Field): number {
  const declared = field.extensions?.[COMPUTE_COST];
  return typeof declared === 'number' ? declared : 1;
}

function isPaged(field: Field): boolean {
  return field.args.some((argument) => argument.name === 'first' || argument.name === 'last');
}

/** `first` or `last` as the field receives it, literal or variable; undefined when not given (or not an Int). */
function pageArgument(field: Field, node: FieldNode, name: 'first' | 'last', variables: Record<string, unknown>): number | undefined {
  const definition = field.args.find((argument) => argument.name === name);
  const given = node.arguments?.find((argument) => argument.name.value === name);
  if (!definition || !given) return undefined;
  const value: unknown = valueFromAST(given.value, definition.type, variables);
  return typeof value === 'number' ? value : undefined;
}

function pageSize(field: Field, node: FieldNode, variables: Record<string, unknown>): number {
  const sizes = [pageArgument(field, node, 'first', variables), pageArgument(field, node, 'last', variables)].filter(
    (value): value is number => value !== undefined,
  );
  if (sizes.length === 0) {
    const declared = field.extensions?.[PAGE_DEFAULT];
    return typeof declared === 'number' ? declared : DEFAULT_PAGE_SIZE;
  }
  return Math.min(MAX_PAGE_SIZE, Math.max(0, ...sizes));
}

/**
 * A batch's number of inputs as the field receives them, counted without coercing them (a
 * list of 500 outcomes is coerced once, by the executor): a list literal's items, or a
 * variable's, where a single value stands for a list of one. Undefined for any other field.
 */
function batchSize(field: Field, node: FieldNode, rawVariables: Record<string, unknown>): number | undefined {
  const name = field.extensions?.[BATCH_ARGUMENT];
  if (typeof name !== 'string') return undefined;
  const given = node.arguments?.find((argument) => argument.name.value === name)?.value;
  if (!given) return undefined;
  if (given.kind === Kind.LIST) return given.values.length;
  if (given.kind !== Kind.VARIABLE) return 1;
  const value = rawVariables[given.name.value];
  return Array.isArray(value) ? value.length : value === undefined || value === null ? 0 : 1;
}

function assumedSize(field: Field): number {
  const declared = field.extensions?.[LIST_SIZE];
  return typeof declared === 'number' ? declared : ASSUMED_LIST_SIZE;
}

/**
 * The cost of the operation `operationName` of a valid `document`, with `variables`
 * already coerced (getVariableValues). Linear in the document: the cost of a selection
 * set is computed once per type and page it is met with (a fragment spread many times
 * over is not walked again).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
  /** The variables as sent, for the number of a batch's inputs (default: `variables`). */
  rawVariables: Record<string, unknown> = variables,
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const known = new Map<SelectionSetNode, Map<string, number>>();

  const selectionCost = (selectionSet: SelectionSetNode, type: GraphQLCompositeType, page: number | undefined): number => {
    const key = `${type.name}:${page ?? ''}`;
    let byType = known.get(selectionSet);
    const cached = byType?.get(key);
    if (cached !== undefined) return cached;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        // __typename is a name; introspection answers the schema, the same for every request.
        if (name.startsWith('__')) {
          cost += 1;
          continue;
        }
        const field = 'getFields' in type ? type.getFields()[name] : undefined;
        if (!field) continue; // not in a valid document
        const fieldType = getNamedType(field.type);
        if (!selection.selectionSet || !isCompositeType(fieldType)) {
          cost += ownCost(field);
          continue;
        }
        const childPage = isPaged(field) ? pageSize(field, selection, variables) : batchSize(field, selection, rawVariables);
        const size = isListType(getNullableType(field.type)) ? (page ?? assumedSize(field)) : 1;
        cost += size * (ownCost(field) + selectionCost(selection.selectionSet, fieldType, childPage));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (condition && isCompositeType(condition)) cost += selectionCost(selection.selectionSet, condition, page);
      } else {
        const fragment = fragments.get(selection.name.value);
        const condition = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
        if (fragment && condition && isCompositeType(condition)) cost += selectionCost(fragment.selectionSet, condition, page);
      }
    }
    if (!byType) known.set(selectionSet, (byType = new Map()));
    byType.set(key, cost);
    return cost;
  };

  return selectionCost(operation.selectionSet, root, undefined);
}

/** The refusal of an operation over the limit. */
export function costRefusal(cost: number): GraphQLError {
  return new GraphQLError(
    `the operation costs ${cost}, over the limit of ${MAX_OPERATION_COST}: ask for smaller pages (first), fewer nested lists or fewer fields`,
    { extensions: { code: 'COST_LIMIT_EXCEEDED' satisfies ErrorCode, cost, maxCost: MAX_OPERATION_COST, http: { status: 400 } } },
  );
}

/** Per document (Yoga's parser cache hands the same DocumentNode to every request with its text): the variables pages read, and costs already computed. */
interface DocumentCosts {
  pageVariables: ReadonlySet<string>;
  costs: Map<string, number>;
}
const documentCosts = new WeakMap<DocumentNode, DocumentCosts>();
/** Costs kept per document: one per operation and set of page sizes asked, at most this many. */
const COSTS_PER_DOCUMENT = 256;

function costsOf(document: DocumentNode): DocumentCosts {
  let known = documentCosts.get(document);
  if (known) return known;
  const pageVariables = new Set<string>();
  visit(document, {
    Argument(argument) {
      if ((argument.name.value === 'first' || argument.name.value === 'last') && argument.value.kind === Kind.VARIABLE)
        pageVariables.add(argument.value.name.value);
    },
  });
  known = { pageVariables, costs: new Map() };
  documentCosts.set(document, known);
  return known;
}

/**
 * The cost of an operation about to run, with its page variables as the executor will
 * see them, or null when they do not coerce (the executor then refuses the operation
 * itself, with nothing run). Only the variables that size a page are coerced (a batch's
 * inputs are not read twice); the cost is kept per document and page sizes, so a document
 * sent again with the same pages is not walked again.
 */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: unknown,
): number | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const { pageVariables, costs } = costsOf(document);
  const definitions = (operation.variableDefinitions ?? []).filter((definition) => pageVariables.has(definition.variable.name.value));
  const coerced = getVariableValues(schema, definitions, (rawVariables ?? {}) as Record<string, unknown>, { maxErrors: 1 });
  if (coerced.errors) return null;
  const raw = (rawVariables ?? {}) as Record<string, unknown>;
  // The lengths of the lists sent size a batch's results: they are part of the key.
  const listLengths = Object.keys(raw).map((name) => (Array.isArray(raw[name]) ? (raw[name] as unknown[]).length : -1));
  const key = `${operation.name?.value ?? ''}:${JSON.stringify(definitions.map((definition) => coerced.coerced[definition.variable.name.value] ?? null))}:${listLengths.join(',')}`;
  const known = costs.get(key);
  if (known !== undefined) return known;
  const cost = operationCost(schema, document, operationName, coerced.coerced, raw);
  if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
  costs.set(key, cost);
  return cost;
}

/** Refuses, before execution (queries, mutations) or subscription, an operation that costs more than MAX_OPERATION_COST. */
export function operationCostPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const cost = costOf(args.schema, args.document, args.operationName, args.variableValues);
      if (cost !== null && cost > MAX_OPERATION_COST) setResultAndStopExecution({ errors: [costRefusal(cost)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const cost = costOf(args.schema, args.document, args.operationName, args.variableValues);
      if (cost !== null && cost > MAX_OPERATION_COST) setResultAndStopExecution({ errors: [costRefusal(cost)] });
    },
  };
}
