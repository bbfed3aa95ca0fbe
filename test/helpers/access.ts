// The access matrix shared by the access tests: every operation against every role,
// on a token for the right project and on one for another project.
import type { TokenRole } from '../../src/domain/enums.js';
import { type AccessSchemaShapeQuery, graphql } from './graphql.js';

export type Verdict = 'allowed' | 'denied';

export interface Operation {
  name: string;
  /** The roles that may use the operation; null when any authenticated caller may. */
  role: TokenRole | TokenRole[] | null;
  /** Whether the operation touches a project (and so is refused outside the token's projects). */
  scoped: boolean;
  run(token: string): Promise<Verdict>;
}

export const ROLES: TokenRole[] = ['reader', 'recorder', 'adjudicator', 'admin'];

/** [name, role, 'own project' | 'other project', expected verdict, operation] for it.each. */
export function accessCases(operations: Operation[]) {
  return operations.flatMap((operation) =>
    ROLES.flatMap((role) =>
      [true, false].map((ownsProject) => {
        const permitted = operation.role === null || [operation.role].flat().includes(role);
        const expected: Verdict = permitted && (ownsProject || !operation.scoped) ? 'allowed' : 'denied';
        return [operation.name, role, ownsProject ? 'own project' : 'other project', expected, operation] as const;
      }),
    ),
  );
}

// ---------------------------------------------------------------------------
// Nested fields (docs/access.md, "At every depth"): every field that returns records,
// derived from the schema, and a walker that selects them from any entry point.
// ---------------------------------------------------------------------------

/**
 * payload: the records a mutation wrote or replayed (visible to the writer);
 * reference: one record reached from a visible one (same project, no role needed);
 * list: enumerates records (needs the reader role, like the root queries).
 */
export type NestedAccess = 'payload' | 'reference' | 'list';

interface TypeRef {
  kind: string;
  name: string | null;
  /** Absent at the depth SCHEMA_QUERY stops at. */
  ofType?: TypeRef | null;
}
interface SchemaType {
  name: string;
  kind: string;
  interfaces: { name: string }[] | null;
  possibleTypes: { name: string }[] | null;
  fields: { name: string; type: TypeRef }[] | null;
}
export interface SchemaShape {
  types: Map<string, SchemaType>;
  roots: Set<string>;
}

export const SCHEMA_QUERY = graphql(`
  query AccessSchemaShape {
    __schema { queryType { name } mutationType { name }
      types { name kind interfaces { name } possibleTypes { name }
              fields { name type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }
  }
`);

export function schemaShape(data: AccessSchemaShapeQuery): SchemaShape {
  // Every named type has a name; only wrapping types (LIST, NON_NULL) answer null.
  const named = (type: { name: string | null }) => type.name!;
  const types = data.__schema.types.map(
    (type): SchemaType => ({
      name: named(type),
      kind: type.kind,
      interfaces: type.interfaces?.map((i) => ({ name: named(i) })) ?? null,
      possibleTypes: type.possibleTypes?.map((member) => ({ name: named(member) })) ?? null,
      fields: type.fields,
    }),
  );
  return {
    types: new Map(types.map((type) => [type.name, type])),
    roots: new Set([named(data.__schema.queryType), named(data.__schema.mutationType!)]),
  };
}

export function namedType(type: TypeRef): { name: string; list: boolean } {
  let list = false;
  let current: TypeRef | null = type;
  while (current && current.name === null) {
    if (current.kind === 'LIST') list = true;
    current = current.ofType ?? null;
  }
  return { name: current!.name!, list };
}

/**
 * Types that are records (or rows read from records): every Node, plus the record
 * types that are not nodes. A type "carries records" if it is one, or has a field
 * (or, for unions and interfaces, a member) that carries records.
 */
export const NON_NODE_RECORD_TYPES = [
  'Annotation',
  'AgreementDecision',
  'ReliabilityReport',
  'ReliabilitySeries',
  'CriticalFailure',
  'GradedVerification',
  'GradedSummary',
  'AlertRule',
  'Alert',
  'ReworkRequest',
];

export function recordCarriers(shape: SchemaShape): Set<string> {
  const carriers = new Set<string>(NON_NODE_RECORD_TYPES);
  for (const type of shape.types.values()) if (type.interfaces?.some((i) => i.name === 'Node')) carriers.add(type.name);
  for (let changed = true; changed; ) {
    changed = false;
    for (const type of shape.types.values()) {
      if (carriers.has(type.name) || shape.roots.has(type.name) || type.name.startsWith('__')) continue;
      const members = [
        ...(type.possibleTypes ?? []).map((member) => member.name),
        ...(type.fields ?? []).map((field) => namedType(field.type).name),
      ];
      if (members.some((name) => carriers.has(name))) {
        carriers.add(type.name);
        changed = true;
      }
    }
  }
  return carriers;
}

/** Relay plumbing is covered by the connection field that returns it. */
const isPlumbing = (typeName: string) => typeName.endsWith('Connection') || typeName.endsWith('Edge');

/** Every `Type.field` outside the root types that returns records (directly or inside a wrapper). */
export function nestedRecordFields(shape: SchemaShape): string[] {
  const carriers = recordCarriers(shape);
  const fields: string[] = [];
  for (const type of shape.types.values()) {
    if (type.kind !== 'OBJECT' || shape.roots.has(type.name) || type.name.startsWith('__') || isPlumbing(type.name)) continue;
    for (const field of type.fields ?? []) if (carriers.has(namedType(field.type).name)) fields.push(`${type.name}.${field.name}`);
  }
  return fields.sort();
}

/** The `Type.field`s reachable from a type (through any field, any depth). */
export function reachableFields(shape: SchemaShape, typeName: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const type = shape.types.get(name);
    if (!type) return;
    for (const member of type.possibleTypes ?? []) visit(member.name);
    for (const field of type.fields ?? []) {
      found.add(`${name}.${field.name}`);
      visit(namedType(field.type).name);
    }
  };
  visit(typeName);
  return found;
}

const LIST_ALIAS = 'list__';
const REF_ALIAS = 'ref__';
const COUNT_ALIAS = 'count__';

/**
 * A selection of `typeName` that follows every reference and list field of `table`
 * for `hops` levels, aliased so the answer says which is which; counts that
 * enumerate (`counts`) are selected too. Records with a projectId select it.
 */
export function walkSelection(
  shape: SchemaShape,
  table: Record<string, NestedAccess>,
  counts: string[],
  typeName: string,
  hops: number,
  exercised: Set<string>,
): string {
  const type = shape.types.get(typeName)!;
  const fieldNames = new Set((type.fields ?? []).map((field) => field.name));
  const parts = ['__typename'];
  if (fieldNames.has('projectId')) parts.push('projectId');
  for (const count of counts) {
    const [owner, field] = count.split('.');
    if (owner === typeName) {
      parts.push(`${COUNT_ALIAS}${field}: ${field}`);
      exercised.add(count);
    }
  }
  if (hops === 0) return parts.join(' ');
  for (const field of type.fields ?? []) {
    const key = `${typeName}.${field.name}`;
    const access = table[key];
    if (access !== 'reference' && access !== 'list') continue;
    exercised.add(key);
    const target = namedType(field.type).name;
    const alias = `${access === 'list' ? LIST_ALIAS : REF_ALIAS}${field.name}`;
    if (target.endsWith('Connection')) {
      const connection = shape.types.get(target)!;
      const edge = shape.types.get(namedType(connection.fields!.find((f) => f.name === 'edges')!.type).name)!;
      const node = namedType(edge.fields!.find((f) => f.name === 'node')!.type).name;
      const total = connection.fields!.some((f) => f.name === 'totalCount') ? 'totalCount ' : '';
      parts.push(
        `${alias}: ${field.name}(first: 3) { ${total}edges { node { ${walkSelection(shape, table, counts, node, hops - 1, exercised)} } } }`,
      );
    } else {
      parts.push(`${alias}: ${field.name} { ${walkSelection(shape, table, counts, target, hops - 1, exercised)} }`);
    }
  }
  return parts.join(' ');
}

export interface WalkFindings {
  /** projectIds of every record in the answer. */
  projects: Set<string>;
  /** Lists (and counts) that answered something, by field name. */
  nonEmptyLists: string[];
  /** Reference fields that answered null. */
  nullReferences: string[];
}

/** Reads an answer selected with walkSelection. */
export function walkFindings(
  value: unknown,
  findings: WalkFindings = { projects: new Set(), nonEmptyLists: [], nullReferences: [] },
): WalkFindings {
  if (Array.isArray(value)) {
    for (const item of value) walkFindings(item, findings);
    return findings;
  }
  if (value === null || typeof value !== 'object') return findings;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'projectId' && typeof child === 'string') findings.projects.add(child);
    if (key.startsWith(COUNT_ALIAS) && child !== 0) findings.nonEmptyLists.push(key);
    if (key.startsWith(REF_ALIAS) && child === null) findings.nullReferences.push(key);
    if (key.startsWith(LIST_ALIAS)) {
      const connection = child as { edges?: unknown[]; totalCount?: number } | null;
      const items = Array.isArray(child) ? child : connection?.edges;
      if ((items?.length ?? 0) > 0 || (connection?.totalCount ?? 0) > 0) findings.nonEmptyLists.push(key);
    }
    walkFindings(child, findings);
  }
  return findings;
}
