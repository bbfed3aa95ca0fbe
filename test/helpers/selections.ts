// Documents that select every field of a type, for the cost limit's tests
// (test/integration/operation-cost.test.ts): what a client asking for everything sends.
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isNonNullType,
  isObjectType,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';

export interface SelectionOptions {
  /** The `first` given to nested paged fields; left out (their default page) unless given. */
  nestedFirst?: number;
  /** Leave out nested paged fields altogether. */
  withoutNestedPages?: boolean;
  /** How many levels of objects under the type are entered (unlimited unless given); a nested page's connection, edge and node count as one. */
  levels?: number;
}

const isPaged = (field: GraphQLField<unknown, unknown>) =>
  field.args.some((argument) => argument.name === 'first' || argument.name === 'last');

/**
 * Every field of `type`, and of every object under it, once per path; a type already on
 * the path is not entered again (an attempt's cohort's attempts). Fields with required
 * arguments are left out; a nested page is asked at `nestedFirst` or its default.
 */
export function everyField(
  schema: GraphQLSchema,
  type: GraphQLCompositeType,
  options: SelectionOptions = {},
  path: readonly string[] = [],
): string {
  if (isAbstractType(type)) {
    const members = schema.getPossibleTypes(type).filter((member) => !path.includes(member.name));
    return `{ __typename ${members.map((member) => `... on ${member.name} ${everyField(schema, member, options, path)}`).join(' ')} }`;
  }
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (!isCompositeType(named)) {
      parts.push(field.name);
      continue;
    }
    if (path.includes(named.name) || (isObjectType(named) && path.length > 0 && named.name === type.name)) continue;
    if (options.levels !== undefined && path.length >= options.levels) continue;
    const paged = isPaged(field);
    if (paged && options.withoutNestedPages) continue;
    const args = paged && options.nestedFirst !== undefined ? `(first: ${options.nestedFirst})` : '';
    const inner = everyField(schema, named, options, [...path, type.name]);
    if (inner !== '{  }' && inner !== '{ __typename  }') parts.push(`${field.name}${args} ${inner}`);
  }
  return `{ ${parts.join(' ')} }`;
}

/** The node type of a list field's page: a connection's `edges { node }`, or a result's `data`, through result unions. */
export function pageNodeOf(
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
): { type: GraphQLCompositeType; wrap: (selection: string) => string } {
  const result = getNamedType(field.type);
  const members = isAbstractType(result) ? schema.getPossibleTypes(result) : isObjectType(result) ? [result] : [];
  for (const member of members) {
    const fields = member.getFields();
    const on = (inner: string) => (isAbstractType(result) ? `{ __typename ... on ${member.name} ${inner} }` : inner);
    if (fields.edges) {
      const edge = getNamedType(fields.edges.type);
      const node = isObjectType(edge) ? getNamedType(edge.getFields().node!.type) : undefined;
      if (node && isCompositeType(node))
        return { type: node, wrap: (selection) => on(`{ pageInfo { hasNextPage endCursor } edges { cursor node ${selection} } }`) };
    }
    if (fields.data) {
      const item = getNamedType(fields.data.type);
      if (isCompositeType(item)) return { type: item, wrap: (selection) => on(`{ data ${selection} }`) };
    }
  }
  throw new Error(`${field.name} is not a page`);
}
