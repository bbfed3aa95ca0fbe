// Which stored fields of a page's rows a request needs, read from its selection, so
// that a page reads those columns only (src/db/keyset-pages.ts).
import { getNamedType, isObjectType, Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { fieldsOf, type ModelName } from '../../db/columns.js';

export interface NodeSelection {
  /** The stored fields the rows must carry. */
  stored: ReadonlySet<string>;
  /** The node fields selected (by name, in any fragment). */
  fields: ReadonlySet<string>;
}

/**
 * The model fields the rows of a connection need for what the request selects under
 * `edges { node }`: an exposed field names its own (Pothos records it as
 * `pothosExposedField`); `needs` names those of the node type's other fields (the
 * Relay `id`, computed fields, relations, which are loaded by the row's id). A selected
 * field found in neither gives every field: reading too much is slower, reading too
 * little would be wrong. Fields under @skip/@include are counted as selected.
 */
export function storedFieldsSelected(
  info: GraphQLResolveInfo,
  model: ModelName,
  needs: Readonly<Record<string, readonly string[]>>,
): NodeSelection {
  const all = new Set(fieldsOf(model));
  const connection = getNamedType(info.returnType);
  const edge = isObjectType(connection) ? getNamedType(connection.getFields().edges?.type) : undefined;
  const node = isObjectType(edge) ? getNamedType(edge.getFields().node?.type) : undefined;
  if (!isObjectType(node)) return { stored: all, fields: new Set() };
  const nodeFields = node.getFields();

  const selected = new Set<string>();
  const wanted = new Set<string>(['id']);
  let complete = true;
  const eachField = (selectionSet: SelectionSetNode | undefined, visit: (field: FieldNode) => void): void => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) visit(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) eachField(selection.selectionSet, visit);
      else {
        const fragment = info.fragments[selection.name.value];
        if (fragment) eachField(fragment.selectionSet, visit);
        else complete = false;
      }
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
          const exposed = nodeFields[name]?.extensions?.pothosExposedField;
          const needed = typeof exposed === 'string' ? [exposed] : needs[name];
          if (!needed || needed.some((stored) => !all.has(stored))) complete = false;
          else for (const stored of needed) wanted.add(stored);
        });
      });
    });
  return { stored: complete ? wanted : all, fields: selected };
}
