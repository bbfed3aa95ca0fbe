// Every field of a paged node type says which columns it reads (src/modules/common/pages.ts):
// the schema is refused when one does not, or names a column its model does not store,
// so a page never reads every column because a field was forgotten.
import { GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, type GraphQLFieldConfig } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkPagedTypes } from '../../src/modules/common/pages.js';
import { schema } from '../../src/schema.js';

/** A schema with one keyset connection of cohorts whose node type has `fields`. */
function schemaWith(
  fields: Record<string, GraphQLFieldConfig<unknown, unknown>>,
  page: Record<string, unknown> = { ledgerKeysetPage: 'Cohort' },
) {
  const node = new GraphQLObjectType({ name: 'Cohort', fields });
  const edge = new GraphQLObjectType({ name: 'CohortEdge', fields: { cursor: { type: GraphQLString }, node: { type: node } } });
  const connection = new GraphQLObjectType({
    name: 'CohortConnection',
    fields: { edges: { type: new GraphQLNonNull(new GraphQLList(edge)) } },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { cohorts: { type: connection, extensions: page } } }),
  });
}

describe('paged node types', () => {
  it("of the ledger's schema all say what they read (else src/schema.ts would not load)", () => {
    expect(checkPagedTypes(schema)).toBe(schema);
  });

  it('are accepted when every field is exposed or declares stored fields', () => {
    const declared = schemaWith({
      model: { type: GraphQLString, extensions: { pothosExposedField: 'model' } },
      attemptCount: { type: GraphQLString, extensions: { ledgerStoredFields: ['id'] } },
    });
    expect(checkPagedTypes(declared)).toBe(declared);
  });

  it('are refused when a field does not say which columns it reads', () => {
    const undeclared = schemaWith({
      model: { type: GraphQLString, extensions: { pothosExposedField: 'model' } },
      summary: { type: GraphQLString },
    });
    expect(() => checkPagedTypes(undeclared)).toThrow('Cohort.summary does not say which columns it reads');
  });

  it('are refused when a field reads a field its model does not store', () => {
    const unknown = schemaWith({ model: { type: GraphQLString, extensions: { ledgerStoredFields: ['modelName'] } } });
    expect(() => checkPagedTypes(unknown)).toThrow('Cohort.model reads modelName, which is not a stored field of Cohort');
  });

  it('are only those of keyset connections', () => {
    const unpaged = schemaWith({ summary: { type: GraphQLString } }, {});
    expect(checkPagedTypes(unpaged)).toBe(unpaged);
  });
});
